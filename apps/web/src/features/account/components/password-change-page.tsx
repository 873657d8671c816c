// /profile/password: current, new (6+), confirmation → PUT /v1/dealers/me/password → log in again.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/http';
import { resetProfile } from '@/lib/profile-store';
import { clearAllStorage } from '@/lib/storage';
import { changePassword } from '../api/account-calls';
import {
  checkPasswordChange,
  hasErrors,
  stripPasswordSpaces,
  type FormErrors,
  type PasswordChangeForm,
} from '../lib/account-forms';
import styles from './account-form.module.css';

export const PASSWORD_CHANGED_RELOGIN_MESSAGE = '비밀번호가 변경되었습니다. 다시 로그인해주세요.';

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordChangePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<keyof PasswordChangeForm>>({});
  const [busy, setBusy] = useState(false);

  const edit = (field: keyof PasswordChangeForm, value: string) => {
    setForm((previous) => ({ ...previous, [field]: stripPasswordSpaces(value) }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkPasswordChange(form);
    setErrors(found);
    if (hasErrors(found)) {
      return;
    }
    setBusy(true);
    const result = await changePassword({
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
    });
    setBusy(false);
    if (!result.ok) {
      // A wrong current password belongs under that field; anything else is a generic alert.
      if (result.status === 400) {
        setErrors({ currentPassword: failureMessage(result) });
      } else {
        window.alert(failureMessage(result));
      }
      return;
    }
    window.alert(PASSWORD_CHANGED_RELOGIN_MESSAGE);
    // Leave the guarded page first so the guard does not react to the cleared token on its own.
    await navigate('/login', { replace: true, flushSync: true });
    clearAllStorage();
    resetProfile();
    queryClient.clear();
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>비밀번호 변경</h1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="현재 비밀번호"
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(event) => edit('currentPassword', event.target.value)}
          error={errors.currentPassword}
        />
        <TextField
          label="새 비밀번호"
          type="password"
          autoComplete="new-password"
          placeholder="6자 이상 입력"
          value={form.newPassword}
          onChange={(event) => edit('newPassword', event.target.value)}
          error={errors.newPassword}
        />
        <TextField
          label="새 비밀번호 확인"
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={(event) => edit('confirmPassword', event.target.value)}
          error={errors.confirmPassword}
        />
        <Button type="submit" size="lg" block disabled={busy}>
          변경하기
        </Button>
      </form>
    </div>
  );
}
