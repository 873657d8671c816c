// /login: centered login card with links to sign-up and account recovery.
import { Link } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { Logo } from '@/components/ui/logo';
import styles from './login-page.module.css';
import { cn } from '@/lib/cn';

export function LoginPage() {
  return (
    <div className={styles.page}>
      <div className={cn('surface-card', styles.card)}>
        <div className={styles.head}>
          <Logo />
          <h1 className={styles.title}>딜러 로그인</h1>
          <p className={styles.lead}>매일 오전 9시, 새로운 매물 경매가 시작됩니다.</p>
        </div>
        <LoginForm idPrefix="login-page" />
        <div className={styles.links}>
          <Link to="/termsof">회원가입</Link>
          <span aria-hidden="true" className={styles.divider} />
          <Link to="/find">아이디/비밀번호 찾기</Link>
        </div>
      </div>
    </div>
  );
}
