// Whether React has taken the page over in the browser: false while it hydrates HTML the build rendered ahead
// (app/prerender.tsx) and on that build itself, true from the first render otherwise.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
