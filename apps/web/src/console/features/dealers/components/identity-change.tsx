// An approved dealer's pending identity change as before → after: the approved values stay in force until
// an operator approves the new ones (docs/decisions/009-dealer-identity-and-phone-codes.md).
import {
  formatBusinessNumber,
  formatPhone,
  type AdminDealerSummary,
  type PendingIdentity,
} from '@autobid/shared';
import { ChangeTable } from '../../../components/change-table';

const FIELDS: readonly { key: keyof PendingIdentity; label: string; format?: (value: string) => string }[] = [
  { key: 'name', label: '이름' },
  { key: 'agencyName', label: '상호' },
  { key: 'agencyNumber', label: '회사 전화번호', format: formatPhone },
  { key: 'businessNumber', label: '사업자등록번호', format: formatBusinessNumber },
];

const shown = (value: string | undefined, format: (value: string) => string = (v) => v) =>
  value ? format(value) : '-';

export function IdentityChange({ dealer }: { dealer: AdminDealerSummary }) {
  const pending = dealer.pendingIdentity ?? {};
  const rows = FIELDS.filter((field) => pending[field.key] !== undefined).map((field) => ({
    key: field.key,
    label: field.label,
    before: shown(dealer[field.key], field.format),
    after: shown(pending[field.key], field.format),
  }));
  return <ChangeTable caption="정보 변경 요청 (현재 승인된 값 → 요청한 값)" rows={rows} />;
}
