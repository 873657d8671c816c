// The price claim form at handover (docs/domain.md "Handover"): items of the listing's sheet, each with what
// was found, the deduction in 만원 against the guide's range, a reason when outside it and handover photos;
// a memo; the running total and the price proposed (winning price − total). Checked by the shared schema and
// priceClaimMistake before anything is sent, each message at its field; a question, then the claim.
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  PRICE_CLAIM_ANSWER_HOURS,
  PRICE_CLAIM_ITEMS_MAX,
  formatWon,
  type PriceClaimRequest,
  type PriceClaimsView,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import type { UploadCredential } from '@/components/ui/image-upload';
import { askConfirm } from '@/components/ui/app-dialog';
import controls from '@/components/ui/form-controls.module.css';
import { useSingleFlight } from '@/lib/use-single-flight';
import {
  CLAIM_ITEM_FIELDS,
  claimErrors,
  claimTotal,
  emptyClaimItem,
  toClaimRequest,
  type ClaimDraft,
  type ClaimErrors,
  type ClaimItemDraft,
  type ClaimItemField,
} from '../lib/claim-form';
import { ClaimItemFields } from './claim-item-fields';
import styles from './claim-form.module.css';

export const SEND_CLAIM_LABEL = '감가 요청 보내기';
export const ADD_ITEM_LABEL = '감가 항목 추가';

/** The question before sending: the total and the price proposed to the seller. */
export function sendClaimQuestion(total: number, proposed: number): string {
  return `감가 합계 ${formatWon(total)}, 요청 가격 ${formatWon(proposed)}으로 판매자에게 감가 요청을 보낼까요?`;
}

/** A refusal the server gave about one field of the items (a photo not this dealer's handover photo). */
export type ClaimRefusal = { field: 'photos'; message: string };

type ClaimFormProps = {
  view: PriceClaimsView;
  /** A code link's code when the form was opened from one (the photos are the bound dealer's). */
  uploadCredential?: UploadCredential;
  /** Sends the claim; resolves the server's refusal of a field to show there, or null. */
  onSubmit: (body: PriceClaimRequest) => Promise<ClaimRefusal | null>;
};

export function ClaimForm({ view, uploadCredential, onSubmit }: ClaimFormProps) {
  const id = useId();
  const nextUid = useRef(1);
  const [draft, setDraft] = useState<ClaimDraft>(() => ({ items: [emptyClaimItem(0)], memo: '' }));
  const [errors, setErrors] = useState<ClaimErrors | null>(null);

  const fieldId = (uid: number, field: ClaimItemField) => `${id}-${uid}-${field}`;
  const total = claimTotal(draft);
  const proposed = view.winningPrice - total;
  const canAdd = draft.items.length < Math.min(PRICE_CLAIM_ITEMS_MAX, view.sheet.length);

  const updateItem = (
    uid: number,
    update: (entry: ClaimItemDraft) => ClaimItemDraft,
    cleared: ClaimItemField[],
  ) => {
    setDraft((current) => ({
      ...current,
      items: current.items.map((entry) => (entry.uid === uid ? update(entry) : entry)),
    }));
    setErrors((current) => {
      if (!current) {
        return current;
      }
      const index = draft.items.findIndex((entry) => entry.uid === uid);
      return {
        ...current,
        // A changed amount changes the total too.
        claim: cleared.includes('amount') ? undefined : current.claim,
        items: current.items.map((row, i) =>
          i === index
            ? Object.fromEntries(
                Object.entries(row).filter(([field]) => !cleared.includes(field as ClaimItemField)),
              )
            : row,
        ),
      };
    });
  };

  const addItem = () => {
    const uid = nextUid.current;
    nextUid.current += 1;
    setDraft((current) => ({ ...current, items: [...current.items, emptyClaimItem(uid)] }));
    setErrors((current) =>
      current ? { ...current, claim: undefined, items: [...current.items, {}] } : current,
    );
    // The new item's first field, once it is drawn.
    requestAnimationFrame(() => document.getElementById(fieldId(uid, 'item'))?.focus());
  };

  const removeItem = (uid: number) => {
    const index = draft.items.findIndex((entry) => entry.uid === uid);
    setDraft((current) => ({ ...current, items: current.items.filter((entry) => entry.uid !== uid) }));
    setErrors((current) =>
      current
        ? { ...current, claim: undefined, items: current.items.filter((_, i) => i !== index) }
        : current,
    );
  };

  const focusFirst = (found: ClaimErrors) => {
    for (const [index, row] of found.items.entries()) {
      const field = CLAIM_ITEM_FIELDS.find((name) => row[name]);
      const entry = draft.items[index];
      if (field && entry) {
        document.getElementById(fieldId(entry.uid, field))?.focus();
        return;
      }
    }
    document.getElementById(found.memo ? `${id}-memo` : `${id}-summary`)?.focus();
  };

  const { run: send, isRunning } = useSingleFlight(async () => {
    const found = claimErrors(draft, view);
    setErrors(found);
    if (found) {
      focusFirst(found);
      return;
    }
    if (await askConfirm(sendClaimQuestion(total, proposed))) {
      const refusal = await onSubmit(toClaimRequest(draft));
      if (refusal) {
        // The server does not say which photo: the message goes under every item's photos.
        const refused: ClaimErrors = {
          items: draft.items.map((entry) =>
            entry.photos.length > 0 ? { [refusal.field]: refusal.message } : {},
          ),
        };
        setErrors(refused);
        focusFirst(refused);
      }
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const taken = (uid: number) =>
    new Set(draft.items.filter((entry) => entry.uid !== uid).map((entry) => entry.item));

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {draft.items.map((entry, index) => (
        <ClaimItemFields
          key={entry.uid}
          index={index}
          entry={entry}
          sheet={view.sheet}
          guide={view.guide}
          taken={taken(entry.uid)}
          errors={errors?.items[index] ?? {}}
          fieldId={(field) => fieldId(entry.uid, field)}
          uploadCredential={uploadCredential}
          onChange={(patch, cleared) =>
            updateItem(entry.uid, (current) => ({ ...current, ...patch }), cleared)
          }
          onAddPhoto={(url) =>
            updateItem(entry.uid, (current) => ({ ...current, photos: [...current.photos, url] }), ['photos'])
          }
          onRemovePhoto={(photoIndex) =>
            updateItem(
              entry.uid,
              (current) => ({ ...current, photos: current.photos.filter((_, i) => i !== photoIndex) }),
              ['photos'],
            )
          }
          onRemove={draft.items.length > 1 ? () => removeItem(entry.uid) : null}
        />
      ))}
      {canAdd ? (
        <Button variant="outline" block onClick={addItem}>
          + {ADD_ITEM_LABEL}
        </Button>
      ) : null}

      <TextAreaField
        id={`${id}-memo`}
        label="메모"
        placeholder="판매자와 운영자에게 전할 내용이 있으면 적어주세요."
        hint="선택 입력"
        maxLength={1_000}
        rows={3}
        value={draft.memo}
        error={errors?.memo}
        onChange={(event) => {
          const memo = event.target.value;
          setDraft((current) => ({ ...current, memo }));
          setErrors((current) => (current ? { ...current, memo: undefined } : current));
        }}
      />

      <section
        id={`${id}-summary`}
        className={styles.summary}
        aria-label="요청 금액"
        aria-describedby={errors?.claim ? `${id}-claim-error` : undefined}
        tabIndex={-1}
      >
        <dl className={styles.sums}>
          <div className={styles.sum}>
            <dt>낙찰가</dt>
            <dd>{formatWon(view.winningPrice)}</dd>
          </div>
          <div className={styles.sum}>
            <dt>감가 합계</dt>
            <dd>{total > 0 ? `− ${formatWon(total)}` : '0원'}</dd>
          </div>
          <div className={styles.proposed}>
            <dt>요청 가격</dt>
            <dd>{formatWon(Math.max(0, proposed))}</dd>
          </div>
        </dl>
        {errors?.claim ? (
          <p id={`${id}-claim-error`} className={controls.error} role="alert">
            {errors.claim}
          </p>
        ) : null}
      </section>

      <p className={styles.notice}>
        판매자가 {PRICE_CLAIM_ANSWER_HOURS}시간 안에 동의하면 요청 가격으로 거래를 완료합니다. 판매자가
        거절하거나 답하지 않으면 운영자가 양쪽 내용을 확인해 판정합니다. 판정 전에는 언제든 요청을 철회할 수
        있습니다.
      </p>
      <Button type="submit" size="lg" block isBusy={isRunning} busyLabel="보내는 중...">
        {SEND_CLAIM_LABEL}
      </Button>
    </form>
  );
}
