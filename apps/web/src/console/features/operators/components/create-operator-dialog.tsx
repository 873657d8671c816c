// A new operator account: username (4-20 lowercase letters and digits), name, role and a first password
// the ADMIN hands over; the operator signs in at /admin/login with it.
import {
  createOperatorRequest,
  OPERATOR_NAME_MAX,
  stripSpaces,
  type AdminOperator,
  type CreateOperatorRequest,
} from '@autobid/shared';
import { TextField } from '@/components/ui/text-field';
import { bindChoice, bindField, useSchemaForm } from '@/lib/form';
import { ChoiceField } from '@/components/ui/choice-field';
import { FormDialog } from '../../../components/form-dialog';
import { useFormSubmit } from '../../../components/use-form-submit';
import { useCreateOperator } from '../api/create-operator';
import { PasswordField } from './password-field';
import { ROLE_OPTIONS } from './role-options';

const EMPTY: CreateOperatorRequest = { username: '', name: '', role: 'STAFF', password: '' };

type CreateOperatorDialogProps = { onCreated: (operator: AdminOperator) => void; onClose: () => void };

export function CreateOperatorDialog({ onCreated, onClose }: CreateOperatorDialogProps) {
  const form = useSchemaForm(createOperatorRequest, EMPTY);
  const create = useCreateOperator();
  const { submit, isPending, refusal } = useFormSubmit(
    form,
    (values) => create.mutateAsync(values),
    onCreated,
    onClose,
  );
  return (
    <FormDialog
      title="운영자 계정 만들기"
      description="만든 아이디와 비밀번호를 담당자에게 전달해주세요. 담당자는 /admin/login 에서 로그인합니다."
      submitLabel="계정 만들기"
      onSubmit={submit}
      onClose={onClose}
      refusal={refusal}
      isPending={isPending}
    >
      <TextField
        label="아이디"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        hint="영문 소문자와 숫자 4~20자"
        {...bindField(form, 'username', stripSpaces)}
      />
      <TextField label="이름" autoComplete="off" maxLength={OPERATOR_NAME_MAX} {...bindField(form, 'name')} />
      <ChoiceField variant="tiles" legend="권한" options={ROLE_OPTIONS} {...bindChoice(form, 'role')} />
      <PasswordField label="첫 비밀번호" form={form} />
    </FormDialog>
  );
}
