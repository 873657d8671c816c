// The dealer application form shared by /register (sign-up) and /audit/register (re-application):
// docs/spec.md §5 checks via checkSignupForm, each message under its field, cleared when that field is edited.
import { useCallback, useState, type FormEvent } from 'react';
import {
  ACCOUNT_MESSAGES,
  checkSignupForm,
  digitsOnly,
  formatPhone,
  stripSpaces,
  type SignupField,
  type SignupForm,
} from '@autobid/shared';
import { PhoneVerification } from '@/components/phone-verification/phone-verification';
import { Button } from '@/components/ui/button';
import { ImageUpload } from '@/components/ui/image-upload';
import { TextField } from '@/components/ui/text-field';
import { AddressPicker } from '@/components/address/address-picker';
import type { PickedAddress } from '@/components/address/get-coordinates';
import styles from './dealer-form.module.css';

export const PROFILE_IMAGE_HINT = '본인 또는 매장 사진을 올려주세요.';
export const USERNAME_HINT = '4~20자, 영문 소문자 1자 이상 포함';

export type DealerFormValues = SignupForm & {
  longitude?: number;
  latitude?: number;
  region1?: string;
  region2?: string;
  region3?: string;
};

export type FieldErrors = Partial<Record<SignupField, string>>;

/** What the page's submit answered: nothing (done) or a field's message to show. */
export type SubmitOutcome = { field: SignupField; message: string } | null;

type DealerFormProps = {
  mode: 'signup' | 'reapply';
  initial: SignupForm;
  submitLabel: string;
  note?: string;
  /** Whether the phone must be verified before submitting, given the current number. */
  needsPhoneVerification: (phoneDigits: string) => boolean;
  onSubmit: (values: DealerFormValues) => Promise<SubmitOutcome>;
};

export const EMPTY_FORM: SignupForm = {
  username: '',
  password: '',
  passwordConfirm: '',
  phoneNumber: '',
  email: '',
  name: '',
  image: '',
  businessCard: '',
  agencyName: '',
  agencyNumber: '',
  agencyAddress: '',
  agencyAddressDetail: '',
  agencyRegistrationImage: '',
  position: '',
};

/** The input to focus for a field's error (the profile image's message sits on the name field). */
const FOCUS_ID: Partial<Record<SignupField, string>> = {
  username: 'username',
  password: 'password',
  passwordConfirm: 'password-confirm',
  phoneNumber: 'phone',
  email: 'email',
  name: 'name',
  agencyName: 'agency-name',
  agencyNumber: 'agency-number',
  agencyAddressDetail: 'address-detail',
};

export function DealerForm({ mode, initial, submitLabel, note, needsPhoneVerification, onSubmit }: DealerFormProps) {
  const idPrefix = mode === 'signup' ? 'register' : 'reapply';
  const [values, setValues] = useState<DealerFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phoneVerified, setPhoneVerified] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const clear = (...fields: SignupField[]) =>
    setErrors((current) => {
      if (!fields.some((f) => current[f])) {
        return current;
      }
      const next = { ...current };
      for (const f of fields) {
        delete next[f];
      }
      return next;
    });

  const set = (field: SignupField, value: string, ...alsoClear: SignupField[]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field, ...alsoClear);
  };

  const pickAddress = useCallback((picked: PickedAddress) => {
    setValues((current) => ({
      ...current,
      agencyAddress: picked.address,
      longitude: picked.longitude,
      latitude: picked.latitude,
      region1: picked.region1,
      region2: picked.region2,
      region3: picked.region3,
    }));
    setErrors((current) => {
      if (!current.agencyAddress) {
        return current;
      }
      const { agencyAddress: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const focusField = (field: SignupField) => {
    const suffix = FOCUS_ID[field];
    const element = suffix ? document.getElementById(`${idPrefix}-${suffix}`) : null;
    element?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) {
      return;
    }
    const list = checkSignupForm(values, mode);
    if (needsPhoneVerification(values.phoneNumber) && !phoneVerified && !list.some((e) => e.field === 'phoneNumber')) {
      list.push({ field: 'phoneNumber', message: ACCOUNT_MESSAGES.phoneNotVerified });
    }
    if (list.length > 0) {
      const next: FieldErrors = {};
      for (const e of list) {
        next[e.field] ??= e.message;
      }
      setErrors(next);
      const first = list[0];
      if (first) {
        focusField(first.field);
      }
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await onSubmit({
        ...values,
        username: stripSpaces(values.username),
        password: stripSpaces(values.password),
        passwordConfirm: stripSpaces(values.passwordConfirm),
        email: values.email.trim(),
        name: values.name.trim(),
        agencyName: values.agencyName.trim(),
        agencyAddressDetail: values.agencyAddressDetail.trim(),
      });
      if (outcome) {
        setErrors({ [outcome.field]: outcome.message });
        focusField(outcome.field);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const id = (suffix: string) => `${idPrefix}-${suffix}`;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>계정 정보</legend>
        {mode === 'signup' ? (
          <>
            <TextField
              id={id('username')}
              label="아이디"
              autoComplete="username"
              placeholder="아이디를 입력해주세요"
              value={values.username}
              onChange={(event) => set('username', stripSpaces(event.target.value))}
              error={errors.username}
              hint={USERNAME_HINT}
              maxLength={20}
            />
            <TextField
              id={id('password')}
              label="비밀번호"
              type="password"
              autoComplete="new-password"
              placeholder="6자 이상 입력해주세요"
              value={values.password}
              onChange={(event) => set('password', stripSpaces(event.target.value), 'passwordConfirm')}
              error={errors.password}
            />
            <TextField
              id={id('password-confirm')}
              label="비밀번호 확인"
              type="password"
              autoComplete="new-password"
              placeholder="비밀번호를 한 번 더 입력해주세요"
              value={values.passwordConfirm}
              onChange={(event) => set('passwordConfirm', stripSpaces(event.target.value))}
              error={errors.passwordConfirm}
            />
          </>
        ) : null}
        <PhoneVerification
          idPrefix={idPrefix}
          // A signed-in dealer re-applying proves a new number with its own code.
          purpose={mode === 'signup' ? 'signup' : 'profile'}
          phone={values.phoneNumber}
          onPhoneChange={(digits) => set('phoneNumber', digits)}
          verified={phoneVerified}
          onVerifiedChange={(verified) => {
            setPhoneVerified(verified);
            if (verified) {
              clear('phoneNumber');
            }
          }}
          error={errors.phoneNumber}
        />
        <TextField
          id={id('email')}
          label="이메일"
          type="email"
          autoComplete="email"
          placeholder="example@autobid.co.kr"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={errors.email}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>소속 정보</legend>
        <TextField
          id={id('name')}
          label="대표자명"
          autoComplete="name"
          placeholder="대표자 이름을 입력해주세요"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
        />
        <div className={styles.uploads}>
          {/* Re-application keeps the profile image (changed on /profile/change), so it is asked at sign-up only. */}
          {mode === 'signup' ? (
            <ImageUpload
              id={id('image')}
              label="프로필 이미지"
              value={values.image}
              // The missing-profile-image message is shown on the name field (spec), so clear it there.
              onChange={(url) => set('image', url, 'name')}
              hint={PROFILE_IMAGE_HINT}
            />
          ) : null}
          <ImageUpload
            id={id('business-card')}
            label="명함"
            value={values.businessCard}
            onChange={(url) => set('businessCard', url)}
            error={errors.businessCard}
          />
        </div>
        <TextField
          id={id('agency-name')}
          label="회사명"
          autoComplete="organization"
          placeholder="회사명을 입력해주세요"
          value={values.agencyName}
          onChange={(event) => set('agencyName', event.target.value)}
          error={errors.agencyName}
        />
        <TextField
          id={id('agency-number')}
          label="회사 전화번호"
          type="tel"
          inputMode="numeric"
          placeholder="02-000-0000"
          value={formatPhone(values.agencyNumber)}
          onChange={(event) => set('agencyNumber', digitsOnly(event.target.value).slice(0, 11))}
          error={errors.agencyNumber}
        />
        <div className={styles.address}>
          <AddressPicker label="회사 주소" address={values.agencyAddress} onPick={pickAddress} error={errors.agencyAddress} />
          <TextField
            id={id('address-detail')}
            label="상세 주소"
            placeholder="상세 주소를 입력해주세요"
            value={values.agencyAddressDetail}
            onChange={(event) => set('agencyAddressDetail', event.target.value, 'agencyAddress')}
          />
        </div>
        <ImageUpload
          id={id('registration')}
          label="사업자 등록증"
          value={values.agencyRegistrationImage}
          onChange={(url) => set('agencyRegistrationImage', url)}
          allowPdf
          error={errors.agencyRegistrationImage}
        />
      </fieldset>

      {note ? <p className={styles.note}>{note}</p> : null}
      <Button type="submit" size="lg" block disabled={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
