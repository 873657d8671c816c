// The role choices of the operator dialogs, with what each may do.
import { OPERATOR_ROLE_LABELS, type OperatorRole } from '@autobid/shared';

export const ROLE_OPTIONS: readonly { value: OperatorRole; label: string; hint: string }[] = [
  { value: 'STAFF', label: OPERATOR_ROLE_LABELS.STAFF, hint: '운영자 계정 관리와 환불을 뺀 모든 업무' },
  { value: 'ADMIN', label: OPERATOR_ROLE_LABELS.ADMIN, hint: '운영자 계정 관리와 환불을 포함한 모든 업무' },
];
