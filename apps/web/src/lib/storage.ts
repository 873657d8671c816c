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

export function getToken(): string | null {
  return safeStorage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

export function setToken(token: string): void {
  safeStorage()?.setItem(TOKEN_STORAGE_KEY, token);
  notify();
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

export function getSellerToken(): string | null {
  return safeStorage()?.getItem(SELLER_TOKEN_STORAGE_KEY) ?? null;
}

export function setSellerToken(token: string): void {
  safeStorage()?.setItem(SELLER_TOKEN_STORAGE_KEY, token);
  notify();
}

/** Seller logout and a 401/403 on a seller call: only the seller's session goes. */
export function clearSellerToken(): void {
  safeStorage()?.removeItem(SELLER_TOKEN_STORAGE_KEY);
  notify();
}

export function getOperatorToken(): string | null {
  return safeStorage()?.getItem(OPERATOR_TOKEN_STORAGE_KEY) ?? null;
}

export function setOperatorToken(token: string): void {
  safeStorage()?.setItem(OPERATOR_TOKEN_STORAGE_KEY, token);
  notify();
}

/** Operator logout and a 401 on an operator call: only the operator's session goes. */
export function clearOperatorToken(): void {
  safeStorage()?.removeItem(OPERATOR_TOKEN_STORAGE_KEY);
  notify();
}

function subscribeTo(key: string) {
  return (listener: () => void) => {
    listeners.add(listener);
    // Another tab logging in or out changes this tab's session too.
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
  };
}

const subscribeDealer = subscribeTo(TOKEN_STORAGE_KEY);
const subscribeSeller = subscribeTo(SELLER_TOKEN_STORAGE_KEY);
const subscribeOperator = subscribeTo(OPERATOR_TOKEN_STORAGE_KEY);

/** The current dealer token; re-renders when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeDealer, getToken, () => null);
}

/** The current seller token; re-renders when it changes. */
export function useSellerToken(): string | null {
  return useSyncExternalStore(subscribeSeller, getSellerToken, () => null);
}

/** The current operator token; re-renders when it changes. */
export function useOperatorToken(): string | null {
  return useSyncExternalStore(subscribeOperator, getOperatorToken, () => null);
}
