// The two terms documents by route kind; the texts are the sign-up screen's (one source of truth).
export type TermsKind = 'service' | 'privacy';

// Placeholder until the sign-up helper's terms-text.ts lands.
const TERMS_OF_SERVICE = '오토비드 서비스 이용약관입니다.';
const PRIVACY_POLICY = '오토비드 개인정보처리방침입니다.';

export const TERMS_DOCUMENTS: Record<TermsKind, { title: string; text: string }> = {
  service: { title: '이용약관', text: TERMS_OF_SERVICE },
  privacy: { title: '개인정보처리방침', text: PRIVACY_POLICY },
};
