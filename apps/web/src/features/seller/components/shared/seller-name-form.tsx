// The seller's name, asked once (docs/domain.md "Listings"): the winning dealer sees it once the fee is
// paid. A small form on the shared `sellerMeRequest` rule; the server's refusal shows under the field.
import { sellerMeRequest } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/http';
import { bindField, useSchemaForm } from '@/lib/form';
import { cn } from '@/lib/cn';
import { useUpdateSellerMe } from '../../api/update-me';
// The panel before this form's own module: its rules come first, so the yellow below overrides them.
import panel from './panel.module.css';
import styles from './seller-name-form.module.css';

type SellerNameFormProps = {
  /** Shown above the field. */
  lead?: string;
  onSaved?: () => void;
};

export function SellerNameForm({ lead, onSaved }: SellerNameFormProps) {
  const update = useUpdateSellerMe();
  const form = useSchemaForm(sellerMeRequest, { name: '' });

  const submit = form.handleSubmit(async (body) => {
    const result = await update.mutateAsync(body);
    if (!result.ok) {
      form.setError('name', { message: failureMessage(result) });
      return;
    }
    onSaved?.();
  });

  return (
    <form className={cn(panel.panel, styles.form)} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={panel.title}>판매자 이름을 알려주세요</h2>
      <p className={panel.lead}>
        {lead ?? '낙찰된 딜러가 수수료를 입금하면 이 이름과 연락처를 보고 연락드립니다.'}
      </p>
      <div className={styles.row}>
        <TextField
          id="seller-name"
          label="판매자 이름"
          autoComplete="name"
          placeholder="예) 홍길동"
          maxLength={20}
          className={styles.field}
          {...bindField(form, 'name')}
        />
        <Button type="submit" variant="dark" className={styles.button} disabled={update.isPending}>
          {update.isPending ? '저장 중...' : '저장'}
        </Button>
      </div>
    </form>
  );
}
