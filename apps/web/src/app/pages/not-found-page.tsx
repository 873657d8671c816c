// Unknown routes and router errors.
import type { RouteObject } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { NotFoundView } from '@/components/ui/status-view';

export function NotFoundPage() {
  return (
    <PageContainer>
      <NotFoundView />
    </PageContainer>
  );
}

/** An area's "not found" page, with the way back to the area's start. */
export function notFoundRoute(to: string, label: string): RouteObject {
  return {
    path: '*',
    element: (
      <PageContainer>
        <NotFoundView
          action={
            <ButtonLink to={to} variant="outline">
              {label}
            </ButtonLink>
          }
        />
      </PageContainer>
    ),
  };
}
