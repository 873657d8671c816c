// The seller's name (docs/domain.md "Listings"): asked before the first submission, changed later on the
// profile; the winning dealer sees it once the fee is paid. A small form on the shared `sellerMeRequest`
// rule: the limit is said under the field and a longer name is refused there, never cut; the server's
// refusal shows under the field too.
import { SELLER_NAME_MAX, sellerMeRequest } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { bindField, useSchemaForm } from '@/lib/form';
import { cn } from '@/lib/cn';
import { useUpdateSellerMe } from '../api/update-me';
import { refusalText } from '@/lib/call';
// The panel before this form's own module: its rules come first, so the yellow below overrides them.
import panel from './panel.module.css';
import styles from './seller-name-form.module.css';

/** Under the name field: the limit, before anything is typed. */
export const SELLER_NAME_HINT = `${SELLER_NAME_MAX}자 이내로 입력해주세요.`;

type SellerNameFormProps = {
  /** Shown above the field. */
  lead?: string;
  /** The profile's form: its own title, the stored name filled in, no yellow note. */
  profile?: { title: string; name: string };
  onSaved?: () => void;
};

export function SellerNameForm({ lead, profile, onSaved }: SellerNameFormProps) {
  const update = useUpdateSellerMe();
  const form = useSchemaForm(sellerMeRequest, { name: profile?.name ?? '' });

  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
    } catch (error) {
      form.setError('name', { message: refusalText(error) });
      return;
    }
    onSaved?.();
  });

  return (
    <form
      className={cn(panel.panel, !profile && styles.form)}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 className={panel.title}>{profile?.title ?? '판매자 이름을 알려주세요'}</h2>
      <p className={panel.lead}>
        {lead ?? '낙찰된 딜러가 수수료를 입금하면 이 이름과 연락처를 보고 연락드립니다.'}
      </p>
      <div className={styles.row}>
        <TextField
          id="seller-name"
          label="판매자 이름"
          autoComplete="name"
          placeholder="예) 홍길동"
          hint={SELLER_NAME_HINT}
          className={styles.field}
          {...bindField(form, 'name')}
        />
        <Button
          type="submit"
          variant="dark"
          className={styles.button}
          isBusy={update.isPending}
          busyLabel="저장 중..."
        >
          저장
        </Button>
      </div>
    </form>
  );
}
