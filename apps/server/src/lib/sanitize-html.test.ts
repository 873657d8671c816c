import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps notice formatting', () => {
    const html =
      '<h2>안내</h2><p>안녕하세요.<br><strong>중요</strong> <b>굵게</b> <em>기울임</em> <u>밑줄</u></p>' +
      '<ul><li>하나</li></ul><ol><li>둘</li></ol><h3>소제목</h3><h4>작은 제목</h4>' +
      '<table><thead><tr><th colspan="2">구분</th></tr></thead><tbody><tr><td>가</td><td>나</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links and images', () => {
    expect(
      sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener">링크</a>'),
    ).toBe('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener">링크</a>');
    expect(sanitizeHtml('<a href="mailto:help@example.com">메일</a>')).toBe(
      '<a href="mailto:help@example.com">메일</a>',
    );
    expect(sanitizeHtml('<img src="/uploads/notices/a.png" alt="배너">')).toBe(
      '<img src="/uploads/notices/a.png" alt="배너">',
    );
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png" alt="">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="">',
    );
  });

  it('removes scripts and styles with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>x</p>')).toBe('<p>x</p>');
  });

  it('removes event handlers and style attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src="/uploads/a.png" onerror="alert(1)">')).toBe('<img src="/uploads/a.png">');
  });

  it('removes unsafe URLs', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JAVASCRIPT:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html;base64,AAAA">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img>');
    expect(sanitizeHtml('<img src="//evil.example/a.png">')).toBe('<img>');
    expect(sanitizeHtml('<img src="/api/secret">')).toBe('<img>');
    expect(sanitizeHtml('<img src="/uploads/../secret.png">')).toBe('<img>');
    expect(sanitizeHtml('<a href="https://x.example" target="javascript:x">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it('drops unknown tags but keeps their text escaped', () => {
    expect(sanitizeHtml('<div><span>텍스트</span></div>')).toBe('텍스트');
    expect(sanitizeHtml('<svg><circle onload="x"/></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<!-- 주석 --><p>a</p>')).toBe('<p>a</p>');
  });
});
