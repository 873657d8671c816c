// /register: the dealer sign-up form; success alerts and goes to /login.
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '@autobid/shared';
import { PageContainer } from '@/components/ui/page-container';
import { failureMessage } from '@/lib/http';
import { useSignup } from '../api/submit-application';
import { DealerForm, EMPTY_FORM, type DealerFormValues, type SubmitOutcome } from './dealer-form';
import styles from './signup-layout.module.css';
import { cn } from '@/lib/cn';

export const SIGNUP_DONE_MESSAGE = '회원가입 신청이 완료되었습니다.';

/** Server messages that belong to one field; anything else is alerted. */
export function fieldOfServerMessage(message: string): SubmitOutcome {
  if (message === ACCOUNT_MESSAGES.usernameTaken) {
    return { field: 'username', message };
  }
  if (message === ACCOUNT_MESSAGES.phoneNotVerified) {
    return { field: 'phoneNumber', message };
  }
  return null;
}

export function RegisterPage() {
  const navigate = useNavigate();
  const signup = useSignup();

  const submit = async (values: DealerFormValues): Promise<SubmitOutcome> => {
    const result = await signup.mutateAsync(values);
    if (!result.ok) {
      const message = failureMessage(result);
      const outcome = fieldOfServerMessage(message);
      if (!outcome) {
        window.alert(message);
      }
      return outcome;
    }
    window.alert(SIGNUP_DONE_MESSAGE);
    await navigate('/login');
    return null;
  };

  return (
    <PageContainer className={styles.container}>
      <div className={cn('surface-card', styles.card)}>
        <header className={styles.head}>
          <h1 className={styles.heading}>딜러 회원가입</h1>
          <p className={styles.lead}>가입 신청 후 심사를 거쳐 승인되면 경매에 참여할 수 있습니다.</p>
        </header>
        <DealerForm mode="signup" initial={EMPTY_FORM} submitLabel="회원가입 완료" needsPhoneVerification={() => true} onSubmit={submit} />
      </div>
    </PageContainer>
  );
}
