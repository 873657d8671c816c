// The dealer login form, used by /login and inline on the landing page (docs/spec.md §5 rules).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_MESSAGES, stripSpaces } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { setToken } from '@/lib/storage';
import { useLogin } from '../api/login';
import styles from './login-form.module.css';

type Errors = { username?: string; password?: string };

type LoginFormProps = {
  /** Prefix for input ids, so two forms on one page keep unique labels. */
  idPrefix?: string;
  onSuccess?: () => void;
};

export function LoginForm({ idPrefix = 'login', onSuccess }: LoginFormProps) {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripSpaces(username)) {
      return setErrors({ username: LOGIN_MESSAGES.usernameRequired });
    }
    if (!stripSpaces(password)) {
      return setErrors({ password: LOGIN_MESSAGES.passwordRequired });
    }
    setErrors({});
    const outcome = await loginMutation.mutateAsync({ username, password });
    if (!outcome.ok) {
      return setErrors({ password: outcome.message });
    }
    setToken(outcome.accessToken);
    if (onSuccess) {
      onSuccess();
    } else {
      await navigate('/home');
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        id={`${idPrefix}-username`}
        label="아이디"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="아이디를 입력해주세요"
        value={username}
        error={errors.username}
        onChange={(event) => {
          setUsername(event.target.value);
          if (errors.username) {
            setErrors((prev) => ({ ...prev, username: undefined }));
          }
        }}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="비밀번호"
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder="비밀번호를 입력해주세요"
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (errors.password) {
            setErrors((prev) => ({ ...prev, password: undefined }));
          }
        }}
      />
      <Button type="submit" variant="secondary" size="lg" block disabled={loginMutation.isPending}>
        로그인
      </Button>
    </form>
  );
}
