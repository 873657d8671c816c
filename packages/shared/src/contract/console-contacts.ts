// The console's "연락처 보기" (docs/domain.md "Contact relay"): the full number behind a masked one, for a
// purpose, with an audit row per look.
import { contactRevealRequest, contactRevealResult } from '../schemas/contact-reveal';
import { defineRoute } from './route';

export const consoleContactRoutes = {
  reveal: defineRoute({
    method: 'POST',
    path: '/v1/admin/contacts/reveal',
    access: 'operator',
    tag: 'admin',
    summary: '연락처 보기: 목적을 남기고 마스킹된 전화번호 전체를 봅니다 (감사 로그 기록)',
    body: contactRevealRequest,
    response: contactRevealResult,
    refused: [404],
  }),
};
