// Find password: id and phone → code → "인증하기" → new password and confirmation → "비밀번호 변경" → /login.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import {
  FIND_MESSAGES,
  api,
  findPasswordForm,
  stripSpaces,
  type FindPasswordChangeRequest,
} from '@autobid/shared';
import { usePhoneCode } from '@/components/phone-verification/use-phone-code';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { TextField } from '@/components/ui/text-field';
import { call, refusalText } from '@/lib/call';
import { bindField, useSchemaForm } from '@/lib/form';
import { FindCodeField, FindPhoneField } from './find-phone-field';
import styles from './find-page.module.css';
import { showAlert } from '@/components/ui/app-dialog';

const SILENT = { silent: true } as const;

export function FindPasswordPanel() {
  const titleId = useId();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const form = useSchemaForm(findPasswordForm, { username: '', newPassword: '', confirmPassword: '' });
  const username = () => stripSpaces(form.getValues('username'));
  // Silent: the panel shows the server's message under the field it concerns.
  const phoneCode = usePhoneCode({
    phone,
    request: (digits) =>
      call(api.dealers.requestFindPassword, { body: { username: username(), phone: digits } }, SILENT),
    confirm: (digits, code) =>
      call(api.dealers.confirmFindPassword, { body: { username: username(), phone: digits, code } }, SILENT),
  });
  const changePassword = useMutation({
    mutationFn: (body: FindPasswordChangeRequest) => call(api.dealers.resetPassword, { body }, SILENT),
  });
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
    try {
      await changePassword.mutateAsync({ username: id, phone, code: phoneCode.code, newPassword });
    } catch (error) {
      form.setError('newPassword', { message: refusalText(error) });
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
