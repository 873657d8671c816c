// One vehicle type's deduction guide (docs/domain.md "Handover"): every item of its sheet, grouped as the sheet
// orders them, with the usual range in 만원 (both empty: no range, so a dealer's claim on it always needs a
// reason); saved for the whole type at once. A faulty row says so at the row; the server's refusal and the
// saved line show by the save button.
import { useState, type FormEvent } from 'react';
import {
  GUIDE_MESSAGES,
  VEHICLE_TYPE_LABELS,
  formatNumber,
  type DeductionGuideEntry,
  type VehicleType,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { refusalText } from '@/lib/call';
import { cn } from '@/lib/cn';
import { AuditHistoryLink } from '../../../components/audit-history-link';
import { StatusLine } from '../../../components/status-line';
import { useSaveGuide } from '../api/save-guide';
import { guideDigits, guideRequestOf, guideRowsOf, type GuideRow } from '../lib/guide-rows';
import styles from './guide-editor.module.css';

type GuideEditorProps = { vehicleType: VehicleType; entries: readonly DeductionGuideEntry[] };

function groupsOf(rows: readonly GuideRow[]): [string, GuideRow[]][] {
  const groups = new Map<string, GuideRow[]>();
  for (const row of rows) {
    groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  }
  return [...groups];
}

export function GuideEditor({ vehicleType, entries }: GuideEditorProps) {
  const save = useSaveGuide();
  const [rows, setRows] = useState(() => guideRowsOf(vehicleType, entries));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: 'done' | 'refused'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const typeLabel = VEHICLE_TYPE_LABELS[vehicleType];

  const edit = (item: string, bound: 'min' | 'max', raw: string) => {
    setRows((current) =>
      current.map((row) => (row.item === item ? { ...row, [bound]: guideDigits(raw) } : row)),
    );
    setErrors(({ [item]: _cleared, ...rest }) => rest);
    setStatus(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) {
      return;
    }
    const result = guideRequestOf(vehicleType, rows);
    if ('errors' in result) {
      setErrors(result.errors);
      const count = Object.keys(result.errors).length;
      setStatus({
        tone: 'refused',
        text: `저장하지 않았습니다. 표시한 ${formatNumber(count)}개 항목을 확인해주세요.`,
      });
      return;
    }
    setPending(true);
    setStatus(null);
    try {
      const saved = await save.mutateAsync(result.body);
      setRows(guideRowsOf(vehicleType, saved));
      setStatus({ tone: 'done', text: GUIDE_MESSAGES.saved });
    } catch (error) {
      setStatus({ tone: 'refused', text: refusalText(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={styles.editor}
      onSubmit={(event) => void submit(event)}
      aria-label={`${typeLabel} 감가 기준표`}
      noValidate
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{typeLabel} 점검표 항목별 범위</h2>
        <p className={styles.hint}>
          비워 둔 항목은 기준이 없어, 딜러가 그 항목의 감가를 요청하면 항상 사유를 적어야 합니다.
        </p>
      </div>
      {groupsOf(rows).map(([group, items]) => (
        <section key={group} className={styles.group} aria-labelledby={`guide-${vehicleType}-${group}`}>
          <h3 id={`guide-${vehicleType}-${group}`} className={styles.groupTitle}>
            {group}
          </h3>
          <ul className={styles.rows}>
            {items.map((row) => {
              const error = errors[row.item];
              const errorId = `guide-${vehicleType}-${row.item}-error`;
              return (
                <li key={row.item} className={cn(styles.row, error && styles.faulty)} data-item={row.item}>
                  <span className={styles.label}>{row.label}</span>
                  {(['min', 'max'] as const).map((bound) => (
                    <label key={bound} className={styles.bound}>
                      <span className={styles.boundLabel}>{bound === 'min' ? '최소' : '최대'}</span>
                      <input
                        className={cn(styles.input, error && styles.invalid)}
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={`${row.label} ${bound === 'min' ? '최소' : '최대'} 금액 (만원)`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        value={row[bound]}
                        onChange={(event) => edit(row.item, bound, event.target.value)}
                      />
                      <span className={styles.unit}>만원</span>
                    </label>
                  ))}
                  {error ? (
                    <p id={errorId} className={styles.error}>
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <div className={styles.footer}>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {typeLabel} 기준 저장
        </Button>
        {status ? <StatusLine tone={status.tone}>{status.text}</StatusLine> : null}
        <span className={styles.spacer} />
        <AuditHistoryLink targetType="DEDUCTION_GUIDE" targetId={vehicleType} label="변경 기록" />
      </div>
    </form>
  );
}
