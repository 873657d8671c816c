// The month's settlement as CSV (docs/domain.md "Tax invoices"): a month picker (this Asia/Seoul month by
// default) and the download; a refusal shows its message beside the button.
import { useId, useState } from 'react';
import { api, kstDayKey, TAX_INVOICE_MESSAGES } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { useDownload } from '@/lib/download-file';
import styles from './settlement-download.module.css';

const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;

export function SettlementDownload() {
  const id = useId();
  const [month, setMonth] = useState(() => kstDayKey(Date.now()).slice(0, 7));
  const { isBusy, error, setError, start } = useDownload();
  const download = async () => {
    if (!MONTH_PATTERN.test(month)) {
      setError(TAX_INVOICE_MESSAGES.monthFormat);
      return;
    }
    await start(
      api.taxInvoices.settlementCsv,
      { month },
      { session: 'operator', fallbackName: `settlement-${month}.csv` },
    );
  };
  return (
    <div className={styles.box}>
      <label htmlFor={id} className={styles.label}>
        정산 월
      </label>
      <input
        id={id}
        type="month"
        className={styles.month}
        value={month}
        min="2000-01"
        max="2099-12"
        onChange={(event) => {
          setMonth(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
      />
      <Button variant="outline" size="sm" onClick={() => void download()} isBusy={isBusy}>
        월별 정산 CSV
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
