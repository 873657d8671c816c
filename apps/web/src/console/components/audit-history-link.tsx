// "This target's history": a link to the audit log filtered to one target, for any console screen
// (`<AuditHistoryLink targetType="DEALER" targetId={12} />` -> /admin/audit?targetType=DEALER&targetId=12).
import type { AuditTargetType } from '@autobid/shared';
import { ButtonLink } from '@/components/ui/button';

type AuditHistoryLinkProps = {
  targetType: AuditTargetType;
  targetId: string | number;
  label?: string;
  onClick?: () => void;
};

export function AuditHistoryLink({
  targetType,
  targetId,
  label = '작업 기록',
  onClick,
}: AuditHistoryLinkProps) {
  const search = new URLSearchParams({ targetType, targetId: String(targetId) });
  return (
    <ButtonLink to={`/admin/audit?${search.toString()}`} variant="outline" size="sm" onClick={onClick}>
      {label}
    </ButtonLink>
  );
}
