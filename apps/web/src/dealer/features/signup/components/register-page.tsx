// /register: the dealer sign-up form; success alerts and goes to /login.
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { api, type ErrorCode, type SignupField, type SignupRequest } from '@autobid/shared';
import { ApiError, call, refusalText } from '@/lib/call';
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

/**
 * A refused sign-up or re-application (sent silent): shown under the field it concerns, anything else
 * alerted.
 */
export function refusalOutcome(error: unknown): SubmitOutcome {
  const message = refusalText(error);
  const errorCode = error instanceof ApiError ? error.errorCode : null;
  const field = errorCode ? FIELD_OF_REFUSAL[errorCode] : undefined;
  if (field) {
    return { field, message };
  }
  void showAlert(message);
  return null;
}

export function RegisterPage() {
  const navigate = useNavigate();
  const signup = useMutation({
    mutationFn: (body: SignupRequest) => call(api.dealers.signup, { body }, { silent: true }),
  });

  const submit = async (values: DealerFormValues): Promise<SubmitOutcome> => {
    try {
      await signup.mutateAsync(values);
    } catch (error) {
      return refusalOutcome(error);
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
