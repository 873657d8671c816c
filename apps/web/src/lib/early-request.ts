// A GET the page's own first script sent before the app's modules loaded (public/first-page.js, docs/decisions/043
// addendum "The first screen on a phone"): the first call of lib/http.ts to the same URL with the same token takes
// its answer instead of asking again, once; every later call asks the network.

type EarlyRequest = { url: string; token: string; response: Promise<Response> };

/** Where the script leaves it: a global, since the script runs before any module. */
const holder = (typeof window === 'undefined' ? {} : window) as { autobidEarlyRequest?: EarlyRequest | null };

/** The early answer for this GET and token, taken (a second call gets null), or null when there is none. */
export function takeEarlyResponse(
  method: string,
  url: string,
  token: string | null,
): Promise<Response> | null {
  const early = holder.autobidEarlyRequest;
  if (!early || method !== 'GET' || early.url !== url || early.token !== token) {
    return null;
  }
  holder.autobidEarlyRequest = null;
  return early.response;
}
