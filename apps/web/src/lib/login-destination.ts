// Where a login of an area with its own session (/admin, /seller) goes: the page of the area its guard sent
// the user away from (lib/app-session.tsx's guard puts it in the location state), else the area's first page.

export function loginDestination(state: unknown, area: '/admin' | '/seller'): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(area) && !from.startsWith(`${area}/login`) ? from : area;
}
