// /login: centered login card with links to sign-up and account recovery.
import { Link } from 'react-router';
import { RULE_SENTENCES } from '@autobid/shared';
import { LoginForm } from '@/components/login-form/login-form';
import { SignInCard } from '@/components/ui/sign-in-card';
import styles from '../../components/login-form/login-page.module.css';

export function LoginPage() {
  return (
    <div className={styles.page}>
      <SignInCard title="딜러 로그인" lead={RULE_SENTENCES.dealerLoginLead}>
        <LoginForm idPrefix="login-page" />
        <div className={styles.links}>
          <Link to="/termsof">회원가입</Link>
          <span aria-hidden="true" className={styles.divider} />
          <Link to="/find">아이디/비밀번호 찾기</Link>
        </div>
      </SignInCard>
    </div>
  );
}
