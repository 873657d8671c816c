// The new password and its confirmation (spec §5: 6 or more characters, spaces stripped, the two equal),
// as the password change page and the find-password panel both ask for them.
import { stripSpaces } from '@autobid/shared';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { bindField } from '@/lib/form';
import { TextField } from './text-field';

type PasswordFields = { newPassword: string; confirmPassword: string };

export function NewPasswordFields<T extends FieldValues & PasswordFields, O extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, O>;
}) {
  return (
    <>
      <TextField
        label="새 비밀번호"
        type="password"
        autoComplete="new-password"
        placeholder="6자 이상 입력"
        {...bindField(form, 'newPassword' as Path<T>, stripSpaces)}
      />
      <TextField
        label="새 비밀번호 확인"
        type="password"
        autoComplete="new-password"
        {...bindField(form, 'confirmPassword' as Path<T>, stripSpaces)}
      />
    </>
  );
}
