// The one HTTP client of docs/spec.md §8: base /api, Bearer token, envelope {code, message, data},
// alerts on failure unless silenced, and a dropped session on 401/403. A call names its session: the
// dealer's (default), the seller app's or the operator console's; the last two have their own tokens and
// drop only themselves. An operator keeps the session on 403 ADMIN_ONLY (a STAFF operator on an ADMIN call).
// Screens never call it directly: `request` is the transport of lib/call.ts's `call(route, input)`.
import { ERROR_CODES, SUCCESS_CODES, type ErrorCode } from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { takeEarlyResponse } from './early-request';
import {
  clearAllStorage,
  clearOperatorToken,
  clearSellerToken,
  getOperatorToken,
  getSellerToken,
  getToken,
} from './storage';

const API_BASE = '/api';
export const GENERIC_ERROR_MESSAGE = '잠시 후 다시 시도해주세요.';

export type RequestOptions = {
  /** No alert on failure; the caller shows the message itself. */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Whose token goes with the call and which session a 401/403 drops; the dealer's by default. */
  session?: Session;
  /** A 401/403 keeps the session: the caller shows the refusal (an upload's own credential, docs/decisions/016). */
  keepSession?: boolean;
};

export type Session = 'dealer' | 'seller' | 'operator';

/** A call made ahead of the screen that needs it: no alert, and a refusal leaves the session to the screen's guard. */
export const AHEAD_OF_SCREEN = { silent: true, keepSession: true } as const satisfies RequestOptions;

/** The body a failing call answered with, when it was JSON. */
type ApiErrorBody = { code?: number; message?: string; data?: unknown; errorCode?: unknown };

type ApiSuccess<T> = { ok: true; code: number; message: string; data: T };
export type ApiFailure = {
  ok: false;
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  /** Which refusal it was (the envelope's `errorCode`), or null when none came; branch on this, not on the status. */
  errorCode: ErrorCode | null;
  /** The error response body, or null when there was none. */
  body: ApiErrorBody | null;
};
type ApiResult<T> = ApiSuccess<T> | ApiFailure;

const TOKEN_OF: Record<Session, () => string | null> = {
  dealer: getToken,
  seller: getSellerToken,
  operator: getOperatorToken,
};

const DROP_SESSION: Record<Session, () => void> = {
  dealer: clearAllStorage,
  seller: clearSellerToken,
  operator: clearOperatorToken,
};

function isSuccessCode(code: unknown): boolean {
  return typeof code === 'number' && (SUCCESS_CODES as readonly number[]).includes(code);
}

/** The URL of an API path (its query, if any, already on it). */
export function buildUrl(path: string): string {
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

function alertUser(message: string) {
  void showAlert(message);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return null;
  }
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function asEnvelope(value: unknown): ApiErrorBody | null {
  if (value === null || typeof value !== 'object') {
    return null;
  }
  return value;
}

function errorCodeOf(envelope: ApiErrorBody | null): ErrorCode | null {
  const code = envelope?.errorCode;
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)
    ? (code as ErrorCode)
    : null;
}

async function send<T>(
  method: string,
  url: string,
  body: BodyInit | undefined,
  options: RequestOptions,
  isJson: boolean,
) {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (isJson && body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  const session = options.session ?? 'dealer';
  const token = TOKEN_OF[session]();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    // The list's page 1 may have been asked for by the page's first script already (lib/early-request.ts).
    response = await (takeEarlyResponse(method, url, token) ??
      fetch(url, { method, headers, body, signal: options.signal }));
  } catch (error) {
    // A cancelled query is not a failure the person needs to hear about.
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    if (!options.silent && !aborted) {
      alertUser(GENERIC_ERROR_MESSAGE);
    }
    return { ok: false, status: null, errorCode: null, body: null } satisfies ApiFailure;
  }

  const envelope = asEnvelope(await readJson(response));
  const code = envelope?.code ?? response.status;
  const refused = response.status === 401 || response.status === 403 || code === 401 || code === 403;
  if (
    refused &&
    !options.keepSession &&
    !(session === 'operator' && errorCodeOf(envelope) === 'ADMIN_ONLY')
  ) {
    DROP_SESSION[session]();
  }

  if (response.ok && isSuccessCode(code)) {
    return {
      ok: true,
      code,
      message: typeof envelope?.message === 'string' ? envelope.message : '',
      data: (envelope?.data ?? null) as T,
    } satisfies ApiSuccess<T>;
  }

  if (!options.silent) {
    const message =
      typeof envelope?.message === 'string' && envelope.message.trim()
        ? envelope.message
        : GENERIC_ERROR_MESSAGE;
    alertUser(message);
  }
  return {
    ok: false,
    status: response.status,
    errorCode: errorCodeOf(envelope),
    body: envelope,
  } satisfies ApiFailure;
}

/**
 * One call at `path` (its query included): what lib/call.ts sends every route of the table through. A
 * FormData body goes as multipart (the browser sets the boundary header itself), any other as JSON.
 */
export function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<ApiResult<T>> {
  if (body instanceof FormData) {
    return send<T>(method, buildUrl(path), body, options, false);
  }
  return send<T>(
    method,
    buildUrl(path),
    body === undefined ? undefined : JSON.stringify(body),
    options,
    true,
  );
}
