// The registered owner's consent as the operator reviews it (docs/domain.md "Owner consent"): the standing
// record first (kind, owner, phone masked, when, the registry's answer), earlier ones below it.
import type { AdminListingDetail, OwnerConsentRecord } from '@autobid/shared';
import { Badge, type BadgeTone } from '../../../components/badge';
import { dateTime } from '../../../lib/format';
import { FactRows } from './fact-rows';
import styles from './auction-detail.module.css';

const STATUS_WORDS: Record<OwnerConsentRecord['status'], [string, BadgeTone]> = {
  CONFIRMED: ['동의 확인', 'success'],
  PENDING: ['동의 대기', 'warning'],
  EXPIRED: ['만료', 'neutral'],
  CANCELED: ['취소', 'neutral'],
};

const KIND_WORDS: Record<OwnerConsentRecord['kind'], string> = {
  OWNER: '본인 소유 (등록원부 확인)',
  DELEGATED: '다른 소유자 동의 (문자 링크)',
};

function registryLine(record: OwnerConsentRecord): string {
  const check = record.registryCheck;
  if (!check) {
    return '';
  }
  return `${check.matched ? '일치' : '불일치'} · ${check.provider} ${check.reference}`;
}

function ConsentRecord({ record }: { record: OwnerConsentRecord }) {
  const [word, tone] = STATUS_WORDS[record.status];
  return (
    <section aria-label={`소유자 동의 #${record.id}`}>
      <p className={styles.badges}>
        <Badge tone={tone}>{word}</Badge>
        <span className={styles.meta}>{KIND_WORDS[record.kind]}</span>
      </p>
      <FactRows
        items={[
          { label: '소유자', value: record.ownerName },
          { label: '휴대폰', value: record.ownerPhone },
          { label: '차량번호', value: record.plateNumber },
          { label: '요청', value: `${dateTime(record.createdAt)} (매물 v${record.listingVersion})` },
          { label: '동의', value: record.confirmedAt ? dateTime(record.confirmedAt) : '' },
          ...(record.expiresAt && record.status === 'PENDING'
            ? [{ label: '링크 만료', value: dateTime(record.expiresAt) }]
            : []),
          ...(record.registryCheck ? [{ label: '등록원부 조회', value: registryLine(record) }] : []),
        ]}
      />
    </section>
  );
}

export function OwnerConsentRecords({ auction }: { auction: AdminListingDetail }) {
  if (auction.ownerConsents.length === 0) {
    return <p className={styles.hint}>소유자 동의 기록이 없습니다. 동의 없이는 승인할 수 없습니다.</p>;
  }
  return (
    <>
      {auction.ownerConsents.map((record) => (
        <ConsentRecord key={record.id} record={record} />
      ))}
    </>
  );
}
