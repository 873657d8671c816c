// Renaming an operator or changing the role. A role change ends that operator's sessions (they sign in
// again); an ADMIN's own role cannot be changed here, and the server refuses demoting the last ADMIN.
import {
  OPERATOR_NAME_MAX,
  OPERATOR_ROLE_LABELS,
  updateOperatorRequest,
  type AdminOperator,
} from '@autobid/shared';
import { TextField } from '@/components/ui/text-field';
import { bindChoice, bindField, useSchemaForm } from '@/lib/form';
import { ChoiceField } from '@/components/ui/choice-field';
import { FormDialog } from '../../../components/form-dialog';
import { useFormSubmit } from '../../../components/use-form-submit';
import { useUpdateOperator } from '../api/update-operator';
import { ROLE_OPTIONS } from './role-options';
import styles from './operator-dialogs.module.css';

type EditOperatorDialogProps = {
  operator: AdminOperator;
  isSelf: boolean;
  onSaved: (operator: AdminOperator) => void;
  onClose: () => void;
};

export function EditOperatorDialog({ operator, isSelf, onSaved, onClose }: EditOperatorDialogProps) {
  const form = useSchemaForm(updateOperatorRequest, { name: operator.name, role: operator.role });
  const update = useUpdateOperator();
  const { submit, isPending, refusal } = useFormSubmit(
    form,
    (values) => update.mutateAsync({ id: operator.id, ...values }),
    onSaved,
    onClose,
  );
  const role = form.watch('role');
  return (
    <FormDialog
      title="운영자 정보 변경"
      description={
        <>
          <strong>{operator.username}</strong> 계정의 이름과 권한을 바꿉니다.
        </>
      }
      submitLabel="저장"
      onSubmit={submit}
      onClose={onClose}
      refusal={refusal}
      isPending={isPending}
    >
      <TextField label="이름" autoComplete="off" maxLength={OPERATOR_NAME_MAX} {...bindField(form, 'name')} />
      {isSelf ? (
        <p className={styles.note}>
          권한: <strong>{OPERATOR_ROLE_LABELS[operator.role]}</strong> — 본인의 권한은 다른 관리자가 바꿀 수
          있습니다.
        </p>
      ) : (
        <>
          <ChoiceField variant="tiles" legend="권한" options={ROLE_OPTIONS} {...bindChoice(form, 'role')} />
          {role !== operator.role ? (
            <p className={styles.warning}>
              권한을 바꾸면 이 운영자는 지금 로그인이 끝나고 다시 로그인해야 합니다.
            </p>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
