// The GETs the page's own first script sent before the app's modules loaded (src/first-screen/first-page.ts, docs/decisions/043
// addendum "The first screen on a phone"): the first call of lib/http.ts to one's URL with the same token takes its
// answer instead of asking again, once; every later call asks the network.

type EarlyRequest = { url: string; token: string; response: Promise<Response> };

/** Where the script leaves them: a global, since the script runs before any module. */
const holder = (typeof window === 'undefined' ? {} : window) as { autobidEarlyRequests?: EarlyRequest[] };

/** The early answer for this GET and token, taken (a second call gets null), or null when there is none. */
export function takeEarlyResponse(
  method: string,
  url: string,
  token: string | null,
): Promise<Response> | null {
  const early = holder.autobidEarlyRequests ?? [];
  const index = early.findIndex((request) => request.url === url && request.token === token);
  if (method !== 'GET' || index < 0) {
    return null;
  }
  const [taken] = early.splice(index, 1);
  return taken!.response;
}
