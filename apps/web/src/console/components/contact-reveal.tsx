// A masked phone in the console (docs/domain.md "Contact relay"): the number as the server sent it
// (`010-****-5678`) and "연락처 보기", which asks the purpose in a dialog, then shows the full number the
// server answered and logged (an audit row per look).
import { useState } from 'react';
import {
  api,
  CONTACT_REVEAL_PURPOSE_LABELS,
  CONTACT_REVEAL_PURPOSES,
  CONTACT_SUBJECT_LABELS,
  contactRevealRequest,
  formatPhone,
  type ContactRevealRequest,
  type ContactRevealResult,
  type ContactSubjectKind,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ChoiceField } from '@/components/ui/choice-field';
import { DialogBox } from '@/components/ui/dialog-box';
import { TextAreaField } from '@/components/ui/text-area-field';
import { bindChoice, bindField, useSchemaForm } from '@/lib/form';
import { sendAction, useConsoleAction } from '../api/console-action';
import { FormDialog } from './form-dialog';
import { useFormSubmit } from './use-form-submit';
import styles from './contact-reveal.module.css';

export type ContactSubject = { kind: ContactSubjectKind; id: number };

function useRevealContact() {
  return useConsoleAction(
    (body: ContactRevealRequest) => sendAction(api.consoleContacts.reveal, { body }),
    [],
  );
}

function RevealDialog({ subject, onClose }: { subject: ContactSubject; onClose: () => void }) {
  const form = useSchemaForm(contactRevealRequest, { subject, purpose: undefined, purposeText: '' });
  const reveal = useRevealContact();
  const [shown, setShown] = useState<ContactRevealResult | null>(null);
  const { submit, isPending, refusal } = useFormSubmit(
    form,
    (values) => reveal.mutateAsync(values),
    setShown,
    () => undefined,
  );
  const whose = CONTACT_SUBJECT_LABELS[subject.kind];
  if (shown) {
    return (
      <DialogBox
        title="연락처 보기"
        description={`${whose} ${shown.name}의 연락처입니다. 이 열람은 감사 로그에 기록되었습니다.`}
        onClose={onClose}
      >
        <p className={styles.number}>{formatPhone(shown.phone)}</p>
        <div className={styles.done}>
          <Button onClick={onClose}>닫기</Button>
        </div>
      </DialogBox>
    );
  }
  const purpose = form.watch('purpose');
  return (
    <FormDialog
      title="연락처 보기"
      description={`${whose}의 전체 연락처를 봅니다. 열람 목적과 열람한 운영자가 감사 로그에 남습니다.`}
      submitLabel="연락처 보기"
      onSubmit={submit}
      onClose={onClose}
      refusal={refusal}
      isPending={isPending}
    >
      <ChoiceField
        legend="열람 목적"
        variant="tiles"
        options={CONTACT_REVEAL_PURPOSES.map((value) => ({
          value,
          label: CONTACT_REVEAL_PURPOSE_LABELS[value],
        }))}
        {...bindChoice(form, 'purpose')}
      />
      {purpose === 'OTHER' ? (
        <TextAreaField
          label="목적 (직접 입력)"
          maxLength={200}
          rows={3}
          {...bindField(form, 'purposeText')}
        />
      ) : null}
    </FormDialog>
  );
}

/** A masked phone with its "연락처 보기" button; '' shows '-' and no button. */
export function ContactReveal({ phone, subject }: { phone: string; subject: ContactSubject }) {
  const [isOpen, setOpen] = useState(false);
  if (!phone) {
    return <>-</>;
  }
  return (
    <span className={styles.contact}>
      <span>{formatPhone(phone)}</span>
      <Button variant="ghost" size="sm" className={styles.reveal} onClick={() => setOpen(true)}>
        연락처 보기
      </Button>
      {isOpen ? <RevealDialog subject={subject} onClose={() => setOpen(false)} /> : null}
    </span>
  );
}
