// Find password: id and phone → code → "인증하기" → new password and confirmation → "비밀번호 변경" → /login.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { digitsOnly, formatPhone } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { checkNewPassword, hasErrors, stripPasswordSpaces } from '@/features/account/lib/account-forms';
import { failureMessage } from '@/lib/http';
import { changeFoundPassword, confirmFindPassword, requestFindPasswordCode } from '../api/find-calls';
import { FIND_MESSAGES, codeError, phoneError } from '../lib/find-checks';
import styles from './find-page.module.css';

type Field = 'username' | 'phone' | 'code' | 'newPassword' | 'confirmPassword';
type Errors = Partial<Record<Field, string | null>>;

export function FindPasswordPanel() {
  const titleId = useId();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [step, setStep] = useState<'phone' | 'code' | 'password'>('phone');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const clearError = (field: Field) => setErrors((previous) => ({ ...previous, [field]: null }));
  const identity = () => ({ username, phone: digitsOnly(phone) });

  const requestCode = async () => {
    if (!username) {
      return setErrors({ username: FIND_MESSAGES.usernameRequired });
    }
    const problem = phoneError(phone);
    if (problem) {
      return setErrors({ phone: problem });
    }
    setBusy(true);
    const answer = await requestFindPasswordCode(identity());
    setBusy(false);
    if (!answer.ok) {
      return setErrors({ phone: failureMessage(answer) });
    }
    setErrors({});
    setStep('code');
  };

  const confirmCode = async () => {
    if (step === 'phone') {
      return setErrors({ phone: FIND_MESSAGES.certifyFirst });
    }
    const problem = codeError(code);
    if (problem) {
      return setErrors({ code: problem });
    }
    setBusy(true);
    const answer = await confirmFindPassword({ ...identity(), code });
    setBusy(false);
    if (!answer.ok) {
      return setErrors({ code: failureMessage(answer) });
    }
    setErrors({});
    setStep('password');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'password') {
      return setErrors({ code: FIND_MESSAGES.certifyFirst });
    }
    const found = checkNewPassword({ newPassword, confirmPassword });
    setErrors(found);
    if (hasErrors(found)) {
      return;
    }
    setBusy(true);
    const answer = await changeFoundPassword({ ...identity(), code, newPassword });
    setBusy(false);
    if (!answer.ok) {
      return setErrors({ newPassword: failureMessage(answer) });
    }
    window.alert(FIND_MESSAGES.passwordChanged);
    await navigate('/login');
  };

  const locked = step !== 'phone';
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        비밀번호 찾기
      </h2>
      <p className={styles.lead}>아이디와 휴대폰 번호로 인증한 뒤 새 비밀번호를 설정해주세요.</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="아이디"
          autoComplete="username"
          value={username}
          readOnly={locked}
          onChange={(event) => {
            setUsername(event.target.value.replace(/\s/g, ''));
            clearError('username');
          }}
          error={errors.username}
        />
        <div className={styles.inline}>
          <TextField
            label="휴대폰 번호"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={13}
            value={phone}
            readOnly={locked}
            onChange={(event) => {
              setPhone(formatPhone(event.target.value));
              clearError('phone');
            }}
            error={errors.phone}
            hint={step === 'code' ? FIND_MESSAGES.codeSent : undefined}
          />
          <Button
            variant="outline"
            className={styles.inlineButton}
            onClick={() => void requestCode()}
            disabled={busy || locked}
          >
            인증번호 받기
          </Button>
        </div>
        <div className={styles.inline}>
          <TextField
            label="인증번호"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={code}
            readOnly={step === 'password'}
            onChange={(event) => {
              setCode(digitsOnly(event.target.value));
              clearError('code');
            }}
            error={errors.code}
            hint={step === 'password' ? FIND_MESSAGES.verified : undefined}
          />
          <Button
            variant="outline"
            className={styles.inlineButton}
            onClick={() => void confirmCode()}
            disabled={busy || step === 'password'}
          >
            인증하기
          </Button>
        </div>
        {step === 'password' ? (
          <>
            <TextField
              label="새 비밀번호"
              type="password"
              autoComplete="new-password"
              placeholder="6자 이상 입력"
              value={newPassword}
              onChange={(event) => {
                setNewPassword(stripPasswordSpaces(event.target.value));
                clearError('newPassword');
              }}
              error={errors.newPassword}
            />
            <TextField
              label="새 비밀번호 확인"
              type="password"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(event) => {
                setConfirmPassword(stripPasswordSpaces(event.target.value));
                clearError('confirmPassword');
              }}
              error={errors.confirmPassword}
            />
          </>
        ) : null}
        <Button type="submit" size="lg" block disabled={busy || step !== 'password'}>
          비밀번호 변경
        </Button>
      </form>
    </section>
  );
}
