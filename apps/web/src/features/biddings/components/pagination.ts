// Page numbers around the current page, in a window of `span` pages.
export function pageWindow(current: number, total: number, span = 10): number[] {
  if (total <= 0) return [];
  const start = Math.floor((Math.max(1, Math.min(current, total)) - 1) / span) * span + 1;
  const end = Math.min(total, start + span - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
