import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from './sanitize-notice-html';

describe('sanitizeNoticeHtml', () => {
  it('keeps formatting and drops script, handlers and javascript: links', () => {
    const html = sanitizeNoticeHtml(
      '<p onclick="x()">안내<strong>중요</strong></p><script>alert(1)</script><a href="javascript:alert(1)">링크</a><img src=x onerror=alert(1)>',
    );
    expect(html).toContain('<p>안내<strong>중요</strong></p>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });
});
