// /find: find id and find password side by side (stacked on narrow screens).
import { Link } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { FindIdPanel } from './find-id-panel';
import { FindPasswordPanel } from './find-password-panel';
import styles from './find-page.module.css';

export function FindPage() {
  return (
    <PageContainer className={styles.page}>
      <PageTitle
        title="아이디/비밀번호 찾기"
        description="가입 시 등록한 전화번호로 본인 인증을 진행합니다."
      />
      <div className={styles.panels}>
        <FindIdPanel />
        <FindPasswordPanel />
      </div>
      <p className={styles.back}>
        <Link to="/login">로그인으로 돌아가기</Link>
      </p>
    </PageContainer>
  );
}
