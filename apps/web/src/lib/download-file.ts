// A route whose answer is a file (an invoice's PDF, the month's settlement CSV): fetched with the session's
// token, saved under the server's file name. A refusal throws the server's Korean message, so the screen
// shows it beside the button (the JSON client's alerts are for JSON calls).
import { useState } from 'react';
import { routePath, type ApiRoute } from '@autobid/shared';
import { GENERIC_ERROR_MESSAGE, type Session } from './http';
import { getOperatorToken, getSellerToken, getToken } from './storage';

const TOKEN_OF: Record<Session, () => string | null> = {
  dealer: getToken,
  seller: getSellerToken,
  operator: getOperatorToken,
};

/** The file name of a Content-Disposition header (its UTF-8 `filename*` first), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the plain one or the fallback.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

export async function downloadFile(
  route: Pick<ApiRoute, 'path'>,
  params: Record<string, string | number>,
  options: { session: Session; fallbackName: string },
): Promise<void> {
  const token = TOKEN_OF[options.session]();
  let response: Response;
  try {
    response = await fetch(`/api${routePath(route, params)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error(GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' && body.message ? body.message : GENERIC_ERROR_MESSAGE);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileNameOf(response.headers.get('Content-Disposition'), options.fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Let the browser take the file before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A download button's state: `start` fetches the file (busy until it is saved); a refusal's message is kept
 * in `error` for the screen to show beside the button.
 */
export function useDownload() {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (...args: Parameters<typeof downloadFile>) => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(...args);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { isBusy, error, setError, start };
}
