// The two terms documents by route kind; the texts are the sign-up screen's (one source of truth).
import { PRIVACY_POLICY, TERMS_OF_SERVICE, type TermsDocument } from '@/lib/terms-text';

export type TermsKind = 'service' | 'privacy';

export const TERMS_DOCUMENTS: Record<TermsKind, { title: string; document: TermsDocument }> = {
  service: { title: '이용약관', document: TERMS_OF_SERVICE },
  privacy: { title: '개인정보처리방침', document: PRIVACY_POLICY },
};
