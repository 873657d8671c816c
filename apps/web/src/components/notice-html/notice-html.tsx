// A notice's body as dealers read it: the stored HTML (sanitized by the server) sanitized again before it is
// rendered, with the notice typography. The dealer's notice page and the console's preview both use it, so
// the preview looks exactly like the notice.
import { cn } from '@/lib/cn';
import { sanitizeNoticeHtml } from './sanitize-notice-html';
import styles from './notice-html.module.css';

/** The notice typography alone, for a surface that shows notice HTML itself (the console's editor). */
export const noticeHtmlClassName = styles.html;

export function NoticeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(styles.html, className)}
      dangerouslySetInnerHTML={{ __html: sanitizeNoticeHtml(html) }}
    />
  );
}
