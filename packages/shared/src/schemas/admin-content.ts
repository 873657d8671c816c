// The operator console's content calls (`/v1/admin/notices`, `/v1/admin/faqs`): notices written as rich
// text (the server sanitizes the HTML before storing it, and shows the operator that HTML as a preview) and
// the FAQ per category in the order dealers read it.
import { z } from 'zod';
import { FAQ_CATEGORIES } from '../enums';
import { pagingQuery } from './common';
import { formatNumber } from '../format';

export const NOTICE_TITLE_MAX = 100;
/** Characters of a notice's HTML: a long notice with tables and links stays far below this. */
export const NOTICE_CONTENTS_MAX = 100_000;
export const FAQ_TITLE_MAX = 200;
export const FAQ_CONTENTS_MAX = 5_000;

export const ADMIN_CONTENT_MESSAGES = {
  titleRequired: '제목을 입력해주세요.',
  titleTooLong: `제목은 ${NOTICE_TITLE_MAX}자 이내로 입력해주세요.`,
  contentsRequired: '내용을 입력해주세요.',
  contentsTooLong: `내용이 너무 깁니다. ${formatNumber(NOTICE_CONTENTS_MAX)}자 이내로 줄여주세요.`,
  searchTooLong: '검색어는 100자 이내로 입력해주세요.',
  categoryRequired: '분류를 선택해주세요.',
  questionRequired: '질문을 입력해주세요.',
  questionTooLong: `질문은 ${FAQ_TITLE_MAX}자 이내로 입력해주세요.`,
  answerRequired: '답변을 입력해주세요.',
  answerTooLong: `답변은 ${formatNumber(FAQ_CONTENTS_MAX)}자 이내로 입력해주세요.`,
  directionRequired: '이동 방향을 선택해주세요.',
  noticeNotFound: '삭제되었거나 없는 공지입니다.',
  faqNotFound: '삭제되었거나 없는 FAQ입니다.',
  unchanged: '변경된 내용이 없습니다.',
  alreadyFirst: '이미 맨 위에 있습니다.',
  alreadyLast: '이미 맨 아래에 있습니다.',
} as const;

/**
 * Whether notice HTML says anything: some text or an image. An empty editor still sends `<p></p>`, and a
 * body of only markup must be refused like an empty one.
 */
export function htmlHasContent(html: string): boolean {
  if (/<img\b/i.test(html)) {
    return true;
  }
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text.length > 0;
}

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const noticeContents = z
  .string({ error: ADMIN_CONTENT_MESSAGES.contentsRequired })
  .max(NOTICE_CONTENTS_MAX, ADMIN_CONTENT_MESSAGES.contentsTooLong);

/** `POST /v1/admin/notices`, `PUT /v1/admin/notices/{id}`: the HTML is sanitized before it is stored. */
export const noticeWriteRequest = z.object({
  title: required(
    ADMIN_CONTENT_MESSAGES.titleRequired,
    NOTICE_TITLE_MAX,
    ADMIN_CONTENT_MESSAGES.titleTooLong,
  ),
  contents: noticeContents.refine(htmlHasContent, ADMIN_CONTENT_MESSAGES.contentsRequired),
});
export type NoticeWriteRequest = z.input<typeof noticeWriteRequest>;

/** `POST /v1/admin/notices/preview`: the HTML being written, possibly still empty. */
export const noticePreviewRequest = z.object({ contents: noticeContents });
export type NoticePreviewRequest = z.input<typeof noticePreviewRequest>;

/** The HTML exactly as it would be stored (and as dealers will read it). */
export const noticePreview = z.object({ contents: z.string() });
export type NoticePreview = z.infer<typeof noticePreview>;

/** `GET /v1/admin/notices?q&page&size`: newest first, `q` searches the title. */
export const adminNoticesQuery = pagingQuery(20).extend({
  q: z.string().trim().max(100, ADMIN_CONTENT_MESSAGES.searchTooLong).optional(),
});
export type AdminNoticesQuery = z.output<typeof adminNoticesQuery>;

export const adminNoticeListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  /** When it was last edited after it was written; null when never. */
  editedAt: z.string().nullable(),
});
export type AdminNoticeListItem = z.infer<typeof adminNoticeListItem>;

/** A notice as the console edits it: the stored (sanitized) HTML. */
export const adminNotice = adminNoticeListItem.extend({ contents: z.string() });
export type AdminNotice = z.infer<typeof adminNotice>;

/** The answer of a delete: which row went. */
export const deletedContent = z.object({ id: z.number().int() });
export type DeletedContent = z.infer<typeof deletedContent>;

/** `GET /v1/admin/faqs?category=`: in the order dealers read them. */
export const adminFaqsQuery = z.object({
  category: z.enum(FAQ_CATEGORIES, { error: ADMIN_CONTENT_MESSAGES.categoryRequired }).optional(),
});

export const adminFaq = z.object({
  id: z.number().int(),
  category: z.enum(FAQ_CATEGORIES),
  title: z.string(),
  contents: z.string(),
  sortOrder: z.number().int(),
});
export type AdminFaq = z.infer<typeof adminFaq>;

/** `POST /v1/admin/faqs`, `PUT /v1/admin/faqs/{id}`: plain text; a new one (or one moved to another category) goes last. */
export const faqWriteRequest = z.object({
  category: z.enum(FAQ_CATEGORIES, { error: ADMIN_CONTENT_MESSAGES.categoryRequired }),
  title: required(
    ADMIN_CONTENT_MESSAGES.questionRequired,
    FAQ_TITLE_MAX,
    ADMIN_CONTENT_MESSAGES.questionTooLong,
  ),
  contents: required(
    ADMIN_CONTENT_MESSAGES.answerRequired,
    FAQ_CONTENTS_MAX,
    ADMIN_CONTENT_MESSAGES.answerTooLong,
  ),
});
export type FaqWriteRequest = z.input<typeof faqWriteRequest>;

/** `POST /v1/admin/faqs/{id}/move`: one place up or down within its category. */
export const faqMoveRequest = z.object({
  direction: z.enum(['UP', 'DOWN'], { error: ADMIN_CONTENT_MESSAGES.directionRequired }),
});
export type FaqMoveRequest = z.input<typeof faqMoveRequest>;
