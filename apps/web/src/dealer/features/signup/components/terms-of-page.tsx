// /termsof: the terms of service and privacy policy before sign-up; agreeing leads to /register.
import { ButtonLink } from '@/components/ui/button';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '@/lib/terms-text';
import { TermsBox } from './terms-box';
import { SignupCard } from './signup-card';
import styles from './signup-layout.module.css';

export function TermsOfPage() {
  return (
    <SignupCard title="약관 동의" lead="오토비드 딜러 회원가입을 위해 아래 약관을 확인해주세요.">
      <div className={styles.stack}>
        <TermsBox document={TERMS_OF_SERVICE} />
        <TermsBox document={PRIVACY_POLICY} />
      </div>
      <p className={styles.note}>아래 버튼을 누르면 이용약관 및 개인정보 처리방침에 동의한 것으로 봅니다.</p>
      <ButtonLink to="/register" size="lg" block>
        동의하고 회원가입
      </ButtonLink>
    </SignupCard>
  );
}
