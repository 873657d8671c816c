// /admin/login: the operator's username and password, apart from the dealer login; the token goes under
// the operator's own key, so a dealer or seller session in the same browser stays.
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LoginForm } from '@/components/login-form/login-form';
import { SignInCard } from '@/components/ui/sign-in-card';
import { loginDestination } from '@/lib/login-destination';
import { operatorSession } from '../session';
import styles from '../../components/login-form/login-page.module.css';

export function AdminLoginPage() {
  const token = operatorSession.useToken();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  if (token) {
    return <Navigate to={loginDestination(location.state, '/admin')} replace />;
  }
  return (
    <div className={styles.page}>
      <SignInCard logoTag="운영 콘솔" title="운영자 로그인" lead="운영자 계정으로 로그인해주세요.">
        <LoginForm
          idPrefix="admin-login"
          account="operator"
          signIn={(accessToken) => operatorSession.signIn(queryClient, accessToken)}
          onSuccess={() => void navigate(loginDestination(location.state, '/admin'), { replace: true })}
        />
      </SignInCard>
    </div>
  );
}
