// The dealer login form, used by /login and inline on the landing page (docs/spec.md §5 rules); with
// account="operator" the operator console's login (/admin/login), whose token goes to its own session.
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LOGIN_MESSAGES, loginMistakes, type LoginRequest } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { bindField, useCheckedForm } from '@/lib/form';
import { dealerSession } from '@/lib/dealer-session';
import { useHydrated } from '@/lib/use-hydrated';
import { loginRefusal, useLogin, type LoginAccount } from './login';
import styles from './login-form.module.css';

type LoginFormProps = {
  /** Prefix for input ids, so two forms on one page keep unique labels. */
  idPrefix?: string;
  onSuccess?: () => void;
  account?: LoginAccount;
  /** Starts the account's session with the answered token; the dealer's by default (lib/app-session.tsx). */
  signIn?: (accessToken: string) => void;
};

export function LoginForm({ idPrefix = 'login', onSuccess, account = 'dealer', signIn }: LoginFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin(account);
  // The login rule's plain check, not its schema: /login's first download has no zod (docs/decisions/043).
  const form = useCheckedForm<LoginRequest>(loginMistakes, { username: '', password: '' });
  // On the HTML the build rendered ahead (/login), the button waits for the app: a form submitted before it
  // would go to the browser's own GET with the password in the address.
  const isHydrated = useHydrated();

  // Spaces are stripped by the shared rule (useLogin sends them stripped); one message at a time, the
  // username's first (spec §5); the server's refusal goes under the password.
  const submit = form.handleSubmit(
    async (credentials) => {
      let accessToken: string;
      try {
        accessToken = await loginMutation.mutateAsync(credentials);
      } catch (error) {
        form.setError('password', { message: loginRefusal(error) });
        return;
      }
      if (!accessToken) {
        // A success without a token: the spec's generic text.
        form.setError('password', { message: LOGIN_MESSAGES.invalidCredentials });
        return;
      }
      if (signIn) {
        signIn(accessToken);
      } else {
        dealerSession.signIn(queryClient, accessToken);
      }
      if (onSuccess) {
        onSuccess();
      } else {
        await navigate(account === 'operator' ? '/admin' : '/home');
      }
    },
    (found) => {
      if (found.username) {
        form.clearErrors('password');
      }
    },
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id={`${idPrefix}-username`}
        label="아이디"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="아이디를 입력해주세요"
        {...bindField(form, 'username')}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        placeholder="비밀번호를 입력해주세요"
        {...bindField(form, 'password')}
      />
      <Button
        type="submit"
        variant="secondary"
        size="lg"
        block
        disabled={!isHydrated}
        isBusy={loginMutation.isPending}
      >
        로그인
      </Button>
    </form>
  );
}
