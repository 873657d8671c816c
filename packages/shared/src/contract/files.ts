// Uploads (docs/decisions/016): one multipart field `file`, sent with a credential — a session token,
// sign-up's upload grant or a completion code link. The credential is checked by the route itself, before
// the body, so the route is 'public' to the table's guard.
import { UPLOAD_CODE_LINK_HEADER, UPLOAD_GRANT_HEADER } from '../constants';
import { uploadRequest, uploadResponse } from '../schemas/account';
import { defineRoute } from './route';

export const fileRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/v1/files/images',
    access: 'public',
    tag: 'files',
    summary: '이미지/PDF 업로드 (multipart 필드 file)',
    description: `자격 증명 하나가 필요합니다: Authorization(딜러·판매자·운영자 토큰), ${UPLOAD_GRANT_HEADER}(가입 휴대폰 인증의 uploadGrant) 또는 ${UPLOAD_CODE_LINK_HEADER}(거래 완료 링크의 코드).`,
    body: uploadRequest,
    response: uploadResponse,
    refused: [401, 409, 413, 415, 429],
    created: true,
  }),
};
