// Providers around the router, and the host of the app's notices and questions.
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppDialogHost } from '@/components/ui/app-dialog';
import { queryClient } from '@/lib/query-client';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppDialogHost />
    </QueryClientProvider>
  );
}
