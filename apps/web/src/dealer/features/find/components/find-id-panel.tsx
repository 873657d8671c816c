// Find id: phone → "인증번호 받기"; name and code → "아이디 찾기" → the username, or no matching id ("-1").
import { useId, useState, type FormEvent } from 'react';
import { FIND_MESSAGES, api, findIdForm, foundIdText } from '@autobid/shared';
import { usePhoneCode } from '@/components/phone-verification/use-phone-code';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { call } from '@/lib/call';
import { bindField, useSchemaForm } from '@/lib/form';
import { FindCodeField, FindPhoneField } from './find-phone-field';
import styles from './find-page.module.css';

export function FindIdPanel() {
  const titleId = useId();
  const [phone, setPhone] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const form = useSchemaForm(findIdForm, { name: '' });
  // Silent: the panel shows the server's message under the field it concerns.
  const phoneCode = usePhoneCode({
    phone,
    request: (digits) => call(api.dealers.requestFindId, { body: { phone: digits } }, { silent: true }),
    confirm: (digits, code) =>
      call(
        api.dealers.confirmFindId,
        { body: { name: form.getValues('name').trim(), phone: digits, code } },
        { silent: true },
      ),
  });

  const confirm = async () => {
    // A retry (the name corrected, the same code) never shows the previous answer beside the new one.
    setResult(null);
    const found = await phoneCode.confirmCode();
    if (found) {
      setResult(foundIdText(found.data));
    }
  };

  // Editing what was asked makes the last answer stale: it goes as soon as the dealer types.
  const nameField = bindField(form, 'name');
  const editName: typeof nameField.onChange = (event) => {
    setResult(null);
    return nameField.onChange(event);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!phoneCode.sent) {
      phoneCode.setPhoneError(FIND_MESSAGES.certifyFirst);
      return;
    }
    // The name and the code are checked together, each message under its field.
    void form.handleSubmit(confirm, () => phoneCode.checkCode())(event);
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        아이디 찾기
      </h2>
      <p className={styles.lead}>가입할 때 등록한 전화번호로 인증해주세요.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FindPhoneField
          phone={phone}
          onPhoneChange={(digits) => {
            setPhone(digits);
            setResult(null);
            phoneCode.phoneEdited();
          }}
          error={phoneCode.phoneError}
          hint={phoneCode.sent ? FIND_MESSAGES.codeSent : undefined}
          disabled={phoneCode.busy}
          onRequest={() => void phoneCode.requestCode()}
        />
        <TextField label="이름" autoComplete="name" {...nameField} onChange={editName} />
        <FindCodeField
          code={phoneCode.code}
          onCodeChange={(raw) => {
            setResult(null);
            phoneCode.setCode(raw);
          }}
          error={phoneCode.codeError}
        />
        <Button type="submit" size="lg" block disabled={phoneCode.busy}>
          아이디 찾기
        </Button>
      </form>
      {result ? (
        <p className={styles.result} role="status">
          {result}
        </p>
      ) : null}
    </section>
  );
}
