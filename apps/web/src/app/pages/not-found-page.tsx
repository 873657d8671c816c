// Unknown routes and router errors.
import { PageContainer } from '@/components/ui/page-container';
import { NotFoundView } from '@/components/ui/status-view';

export function NotFoundPage() {
  return (
    <PageContainer>
      <NotFoundView />
    </PageContainer>
  );
}
