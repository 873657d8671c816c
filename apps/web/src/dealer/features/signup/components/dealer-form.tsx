// The dealer application form shared by /register (sign-up) and /audit/register (re-application):
// the shared signupRequest / reapplyRequest (docs/spec.md §5 checks, composed from the shared field schemas) through
// react-hook-form, each message under its field, cleared when that field is edited.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ACCOUNT_MESSAGES,
  SIGNUP_FIELDS,
  digitsOnly,
  formatBusinessNumber,
  formatPhone,
  reapplyRequest,
  signupRequest,
  stripSpaces,
  type SignupField,
  type SignupForm,
  type SignupRequest,
} from '@autobid/shared';
import { PhoneVerification } from '@/components/phone-verification/phone-verification';
import { Button } from '@/components/ui/button';
import { ImageUpload, type UploadCredential } from '@/components/ui/image-upload';
import { TextField } from '@/components/ui/text-field';
import { fieldError, useSchemaForm } from '@/lib/form';
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
  businessNumber: '',
  position: '',
};

/** Each text input's id (after the form's prefix), also the one to focus for its field's error (the profile image's message sits on the name field). */
const INPUT_ID: Partial<Record<SignupField, string>> = {
  username: 'username',
  password: 'password',
  passwordConfirm: 'password-confirm',
  phoneNumber: 'phone',
  email: 'email',
  name: 'name',
  agencyName: 'agency-name',
  agencyNumber: 'agency-number',
  agencyAddressDetail: 'address-detail',
  businessNumber: 'business-number',
};

export function DealerForm({
  mode,
  initial,
  submitLabel,
  note,
  needsPhoneVerification,
  onSubmit,
}: DealerFormProps) {
  const idPrefix = mode === 'signup' ? 'register' : 'reapply';
  // Re-application leaves out username, password and profile image; its schema skips their checks.
  const form = useSchemaForm<SignupRequest, SignupRequest>(
    mode === 'signup' ? signupRequest : reapplyRequest,
    initial,
    {
      shouldFocusError: false,
    },
  );
  const [phoneVerified, setPhoneVerified] = useState(false);
  // Sign-up's files go up under the verified phone's grant (docs/decisions/016); re-application is signed in.
  const [uploadGrant, setUploadGrant] = useState<string | null>(null);
  const uploadCredential: UploadCredential | undefined =
    mode === 'signup' ? { grant: uploadGrant } : undefined;
  const [submitting, setSubmitting] = useState(false);
  const values = form.watch();
  const error = (field: SignupField) => fieldError(form, field);

  const set = (field: SignupField, value: string, ...alsoClear: SignupField[]) => {
    form.setValue(field, value);
    form.clearErrors([field, ...alsoClear]);
  };

  const pickAddress = (picked: PickedAddress) => {
    form.setValue('agencyAddress', picked.address);
    form.setValue('longitude', picked.longitude);
    form.setValue('latitude', picked.latitude);
    form.setValue('region1', picked.region1);
    form.setValue('region2', picked.region2);
    form.setValue('region3', picked.region3);
    form.clearErrors('agencyAddress');
  };

  const focusField = (field: SignupField) => {
    const suffix = INPUT_ID[field];
    const element = suffix ? document.getElementById(`${idPrefix}-${suffix}`) : null;
    element?.focus();
  };

  /** A number that needs a code and has none yet: said under the phone when its format is right. */
  const phoneUnverified = () => needsPhoneVerification(form.getValues('phoneNumber') ?? '') && !phoneVerified;

  const send = async (checked: SignupRequest) => {
    if (phoneUnverified()) {
      form.setError('phoneNumber', { message: ACCOUNT_MESSAGES.phoneNotVerified });
      focusField('phoneNumber');
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await onSubmit({
        ...initial,
        // The schema's output: spaces stripped from username and password, the phone and the business
        // number as digits, texts trimmed (the field schemas' normalisation, packages/shared fields.ts).
        ...checked,
        username: checked.username ?? '',
        password: checked.password ?? '',
        passwordConfirm: checked.passwordConfirm ?? '',
        phoneNumber: checked.phoneNumber ?? '',
        email: checked.email ?? '',
        name: checked.name ?? '',
        image: checked.image ?? '',
        businessCard: checked.businessCard ?? '',
        agencyName: checked.agencyName ?? '',
        agencyNumber: checked.agencyNumber ?? '',
        agencyAddress: checked.agencyAddress ?? '',
        agencyAddressDetail: (checked.agencyAddressDetail ?? '').trim(),
        agencyRegistrationImage: checked.agencyRegistrationImage ?? '',
        position: checked.position ?? '',
      });
      if (outcome) {
        form.setError(outcome.field, { message: outcome.message });
        focusField(outcome.field);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(send, (found) => {
      if (!found.phoneNumber && phoneUnverified()) {
        form.setError('phoneNumber', { message: ACCOUNT_MESSAGES.phoneNotVerified });
      }
      // The first check in spec order takes the focus.
      const first = SIGNUP_FIELDS.find((field) => found[field]);
      if (first) {
        focusField(first);
      }
    })(event);
  };

  const id = (suffix: string) => `${idPrefix}-${suffix}`;
  /** A text input bound to its field: id, value, the change (cleaned, clearing its own and `alsoClear`'s messages) and its message. */
  const bind = (
    field: SignupField,
    clean: (raw: string) => string = (raw) => raw,
    ...alsoClear: SignupField[]
  ) => ({
    id: id(INPUT_ID[field] ?? field),
    value: values[field] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, clean(event.target.value), ...alsoClear),
    error: error(field),
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>계정 정보</legend>
        {mode === 'signup' ? (
          <>
            <TextField
              {...bind('username', stripSpaces)}
              label="아이디"
              autoComplete="username"
              placeholder="아이디를 입력해주세요"
              hint={USERNAME_HINT}
              maxLength={20}
            />
            <TextField
              {...bind('password', stripSpaces, 'passwordConfirm')}
              label="비밀번호"
              type="password"
              autoComplete="new-password"
              placeholder="6자 이상 입력해주세요"
            />
            <TextField
              {...bind('passwordConfirm', stripSpaces)}
              label="비밀번호 확인"
              type="password"
              autoComplete="new-password"
              placeholder="비밀번호를 한 번 더 입력해주세요"
            />
          </>
        ) : null}
        <PhoneVerification
          idPrefix={idPrefix}
          // A signed-in dealer re-applying proves a new number with its own code.
          purpose={mode === 'signup' ? 'signup' : 'profile'}
          phone={values.phoneNumber ?? ''}
          onPhoneChange={(digits) => set('phoneNumber', digits)}
          verified={phoneVerified}
          onVerifiedChange={(verified, grant) => {
            setPhoneVerified(verified);
            setUploadGrant(verified ? (grant ?? null) : null);
            if (verified) {
              form.clearErrors('phoneNumber');
            }
          }}
          error={error('phoneNumber')}
        />
        <TextField
          {...bind('email')}
          label="이메일"
          type="email"
          autoComplete="email"
          placeholder="example@autobid.co.kr"
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>소속 정보</legend>
        <TextField
          {...bind('name')}
          label="대표자명"
          autoComplete="name"
          placeholder="대표자 이름을 입력해주세요"
        />
        <div className={styles.uploads}>
          {/* Re-application keeps the profile image (changed on /profile/change), so it is asked at sign-up only. */}
          {mode === 'signup' ? (
            <ImageUpload
              id={id('image')}
              label="프로필 이미지"
              value={values.image ?? ''}
              // The missing-profile-image message is shown on the name field (spec), so clear it there.
              onChange={(url) => set('image', url, 'name')}
              hint={PROFILE_IMAGE_HINT}
              credential={uploadCredential}
            />
          ) : null}
          <ImageUpload
            id={id('business-card')}
            label="명함"
            value={values.businessCard ?? ''}
            onChange={(url) => set('businessCard', url)}
            error={error('businessCard')}
            credential={uploadCredential}
          />
        </div>
        <TextField
          {...bind('agencyName')}
          label="회사명"
          autoComplete="organization"
          placeholder="회사명을 입력해주세요"
        />
        <TextField
          {...bind('agencyNumber', (raw) => digitsOnly(raw).slice(0, 11))}
          value={formatPhone(values.agencyNumber ?? '')}
          label="회사 전화번호"
          type="tel"
          inputMode="numeric"
          placeholder="02-000-0000"
        />
        <div className={styles.address}>
          <AddressPicker
            label="회사 주소"
            address={values.agencyAddress ?? ''}
            onPick={pickAddress}
            error={error('agencyAddress')}
          />
          <TextField
            id={id('address-detail')}
            label="상세 주소"
            placeholder="상세 주소를 입력해주세요"
            value={values.agencyAddressDetail ?? ''}
            onChange={(event) => set('agencyAddressDetail', event.target.value, 'agencyAddress')}
          />
        </div>
        <ImageUpload
          id={id('registration')}
          label="사업자 등록증"
          value={values.agencyRegistrationImage ?? ''}
          onChange={(url) => set('agencyRegistrationImage', url)}
          allowPdf
          error={error('agencyRegistrationImage')}
          credential={uploadCredential}
        />
        <TextField
          {...bind('businessNumber', (raw) => digitsOnly(raw).slice(0, 10))}
          value={formatBusinessNumber(values.businessNumber ?? '')}
          label="사업자등록번호"
          inputMode="numeric"
          placeholder="000-00-00000"
          hint="수수료 세금계산서 발행에 사용됩니다."
        />
      </fieldset>

      {note ? <p className={styles.note}>{note}</p> : null}
      <Button type="submit" size="lg" block disabled={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
