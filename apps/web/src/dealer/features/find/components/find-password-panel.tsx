// Find password: id and phone → code → "인증하기" → new password and confirmation → "비밀번호 변경" → /login.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FIND_MESSAGES, findPasswordForm, stripSpaces } from '@autobid/shared';
import { usePhoneCode } from '@/components/phone-verification/use-phone-code';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { TextField } from '@/components/ui/text-field';
import { bindField, useSchemaForm } from '@/lib/form';
import { failureMessage } from '@/lib/http';
import { confirmFindPassword, requestFindPasswordCode, useChangeFoundPassword } from '../api/find-calls';
import { FindCodeField, FindPhoneField } from './find-phone-field';
import styles from './find-page.module.css';
import { showAlert } from '@/components/ui/app-dialog';

export function FindPasswordPanel() {
  const titleId = useId();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const form = useSchemaForm(findPasswordForm, { username: '', newPassword: '', confirmPassword: '' });
  const username = () => stripSpaces(form.getValues('username'));
  const phoneCode = usePhoneCode({
    phone,
    request: (digits) => requestFindPasswordCode({ username: username(), phone: digits }),
    confirm: (digits, code) => confirmFindPassword({ username: username(), phone: digits, code }),
  });
  const changePassword = useChangeFoundPassword();
  const step = !phoneCode.sent ? 'phone' : phoneCode.verified ? 'password' : 'code';

  const requestCode = async () => {
    // The id first (its own rule), then the phone's.
    if (await form.trigger('username')) {
      await phoneCode.requestCode();
    }
  };

  const confirmCode = async () => {
    if (step === 'phone') {
      phoneCode.setPhoneError(FIND_MESSAGES.certifyFirst);
      return;
    }
    await phoneCode.confirmCode();
  };

  const change = form.handleSubmit(async ({ username: id, newPassword }) => {
    const answer = await changePassword.mutateAsync({
      username: id,
      phone,
      code: phoneCode.code,
      newPassword,
    });
    if (!answer.ok) {
      form.setError('newPassword', { message: failureMessage(answer) });
      return;
    }
    await showAlert(FIND_MESSAGES.passwordChanged);
    await navigate('/login');
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (step !== 'password') {
      event.preventDefault();
      phoneCode.setCodeError(FIND_MESSAGES.certifyFirst);
      return;
    }
    void change(event);
  };

  const locked = step !== 'phone';
  const busy = phoneCode.busy || changePassword.isPending;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        비밀번호 찾기
      </h2>
      <p className={styles.lead}>아이디와 전화번호로 인증한 뒤 새 비밀번호를 설정해주세요.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="아이디"
          autoComplete="username"
          readOnly={locked}
          {...bindField(form, 'username', stripSpaces)}
        />
        <FindPhoneField
          phone={phone}
          onPhoneChange={(digits) => {
            setPhone(digits);
            phoneCode.phoneEdited();
          }}
          readOnly={locked}
          error={phoneCode.phoneError}
          hint={step === 'code' ? FIND_MESSAGES.codeSent : undefined}
          disabled={busy || locked}
          onRequest={() => void requestCode()}
        />
        <div className={styles.inline}>
          <FindCodeField
            code={phoneCode.code}
            onCodeChange={phoneCode.setCode}
            readOnly={step === 'password'}
            error={phoneCode.codeError}
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
        {step === 'password' ? <NewPasswordFields form={form} /> : null}
        <Button type="submit" size="lg" block disabled={busy || step !== 'password'}>
          비밀번호 변경
        </Button>
      </form>
    </section>
  );
}
