// /admin/login: the operator's username and password, apart from the dealer login; the token goes under
// the operator's own key, so a dealer or seller session in the same browser stays.
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { Logo } from '@/components/ui/logo';
import { useOperatorToken } from '@/lib/storage';
import { cn } from '@/lib/cn';
import styles from './login-page.module.css';

/** Where to go after login: the console page the guard sent the operator away from, or the dashboard. */
function destinationOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin') && !from.startsWith('/admin/login')
    ? from
    : '/admin';
}

export function AdminLoginPage() {
  const token = useOperatorToken();
  const location = useLocation();
  const navigate = useNavigate();
  if (token) {
    return <Navigate to={destinationOf(location.state)} replace />;
  }
  return (
    <div className={styles.page}>
      <div className={cn('surface-card', styles.card)}>
        <div className={styles.head}>
          <Logo tag="운영 콘솔" />
          <h1 className={styles.title}>운영자 로그인</h1>
          <p className={styles.lead}>운영자 계정으로 로그인해주세요.</p>
        </div>
        <LoginForm
          idPrefix="admin-login"
          account="operator"
          onSuccess={() => void navigate(destinationOf(location.state), { replace: true })}
        />
      </div>
    </div>
  );
}
