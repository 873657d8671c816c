// The profile area's frame: the side menu (with logout) next to the profile screen it wraps.
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import { ProfileSideMenu } from '../layouts/profile-side-menu';
import styles from './profile-area-page.module.css';

export function ProfileAreaPage({ screen }: { screen: ReactNode }) {
  return (
    <PageContainer className={styles.page}>
      <aside className={styles.side}>
        <ProfileSideMenu />
      </aside>
      <div className={styles.content}>{screen}</div>
    </PageContainer>
  );
}
