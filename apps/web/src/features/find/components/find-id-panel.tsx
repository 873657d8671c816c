// Find id: phone → "인증번호 받기"; name and code → "아이디 찾기" → the username, or no matching id ("-1").
import { useId, useState, type FormEvent } from 'react';
import { SIGNUP_MESSAGES, digitsOnly, formatPhone } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/http';
import { confirmFindId, requestFindIdCode } from '../api/find-calls';
import { FIND_MESSAGES, codeError, foundIdText, phoneError } from '../lib/find-checks';
import styles from './find-page.module.css';

type Errors = { phone?: string | null; name?: string | null; code?: string | null };

export function FindIdPanel() {
  const titleId = useId();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [requested, setRequested] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const requestCode = async () => {
    const problem = phoneError(phone);
    if (problem) {
      return setErrors({ phone: problem });
    }
    setBusy(true);
    const answer = await requestFindIdCode({ phone: digitsOnly(phone) });
    setBusy(false);
    if (!answer.ok) {
      return setErrors({ phone: failureMessage(answer) });
    }
    setErrors({});
    setRequested(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!requested) {
      return setErrors({ phone: FIND_MESSAGES.certifyFirst });
    }
    const found: Errors = { name: name.trim() ? null : SIGNUP_MESSAGES.nameRequired, code: codeError(code) };
    setErrors(found);
    if (found.name || found.code) {
      return;
    }
    setBusy(true);
    const answer = await confirmFindId({ name: name.trim(), phone: digitsOnly(phone), code });
    setBusy(false);
    if (!answer.ok) {
      return setErrors({ code: failureMessage(answer) });
    }
    setResult(foundIdText(answer.data));
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        아이디 찾기
      </h2>
      <p className={styles.lead}>가입할 때 등록한 휴대폰 번호로 인증해주세요.</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.inline}>
          <TextField
            label="휴대폰 번호"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={13}
            value={phone}
            onChange={(event) => {
              setPhone(formatPhone(event.target.value));
              setErrors((previous) => ({ ...previous, phone: null }));
            }}
            error={errors.phone}
            hint={requested ? FIND_MESSAGES.codeSent : undefined}
          />
          <Button
            variant="outline"
            className={styles.inlineButton}
            onClick={() => void requestCode()}
            disabled={busy}
          >
            인증번호 받기
          </Button>
        </div>
        <TextField
          label="이름"
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((previous) => ({ ...previous, name: null }));
          }}
          error={errors.name}
        />
        <TextField
          label="인증번호"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          value={code}
          onChange={(event) => {
            setCode(digitsOnly(event.target.value));
            setErrors((previous) => ({ ...previous, code: null }));
          }}
          error={errors.code}
        />
        <Button type="submit" size="lg" block disabled={busy}>
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
