// /faq/list: every FAQ item by category.
import { PageContainer } from '@/components/ui/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { FaqBoard } from './faq-board';
import styles from './faq-list-page.module.css';

export function FaqListPage() {
  return (
    <PageContainer className={styles.page}>
      <PageTitle title="자주 묻는 질문" description="궁금한 점을 빠르게 찾아보세요." />
      <FaqBoard />
    </PageContainer>
  );
}
