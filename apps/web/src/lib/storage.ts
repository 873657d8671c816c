// The three sessions in localStorage: the dealer's token (key "token"), the seller app's own token (key
// "sellerToken") and the operator console's (key "operatorToken"), each with a subscription so React
// re-renders on login/logout. None clobbers another (docs/decisions/013-seller-session.md).
import { useSyncExternalStore } from 'react';
import { TOKEN_STORAGE_KEY } from '@autobid/shared';

/** The seller app's session: a key of its own, so a dealer and a seller session live side by side. */
export const SELLER_TOKEN_STORAGE_KEY = 'sellerToken';
/** The operator console's session, beside the other two. */
export const OPERATOR_TOKEN_STORAGE_KEY = 'operatorToken';

/** Sessions a dealer logout leaves in place: they belong to someone else's login. */
const OTHER_SESSION_KEYS = [SELLER_TOKEN_STORAGE_KEY, OPERATOR_TOKEN_STORAGE_KEY];

const listeners = new Set<() => void>();

/**
 * The token a page rendered at build time is drawn for (app/prerender.tsx): none, but for the signed-in list's first
 * screen, drawn as a session whose profile has not arrived yet. Never set in the browser.
 */
let prerenderToken: string | null = null;

/** Build time only (app/prerender.tsx): what `use` answers outside the browser. */
export function setPrerenderToken(token: string | null): void {
  prerenderToken = token;
}

function notify() {
  for (const listener of listeners) {
    listener();
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A token kept under `key`: read, written and dropped, each change told to the subscribers. */
function tokenStore(key: string) {
  const read = (): string | null => safeStorage()?.getItem(key) ?? null;
  const store = {
    read,
    write: (token: string): void => {
      safeStorage()?.setItem(key, token);
      notify();
    },
    drop: (): void => {
      safeStorage()?.removeItem(key);
      notify();
    },
    /** Tells `listener` of every change: this tab's, and another tab logging in or out. */
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) {
          listener();
        }
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
  /** The current token; re-renders when it changes. */
  const use = (): string | null => useSyncExternalStore(store.subscribe, read, () => prerenderToken);
  return { ...store, use };
}

const stores = new Map<string, ReturnType<typeof tokenStore>>();

/** The token kept under `key` (one store per key): what lib/app-session.tsx builds a session on. */
export function sessionToken(key: string): ReturnType<typeof tokenStore> {
  let store = stores.get(key);
  if (!store) {
    store = tokenStore(key);
    stores.set(key, store);
  }
  return store;
}

const dealer = sessionToken(TOKEN_STORAGE_KEY);
const seller = sessionToken(SELLER_TOKEN_STORAGE_KEY);
const operator = sessionToken(OPERATOR_TOKEN_STORAGE_KEY);

export const getToken = dealer.read;
export const setToken = dealer.write;

/** The dealer token whose profile last read APPROVED (dealer logout clears it with the rest). */
const APPROVED_TOKEN_KEY = 'approvedToken';

/** Notes whether the current token's dealer is approved, as its profile call just answered. */
export function rememberApproval(approved: boolean): void {
  const token = getToken();
  if (approved && token) {
    safeStorage()?.setItem(APPROVED_TOKEN_KEY, token);
  } else {
    safeStorage()?.removeItem(APPROVED_TOKEN_KEY);
  }
}

/**
 * Whether this token's dealer was approved when its profile was last read here: a hint for asking for
 * approved-only data ahead of the guard (the list's first page, app/router.tsx), never a permission.
 */
export function wasApproved(): boolean {
  const token = getToken();
  return token !== null && safeStorage()?.getItem(APPROVED_TOKEN_KEY) === token;
}

/**
 * Dealer logout and any 401/403 on a dealer call drop the whole local storage, as the spec asks, except
 * the seller's and the operator's sessions, which belong to someone else's login.
 */
export function clearAllStorage(): void {
  const storage = safeStorage();
  const kept = OTHER_SESSION_KEYS.map((key) => [key, storage?.getItem(key) ?? null] as const);
  storage?.clear();
  for (const [key, value] of kept) {
    if (value !== null) {
      storage?.setItem(key, value);
    }
  }
  notify();
}

export const getSellerToken = seller.read;
/** Seller logout and a 401/403 on a seller call: only the seller's session goes. */
export const clearSellerToken = seller.drop;

export const getOperatorToken = operator.read;
/** Operator logout and a 401 on an operator call: only the operator's session goes. */
export const clearOperatorToken = operator.drop;

/** The current dealer token; re-renders when it changes. */
export const useToken = dealer.use;
/** The current seller token; re-renders when it changes. */
export const useSellerToken = seller.use;
