// /profile/change: photo, phone (a new number is verified by SMS first), email, name and position →
// PUT /v1/dealers/me. An approved dealer's name is identity: a new one waits for an operator's review.
import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, digitsOnly, type DealerProfile } from '@autobid/shared';
import { PhoneVerification } from '@/components/phone-verification/phone-verification';
import { Button } from '@/components/ui/button';
import { ImageUpload } from '@/components/ui/image-upload';
import { TextField } from '@/components/ui/text-field';
import { useProfile } from '@/lib/profile-store';
import { updateProfile } from '../api/account-calls';
import { checkProfileChange, hasErrors, type FormErrors, type ProfileChangeForm } from '../lib/account-forms';
import { useRefreshProfile } from '../lib/refresh-profile';
import styles from './account-form.module.css';

export const PROFILE_CHANGED_MESSAGE = '프로필이 변경되었습니다.';
export const NAME_REVIEW_CONFIRM =
  '이름을 바꾸면 운영자가 확인할 때까지 심사 중 상태가 되어 입찰할 수 없습니다. 변경하시겠습니까?';
export const NAME_REVIEW_MESSAGE = '프로필이 변경되었습니다. 바뀐 이름은 운영자 확인 후 반영됩니다.';

type Form = ProfileChangeForm & { image: string };

function formOf(profile: DealerProfile): Form {
  return {
    phoneNumber: digitsOnly(profile.phoneNumber),
    email: profile.email,
    name: profile.name,
    position: profile.position,
    image: profile.image,
  };
}

function ProfileChangeForm({ profile }: { profile: DealerProfile }) {
  const [form, setForm] = useState<Form>(() => formOf(profile));
  const [errors, setErrors] = useState<FormErrors<keyof ProfileChangeForm>>({});
  const [busy, setBusy] = useState(false);
  const [newPhoneVerified, setNewPhoneVerified] = useState(false);
  const refreshProfile = useRefreshProfile();
  const storedPhone = digitsOnly(profile.phoneNumber);
  // The number on file was verified before; only a new one needs a code.
  const phoneVerified = form.phoneNumber === storedPhone || newPhoneVerified;

  const edit = (field: keyof Form, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkProfileChange(form);
    if (!found.phoneNumber && !phoneVerified) {
      found.phoneNumber = ACCOUNT_MESSAGES.phoneNotVerified;
    }
    setErrors(found);
    if (hasErrors(found)) {
      return;
    }
    const renames = profile.status === 'APPROVED' && form.name.trim() !== profile.name;
    if (renames && !window.confirm(NAME_REVIEW_CONFIRM)) {
      return;
    }
    setBusy(true);
    const result = await updateProfile({
      phoneNumber: form.phoneNumber,
      email: form.email.trim(),
      name: form.name.trim(),
      position: form.position.trim(),
      ...(form.image ? { image: form.image } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      return;
    }
    window.alert(renames ? NAME_REVIEW_MESSAGE : PROFILE_CHANGED_MESSAGE);
    // A dealer back in review is taken to /wait by the guard once the profile says so.
    await refreshProfile();
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <ImageUpload label="프로필 이미지" value={form.image} onChange={(url) => edit('image', url)} />
      <PhoneVerification
        idPrefix="profile"
        purpose="profile"
        phone={form.phoneNumber}
        onPhoneChange={(digits) => edit('phoneNumber', digits)}
        verified={phoneVerified}
        onVerifiedChange={(verified) => {
          setNewPhoneVerified(verified);
          if (verified) {
            setErrors((previous) => ({ ...previous, phoneNumber: undefined }));
          }
        }}
        error={errors.phoneNumber}
      />
      <TextField
        label="이메일"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(event) => edit('email', event.target.value)}
        error={errors.email}
      />
      <TextField
        label="이름"
        autoComplete="name"
        value={form.name}
        onChange={(event) => edit('name', event.target.value)}
        error={errors.name}
      />
      <TextField
        label="직급"
        value={form.position}
        onChange={(event) => edit('position', event.target.value)}
      />
      <Button type="submit" size="lg" block disabled={busy}>
        변경하기
      </Button>
    </form>
  );
}

export function ProfileChangePage() {
  const profile = useProfile();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>프로필 변경</h1>
      {/* Keyed by id so the form starts from the loaded profile, not the empty one before it arrived. */}
      <ProfileChangeForm key={profile.id} profile={profile} />
    </div>
  );
}
