// /register: the dealer sign-up form; success alerts and goes to /login.
import { useNavigate } from 'react-router';
import type { ErrorCode, SignupField } from '@autobid/shared';
import { failureMessage, type ApiFailure } from '@/lib/http';
import { useSignup } from '../api/submit-application';
import { DealerForm, EMPTY_FORM, type DealerFormValues, type SubmitOutcome } from './dealer-form';
import { SignupCard } from './signup-card';
import { showAlert } from '@/components/ui/app-dialog';

export const SIGNUP_DONE_MESSAGE = '회원가입 신청이 완료되었습니다.';

/** The field a refusal of the application belongs to. */
const FIELD_OF_REFUSAL: Partial<Record<ErrorCode, SignupField>> = {
  USERNAME_TAKEN: 'username',
  PHONE_NOT_VERIFIED: 'phoneNumber',
  PHONE_TAKEN: 'phoneNumber',
};

/** A refused sign-up or re-application: shown under the field it concerns, anything else alerted. */
export function refusalOutcome(result: ApiFailure): SubmitOutcome {
  const message = failureMessage(result);
  const field = result.errorCode ? FIELD_OF_REFUSAL[result.errorCode] : undefined;
  if (field) {
    return { field, message };
  }
  void showAlert(message);
  return null;
}

export function RegisterPage() {
  const navigate = useNavigate();
  const signup = useSignup();

  const submit = async (values: DealerFormValues): Promise<SubmitOutcome> => {
    const result = await signup.mutateAsync(values);
    if (!result.ok) {
      return refusalOutcome(result);
    }
    await showAlert(SIGNUP_DONE_MESSAGE);
    await navigate('/login');
    return null;
  };

  return (
    <SignupCard title="딜러 회원가입" lead="가입 신청 후 심사를 거쳐 승인되면 경매에 참여할 수 있습니다.">
      <DealerForm
        mode="signup"
        initial={EMPTY_FORM}
        submitLabel="회원가입 완료"
        needsPhoneVerification={() => true}
        onSubmit={submit}
      />
    </SignupCard>
  );
}
