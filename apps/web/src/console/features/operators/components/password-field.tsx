// A new operator password (the first one, or a reset): hidden, 8 to 100 characters, as the shared rule says.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN } from '@autobid/shared';
import { TextField } from '@/components/ui/text-field';
import { bindField } from '@/lib/form';

export function PasswordField<T extends FieldValues & { password: string }, O extends FieldValues>({
  label,
  form,
}: {
  label: string;
  form: UseFormReturn<T, unknown, O>;
}) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      maxLength={OPERATOR_PASSWORD_MAX}
      hint={`${OPERATOR_PASSWORD_MIN}자 이상`}
      {...bindField(form, 'password' as Path<T>)}
    />
  );
}
