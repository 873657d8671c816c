// Placeholder for the profile screens: the side menu (with logout) next to a "준비 중" panel.
import { PageContainer } from '@/components/ui/page-container';
import { ComingSoonView } from '@/components/ui/status-view';
import { ProfileSideMenu } from '../layouts/profile-side-menu';
import styles from './profile-area-page.module.css';

export function ProfileAreaPage({ title }: { title: string }) {
  return (
    <PageContainer className={styles.page}>
      <aside className={styles.side}>
        <ProfileSideMenu />
      </aside>
      <div className={styles.content}>
        <ComingSoonView title={title} />
      </div>
    </PageContainer>
  );
}
