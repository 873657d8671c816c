// /profile/change: photo, phone (formatted as typed), email, name and position → PUT /v1/dealers/me.
import { useState, type FormEvent } from 'react';
import { digitsOnly, formatPhone, type DealerProfile } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ImageUpload } from '@/components/ui/image-upload';
import { TextField } from '@/components/ui/text-field';
import { useProfile } from '@/lib/profile-store';
import { updateProfile } from '../api/account-calls';
import { checkProfileChange, hasErrors, type FormErrors, type ProfileChangeForm } from '../lib/account-forms';
import { useRefreshProfile } from '../lib/refresh-profile';
import styles from './account-form.module.css';

export const PROFILE_CHANGED_MESSAGE = '프로필이 변경되었습니다.';

type Form = ProfileChangeForm & { image: string };

function formOf(profile: DealerProfile): Form {
  return {
    phoneNumber: formatPhone(profile.phoneNumber),
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
  const refreshProfile = useRefreshProfile();

  const edit = (field: keyof Form, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkProfileChange(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const result = await updateProfile({
      phoneNumber: digitsOnly(form.phoneNumber),
      email: form.email.trim(),
      name: form.name.trim(),
      position: form.position.trim(),
      ...(form.image ? { image: form.image } : {}),
    });
    setBusy(false);
    if (!result.ok) return;
    window.alert(PROFILE_CHANGED_MESSAGE);
    await refreshProfile();
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <ImageUpload label="프로필 이미지" value={form.image} onChange={(url) => edit('image', url)} />
      <TextField
        label="휴대폰 번호"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={13}
        value={form.phoneNumber}
        onChange={(event) => edit('phoneNumber', formatPhone(event.target.value))}
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
