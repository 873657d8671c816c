// /profile/change: photo, phone (a new number is verified by SMS first), email, name and position →
// PUT /v1/dealers/me. An approved dealer's name is identity: a new one waits for an operator's review.
import { useMutation } from '@tanstack/react-query';
import {
  api,
  digitsOnly,
  formatBusinessNumber,
  isUnderIdentityReview,
  profileChangeForm,
  type DealerProfile,
  type ProfileUpdateRequest,
} from '@autobid/shared';
import { PhoneVerification } from '@/components/phone-verification/phone-verification';
import { Button } from '@/components/ui/button';
import { ImageUpload } from '@/components/ui/image-upload';
import { TextField } from '@/components/ui/text-field';
import { bindField, fieldError, useSchemaForm } from '@/lib/form';
import { call } from '@/lib/call';
import { useProfile } from '@/lib/dealer-session';
import { useRefreshProfile } from '../lib/refresh-profile';
import styles from './account-form.module.css';
import { askConfirm, showAlert } from '@/components/ui/app-dialog';

export const PROFILE_CHANGED_MESSAGE = '프로필이 변경되었습니다.';
export const NAME_REVIEW_CONFIRM =
  '이름이나 사업자등록번호를 바꾸면 운영자가 확인할 때까지 심사 중 상태가 되어 입찰할 수 없습니다. 변경하시겠습니까?';
export const NAME_REVIEW_MESSAGE = '프로필이 변경되었습니다. 바뀐 정보는 운영자 확인 후 반영됩니다.';
/** The identity is the approved one again: the change waiting for review is withdrawn (docs/domain.md "Dealers"). */
export const CHANGE_WITHDRAWN_MESSAGE =
  '승인된 정보로 되돌려 변경 신청이 철회되었습니다. 바로 이용하실 수 있습니다.';

function ProfileChangeForm({ profile }: { profile: DealerProfile }) {
  const storedPhone = digitsOnly(profile.phoneNumber);
  // The number on file was verified before; only a new one needs a code.
  const form = useSchemaForm(profileChangeForm, {
    phoneNumber: storedPhone,
    email: profile.email,
    name: profile.name,
    position: profile.position,
    image: profile.image,
    businessNumber: formatBusinessNumber(profile.businessNumber),
    phoneVerified: true,
  });
  // Not silent: the client alerts a refusal.
  const update = useMutation({
    mutationFn: (body: ProfileUpdateRequest) => call(api.dealers.updateProfile, { body }),
  });
  const refreshProfile = useRefreshProfile();
  const phone = form.watch('phoneNumber');
  const image = form.watch('image') ?? '';
  const phoneVerified = form.watch('phoneVerified');

  const submit = form.handleSubmit(async ({ phoneVerified: _verified, image: newImage, ...values }) => {
    // The name and a recorded business number are identity (a first business number applies at once).
    const businessNumber = digitsOnly(values.businessNumber ?? '');
    const renames =
      profile.status === 'APPROVED' &&
      (values.name !== profile.name ||
        (!!profile.businessNumber && businessNumber !== profile.businessNumber));
    if (renames && !(await askConfirm(NAME_REVIEW_CONFIRM))) {
      return;
    }
    let updated: DealerProfile;
    try {
      updated = await update.mutateAsync({
        ...values,
        position: (values.position ?? '').trim(),
        ...(newImage ? { image: newImage } : {}),
      });
    } catch {
      // The client has alerted the refusal.
      return;
    }
    const withdrawn = isUnderIdentityReview(profile) && updated.status === 'APPROVED';
    await showAlert(
      renames ? NAME_REVIEW_MESSAGE : withdrawn ? CHANGE_WITHDRAWN_MESSAGE : PROFILE_CHANGED_MESSAGE,
    );
    // A dealer back in review is taken to /wait by the guard once the profile says so.
    await refreshProfile();
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <ImageUpload label="프로필 이미지" value={image} onChange={(url) => form.setValue('image', url)} />
      <PhoneVerification
        idPrefix="profile"
        purpose="profile"
        phone={phone}
        onPhoneChange={(digits) => {
          form.setValue('phoneNumber', digits);
          form.setValue('phoneVerified', digits === storedPhone);
          form.clearErrors('phoneNumber');
        }}
        verified={phoneVerified}
        onVerifiedChange={(verified) => {
          form.setValue('phoneVerified', verified || form.getValues('phoneNumber') === storedPhone);
          if (verified) {
            form.clearErrors('phoneNumber');
          }
        }}
        error={fieldError(form, 'phoneNumber')}
      />
      <TextField label="이메일" type="email" autoComplete="email" {...bindField(form, 'email')} />
      <TextField label="이름" autoComplete="name" {...bindField(form, 'name')} />
      <TextField label="직급" {...bindField(form, 'position')} />
      <TextField
        label="사업자등록번호"
        inputMode="numeric"
        placeholder="000-00-00000"
        hint={profile.businessNumber ? undefined : '수수료 세금계산서 발행을 위해 등록해주세요.'}
        {...bindField(form, 'businessNumber', formatBusinessNumber)}
      />
      <Button type="submit" size="lg" block disabled={update.isPending}>
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
