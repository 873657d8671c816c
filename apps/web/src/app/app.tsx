// Providers around the router, and the host of the app's notices and questions.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { dialogQueue } from '@/components/ui/app-dialog';
import { queryClient } from '@/lib/query-client';
import { useHydrated } from '@/lib/use-hydrated';
import type { AppRouter } from './browser-router';

// The dialog and its kit load with the first notice or question, not with the first screen (docs/decisions/043).
const AppDialogHost = lazy(() =>
  import('@/components/ui/app-dialog-host').then((m) => ({ default: m.AppDialogHost })),
);

let hasAsked = false;
/** True from the first notice or question on: the host then stays mounted (it shows nothing between them). */
function useHasAsked(): boolean {
  return useSyncExternalStore(
    dialogQueue.subscribe,
    () => (hasAsked ||= dialogQueue.current() !== undefined),
    () => false,
  );
}

export function App({ router }: { router: AppRouter }) {
  // The dialog host reads its queue from the browser only, so it joins after React has taken over a page the build
  // prerendered without it (prerender.tsx); from the first render when there was none.
  const isHydrated = useHydrated();
  const hasAsked = useHasAsked();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {isHydrated && hasAsked ? (
        <Suspense fallback={null}>
          <AppDialogHost />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
