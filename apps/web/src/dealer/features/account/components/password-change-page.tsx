// /profile/password: current, new (6+), confirmation → PUT /v1/dealers/me/password → log in again.
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, passwordChangeForm, stripSpaces, type PasswordChangeRequest } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { TextField } from '@/components/ui/text-field';
import { bindField, useSchemaForm } from '@/lib/form';
import { call, isRefusal, refusalText } from '@/lib/call';
import { clearAllStorage } from '@/lib/storage';
import styles from './account-form.module.css';
import { showAlert } from '@/components/ui/app-dialog';

export const PASSWORD_CHANGED_RELOGIN_MESSAGE = '비밀번호가 변경되었습니다. 다시 로그인해주세요.';

export function PasswordChangePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Silent, so the form shows a wrong current password under its field.
  const change = useMutation({
    mutationFn: (body: PasswordChangeRequest) => call(api.dealers.changePassword, { body }, { silent: true }),
  });
  const form = useSchemaForm(passwordChangeForm, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      // A wrong current password belongs under that field; anything else is a generic alert.
      if (isRefusal(error, 'CURRENT_PASSWORD_WRONG')) {
        form.setError('currentPassword', { message: error.message });
      } else {
        await showAlert(refusalText(error));
      }
      return;
    }
    await showAlert(PASSWORD_CHANGED_RELOGIN_MESSAGE);
    // Leave the guarded page first so the guard does not react to the cleared token on its own.
    await navigate('/login', { replace: true, flushSync: true });
    clearAllStorage();
    queryClient.clear();
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>비밀번호 변경</h1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="현재 비밀번호"
          type="password"
          autoComplete="current-password"
          {...bindField(form, 'currentPassword', stripSpaces)}
        />
        <NewPasswordFields form={form} />
        <Button type="submit" size="lg" block disabled={change.isPending}>
          변경하기
        </Button>
      </form>
    </div>
  );
}
