// /audit/register: a not-yet-approved dealer corrects the application (pre-filled) and sends it back to review.
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  digitsOnly,
  type DealerProfile,
  type ReapplyRequest,
  type ReapplyResponse,
  type SignupForm,
} from '@autobid/shared';
import { BlankView } from '@/components/ui/status-view';
import { lookupCoordinates } from '@/components/address/get-coordinates';
import { call } from '@/lib/call';
import { dealerSession } from '@/lib/dealer-session';
import { DealerForm, EMPTY_FORM, type DealerFormValues, type SubmitOutcome } from './dealer-form';
import { refusalOutcome } from './register-page';
import { SignupCard } from './signup-card';
import styles from './signup-layout.module.css';
import { askConfirm, showAlert } from '@/components/ui/app-dialog';

export const REAPPLY_CONFIRM = '입력하신 정보로 가입 신청을 하시겠습니까?';
export const REAPPLY_DONE_MESSAGE = '가입 신청이 완료되었습니다. (1~7일 소요)';
export const REVIEW_TIME_NOTE = '심사는 최대 1~10일 소요됩니다.';
/** The identity sent is the approved one again: nothing waits for review (docs/domain.md "Dealers"). */
export const REAPPLY_RESTORED_MESSAGE =
  '승인된 정보와 같아 변경 신청이 철회되었습니다. 바로 이용하실 수 있습니다.';

function formFromProfile(profile: DealerProfile): SignupForm {
  return {
    ...EMPTY_FORM,
    phoneNumber: digitsOnly(profile.phoneNumber),
    email: profile.email,
    name: profile.name,
    image: profile.image,
    businessCard: profile.businessCard,
    agencyName: profile.agencyName,
    agencyNumber: digitsOnly(profile.agencyNumber),
    agencyAddress: profile.agencyAddress,
    agencyAddressDetail: profile.agencyAddressDetail,
    agencyRegistrationImage: profile.agencyRegistrationImage,
    businessNumber: profile.businessNumber,
    position: profile.position,
  };
}

export function ReapplyPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: profile } = dealerSession.useMe();
  // Silent, so the form can put a field's message under that field.
  const reapply = useMutation({
    mutationFn: (body: ReapplyRequest) => call(api.dealers.reapply, { body }, { silent: true }),
  });

  if (!profile) {
    return <BlankView />;
  }
  const storedPhone = digitsOnly(profile.phoneNumber);

  const submit = async (values: DealerFormValues): Promise<SubmitOutcome> => {
    if (!(await askConfirm(REAPPLY_CONFIRM))) {
      return null;
    }
    const { username: _u, password: _p, passwordConfirm: _c, ...body } = values;
    // The profile does not carry the stored point and regions and the server replaces them with what is
    // sent: an address kept as it was is looked up again rather than sent without them.
    const located =
      body.longitude === undefined && body.agencyAddress ? await lookupCoordinates(body.agencyAddress) : null;
    let answer: ReapplyResponse;
    try {
      answer = await reapply.mutateAsync(
        located
          ? {
              ...body,
              longitude: located.longitude,
              latitude: located.latitude,
              region1: located.region1,
              region2: located.region2,
              region3: located.region3,
            }
          : body,
      );
    } catch (error) {
      return refusalOutcome(error);
    }
    await showAlert(answer.status === 'APPROVED' ? REAPPLY_RESTORED_MESSAGE : REAPPLY_DONE_MESSAGE);
    // /wait reads the status from the profile: fetch the new one before going there.
    await queryClient.invalidateQueries({ queryKey: dealerSession.profileKey });
    await navigate('/wait');
    return null;
  };

  return (
    <SignupCard
      title="가입 정보 수정"
      lead="반려 사유를 확인하고 정보를 수정한 뒤 다시 신청해주세요."
      notice={profile.reason ? <p className={styles.reason}>반려 사유: {profile.reason}</p> : null}
    >
      <DealerForm
        key={profile.id}
        mode="reapply"
        initial={formFromProfile(profile)}
        submitLabel="재신청하기"
        note={REVIEW_TIME_NOTE}
        // The stored number was verified at sign-up; only a new number needs a code.
        needsPhoneVerification={(phone) => phone !== storedPhone}
        onSubmit={submit}
      />
    </SignupCard>
  );
}
