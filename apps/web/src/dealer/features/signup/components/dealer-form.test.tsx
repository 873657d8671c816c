import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ACCOUNT_MESSAGES,
  SIGNUP_MESSAGES,
  UPLOAD_GRANT_HEADER,
  api,
  type SignupForm,
} from '@autobid/shared';
import { DealerForm, EMPTY_FORM } from './dealer-form';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { answer, calls, renderApp } from '@/testing/harness';

let dialogs: DialogRecorder;

beforeEach(() => {
  dialogs = recordDialogs();
});

afterEach(() => {
  dialogs.stop();
});

const codeSent = () => ({ expiresAt: new Date(Date.now() + 180_000).toISOString() });

function renderForm(
  mode: 'signup' | 'reapply',
  initial: SignupForm,
  onSubmit = vi.fn().mockResolvedValue(null),
) {
  renderApp(
    <DealerForm
      mode={mode}
      initial={initial}
      submitLabel={mode === 'signup' ? '회원가입 완료' : '재신청'}
      needsPhoneVerification={() => mode === 'signup'}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}
const renderSignup = () => renderForm('signup', EMPTY_FORM);

const submit = () => fireEvent.click(screen.getByRole('button', { name: '회원가입 완료' }));

describe('DealerForm (sign-up)', () => {
  it('shows each message under its field, first check first, and sends nothing', async () => {
    const onSubmit = renderSignup();
    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.usernameShort)).toBeTruthy();
    expect(screen.getByText(SIGNUP_MESSAGES.passwordShort)).toBeTruthy();
    expect(screen.getByText(SIGNUP_MESSAGES.phoneRequired)).toBeTruthy();
    expect(screen.getByText(SIGNUP_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(SIGNUP_MESSAGES.agencyAddressRequired)).toBeTruthy();
    expect(screen.getByText(SIGNUP_MESSAGES.registrationImageRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('아이디'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the business registration number at its field, formats it and refuses a wrong check digit', async () => {
    renderSignup();
    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.businessNumberRequired)).toBeTruthy();
    const field = screen.getByLabelText<HTMLInputElement>('사업자등록번호');
    fireEvent.change(field, { target: { value: '1248100999' } });
    expect(field.value).toBe('124-81-00999');
    expect(screen.queryByText(SIGNUP_MESSAGES.businessNumberRequired)).toBeNull();
    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.businessNumberFormat)).toBeTruthy();
    fireEvent.change(field, { target: { value: '124-81-00998' } });
    submit();
    await screen.findByText(SIGNUP_MESSAGES.usernameShort);
    expect(screen.queryByText(SIGNUP_MESSAGES.businessNumberFormat)).toBeNull();
  });

  it('strips spaces from username and password and clears a field error when edited', async () => {
    renderSignup();
    submit();
    await screen.findByText(SIGNUP_MESSAGES.usernameShort);
    const username = screen.getByLabelText<HTMLInputElement>('아이디');
    fireEvent.change(username, { target: { value: 'ab c d' } });
    expect(username.value).toBe('abcd');
    expect(screen.queryByText(SIGNUP_MESSAGES.usernameShort)).toBeNull();
    expect(screen.getByText('4~20자, 영문 소문자 1자 이상 포함')).toBeTruthy();
    const password = screen.getByLabelText<HTMLInputElement>('비밀번호');
    fireEvent.change(password, { target: { value: 'se cret' } });
    expect(password.value).toBe('secret');
  });

  it('reports the missing profile image on the name field once the name is typed', async () => {
    renderSignup();
    fireEvent.change(screen.getByLabelText('대표자명'), { target: { value: '홍길동' } });
    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.imageRequired)).toBeTruthy();
  });

  it('phone: digits only with dashes, a code input with a 3:00 countdown, then 인증완료 disabled', async () => {
    renderSignup();
    const phone = screen.getByLabelText<HTMLInputElement>('전화번호');
    fireEvent.change(phone, { target: { value: '010-1234-5678-99' } });
    expect(phone.value).toBe('010-1234-5678');
    answer(api.dealers.requestSignupCode, codeSent(), { once: true });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    const code = await screen.findByLabelText<HTMLInputElement>('인증번호');
    expect(screen.getByText(/^(3:00|2:59)$/)).toBeTruthy();
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: '확인' });
    fireEvent.change(code, { target: { value: '12a3' } });
    expect(code.value).toBe('123');
    expect(confirm.disabled).toBe(true);
    fireEvent.change(code, { target: { value: '1234' } });
    expect(confirm.disabled).toBe(false);
    answer(api.dealers.confirmSignupCode, { verified: true, uploadGrant: 'grant-1' }, { once: true });
    fireEvent.click(confirm);
    const done = await screen.findByRole<HTMLButtonElement>('button', { name: '인증완료' });
    expect(done.disabled).toBe(true);
    await waitFor(() => expect(screen.queryByLabelText('인증번호')).toBeNull());
  });

  it("uploads the documents under the phone confirmation's grant, and asks for the phone first", async () => {
    renderSignup();
    const card = new File(['x'], 'card.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('명함'), { target: { files: [card] } });
    expect(await screen.findByText(ACCOUNT_MESSAGES.phoneNotVerified)).toBeTruthy();
    expect(calls()).toEqual([]);

    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '01012345678' } });
    answer(api.dealers.requestSignupCode, codeSent(), { once: true });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    fireEvent.change(await screen.findByLabelText('인증번호'), { target: { value: '1234' } });
    answer(api.dealers.confirmSignupCode, { verified: true, uploadGrant: 'grant-1' }, { once: true });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByRole('button', { name: '인증완료' });

    answer(api.files.upload, { url: '/uploads/card.png' }, { once: true });
    fireEvent.change(screen.getByLabelText('명함'), { target: { files: [card] } });
    await screen.findByAltText('명함 미리보기');
    const upload = calls()[2];
    expect(upload?.url.pathname).toBe('/api/v1/files/images');
    expect(upload?.headers.get(UPLOAD_GRANT_HEADER)).toBe('grant-1');
    expect(screen.queryByText(ACCOUNT_MESSAGES.phoneNotVerified)).toBeNull();
  });

  it('refuses to request a code for an invalid number', () => {
    renderSignup();
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '0101234' } });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(screen.getByText(SIGNUP_MESSAGES.phoneFormat)).toBeTruthy();
    expect(calls()).toEqual([]);
  });
});

describe('DealerForm (the field schemas at their fields)', () => {
  const complete = {
    ...EMPTY_FORM,
    phoneNumber: '01012345678',
    email: 'a@b.kr',
    name: '김딜러',
    businessCard: '/uploads/b.png',
    agencyName: '서울모터스',
    agencyNumber: '0212345678',
    agencyAddress: '서울특별시 강남구 역삼동 1',
    agencyAddressDetail: '2층',
    agencyRegistrationImage: '/uploads/c.pdf',
    businessNumber: '124-81-00998',
    position: '대표',
  };

  const renderReapply = (initial: SignupForm = complete) => renderForm('reapply', initial);
  /** The message tied to the field's control (aria-describedby): what is read under it. */
  const messageOf = (label: string) => {
    const id = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
    return document.getElementById(id)?.textContent ?? '';
  };

  it('says a passwords mismatch under the confirmation, and clears it when edited', async () => {
    renderSignup();
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('비밀번호 확인'), { target: { value: 'secret2' } });
    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.passwordMismatch)).toBeTruthy();
    expect(messageOf('비밀번호 확인')).toContain(SIGNUP_MESSAGES.passwordMismatch);
    fireEvent.change(screen.getByLabelText('비밀번호 확인'), { target: { value: 'secret1' } });
    expect(screen.queryByText(SIGNUP_MESSAGES.passwordMismatch)).toBeNull();
  });

  it('sends the phone and the business number as digits, the texts trimmed', async () => {
    const onSubmit = renderReapply({ ...complete, email: ' a@b.kr ', name: ' 김딜러 ' });
    fireEvent.click(screen.getByRole('button', { name: '재신청' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      phoneNumber: '01012345678',
      businessNumber: '1248100998',
      email: 'a@b.kr',
      name: '김딜러',
    });
  });

  it.each([
    [{ email: 'a@b' }, '이메일', SIGNUP_MESSAGES.emailFormat],
    [{ phoneNumber: '0101234' }, '전화번호', SIGNUP_MESSAGES.phoneFormat],
    [{ businessNumber: '1248100999' }, '사업자등록번호', SIGNUP_MESSAGES.businessNumberFormat],
    [{ agencyNumber: '' }, '회사 전화번호', SIGNUP_MESSAGES.agencyNumberRequired],
  ])('re-application: %o says its message under %s and sends nothing', async (change, label, message) => {
    const onSubmit = renderReapply({ ...complete, ...change });
    fireEvent.click(screen.getByRole('button', { name: '재신청' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(messageOf(label)).toContain(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('re-application: a missing address detail is said at the company address', async () => {
    renderReapply({ ...complete, agencyAddressDetail: ' ' });
    fireEvent.click(screen.getByRole('button', { name: '재신청' }));
    expect(await screen.findByText(SIGNUP_MESSAGES.agencyAddressRequired)).toBeTruthy();
  });
});
