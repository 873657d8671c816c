// What the app asked the API during a test: every request under /api and the status it got.
import type { Page } from 'playwright-core';

export type ApiCall = { method: string; path: string; status: number | null };

/** Starts recording; the returned list fills as the page talks to the API. */
export function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  const pending = new Map<unknown, ApiCall>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) {
      return;
    }
    const call: ApiCall = { method: request.method(), path: url.pathname, status: null };
    calls.push(call);
    pending.set(request, call);
  });
  page.on('response', (response) => {
    const call = pending.get(response.request());
    if (call) {
      call.status = response.status();
    }
  });
  return calls;
}

/**
 * Calls only an approved dealer may make (the server answers 403 to anyone else, and the web drops the
 * session on a 403): the dashboard, bank-account verification and every /dealers/auction/ call but code links.
 */
export function isApprovedOnly(path: string): boolean {
  return /^\/api\/v1\/dealers\/(dashboard|bank-account\/|auction\/(?!code\/))/.test(path);
}

export const describeCall = (call: ApiCall) => `${call.method} ${call.path} → ${call.status ?? 'no answer'}`;
