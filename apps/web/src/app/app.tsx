// Providers around the router, and the host of the app's notices and questions.
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppDialogHost } from '@/components/ui/app-dialog';
import { queryClient } from '@/lib/query-client';
import { useHydrated } from '@/lib/use-hydrated';
import { router } from './browser-router';

export function App() {
  // The dialog host reads its queue from the browser only, so it joins after React has taken over a page the build
  // prerendered without it (prerender.tsx); from the first render when there was none.
  const isHydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {isHydrated ? <AppDialogHost /> : null}
    </QueryClientProvider>
  );
}
