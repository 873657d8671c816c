// Setting a new password for an operator who forgot theirs: every earlier session of that operator ends.
import { resetOperatorPasswordRequest, type AdminOperator } from '@autobid/shared';
import { useSchemaForm } from '@/lib/form';
import { FormDialog } from '../../../components/form-dialog';
import { useFormSubmit } from '../../../components/use-form-submit';
import { useResetOperatorPassword } from '../api/reset-operator-password';
import { PasswordField } from './password-field';
import styles from './operator-dialogs.module.css';

type ResetPasswordDialogProps = {
  operator: AdminOperator;
  isSelf: boolean;
  onDone: (operator: AdminOperator) => void;
  onClose: () => void;
};

export function ResetPasswordDialog({ operator, isSelf, onDone, onClose }: ResetPasswordDialogProps) {
  const form = useSchemaForm(resetOperatorPasswordRequest, { password: '' });
  const reset = useResetOperatorPassword();
  const { submit, isPending, refusal } = useFormSubmit(
    form,
    (values) => reset.mutateAsync({ id: operator.id, ...values }),
    onDone,
    onClose,
  );
  return (
    <FormDialog
      title="비밀번호 재설정"
      description={
        <>
          <strong>
            {operator.name}({operator.username})
          </strong>{' '}
          계정의 비밀번호를 새로 정합니다. 기존 로그인은 모두 끝나고 새 비밀번호로 다시 로그인해야 합니다.
        </>
      }
      submitLabel="재설정"
      onSubmit={submit}
      onClose={onClose}
      refusal={refusal}
      isPending={isPending}
    >
      <PasswordField label="새 비밀번호" form={form} />
      {isSelf ? (
        <p className={styles.warning}>본인 계정입니다. 재설정하면 이 화면에서도 바로 로그아웃됩니다.</p>
      ) : null}
    </FormDialog>
  );
}
