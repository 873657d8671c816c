// Placeholder page for routes built by later issues.
import { PageContainer } from '@/components/ui/page-container';
import { ComingSoonView } from '@/components/ui/status-view';

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <PageContainer>
      <ComingSoonView title={title} />
    </PageContainer>
  );
}
