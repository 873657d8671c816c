// The server stores notice HTML sanitized; the browser sanitizes it again before rendering so a bad row
// or a compromised server still cannot run script in the page.
import DOMPurify from 'dompurify';

export function sanitizeNoticeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
  });
}
