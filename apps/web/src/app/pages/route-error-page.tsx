// What a route shows when it throws while loading or rendering: a 404 response is "not found", anything else the error screen.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { ErrorView, NotFoundView } from '@/components/ui/status-view';

export function RouteErrorPage() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound) {
    // The crash is not shown to the person; the console keeps it for whoever debugs.
    console.error(error);
  }
  return <PageContainer>{isNotFound ? <NotFoundView /> : <ErrorView />}</PageContainer>;
}
