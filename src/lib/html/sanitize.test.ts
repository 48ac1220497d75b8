import { describe, expect, it } from 'vitest';
import { cleanStyle, sanitizeContentHtml, sanitizeInlineHtml, stripHtml } from './sanitize';

describe('sanitizeInlineHtml (content-layer §5 allowlist)', () => {
  it('keeps the allowed inline tags', () => {
    const html = '<strong>a</strong><em>b</em><b>c</b><i>d</i><u>e</u><mark>f</mark><span>g</span><br><a href="/x">h</a>';
    expect(sanitizeInlineHtml(html)).toBe('<strong>a</strong><em>b</em><b>c</b><i>d</i><u>e</u><mark>f</mark><span>g</span><br /><a href="/x">h</a>');
  });

  it('drops script elements with their content', () => {
    expect(sanitizeInlineHtml('Hi<script>alert(1)</script>!')).toBe('Hi!');
    expect(sanitizeInlineHtml('<SCRIPT SRC=//evil.test/x.js></SCRIPT>ok')).toBe('ok');
  });

  it('unwraps tags outside the allowlist but keeps their text', () => {
    expect(sanitizeInlineHtml('<p>para</p><div>div</div><h2>h</h2>')).toBe('paradivh');
    expect(sanitizeInlineHtml('<iframe src="https://evil.test"></iframe><img src=x onerror=alert(1)>x')).toBe('x');
  });

  it('removes event handler attributes', () => {
    expect(sanitizeInlineHtml('<span onclick="alert(1)" onmouseover="x()">t</span>')).toBe('<span>t</span>');
    expect(sanitizeInlineHtml('<a href="/ok" onfocus="alert(1)">t</a>')).toBe('<a href="/ok">t</a>');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['//evil.test/path'],
    ['relative/path'],
    ['ftp://files.test/x'],
  ])('drops the unsafe link %s', (href) => {
    expect(sanitizeInlineHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it.each(['http://a.test/', 'https://a.test/x?y=1', 'mailto:hi@a.test', 'tel:+31201234567', '/domains', '#faq'])(
    'keeps the safe link %s',
    (href) => {
      expect(sanitizeInlineHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    },
  );

  it('adds noopener and noreferrer to blank targets and drops other targets', () => {
    expect(sanitizeInlineHtml('<a href="https://a.test" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeInlineHtml('<a href="https://a.test" target="_top">x</a>')).toBe('<a href="https://a.test">x</a>');
  });

  it('drops style values with expression, javascript urls or behavior, keeps the rest', () => {
    expect(sanitizeInlineHtml('<span style="color: red; width: expression(alert(1))">t</span>')).toBe('<span style="color: red">t</span>');
    expect(sanitizeInlineHtml('<span style="background: url(javascript:alert(1))">t</span>')).toBe('<span>t</span>');
    expect(sanitizeInlineHtml('<span style="behavior: url(x.htc)">t</span>')).toBe('<span>t</span>');
    expect(cleanStyle('color: blue;font-weight:700')).toBe('color: blue; font-weight:700');
  });
});

describe('sanitizeContentHtml', () => {
  it('keeps paragraphs and lists, still strips scripts and handlers', () => {
    expect(sanitizeContentHtml('<p onclick="x()">a</p><ul><li>b</li></ul><script>bad()</script>')).toBe('<p>a</p><ul><li>b</li></ul>');
  });
});

describe('stripHtml', () => {
  it('returns plain text', () => {
    expect(stripHtml('<b>Hello</b>   <i>world</i><script>x</script>')).toBe('Hello world');
  });
  it('decodes entities once: the text is escaped by React, not twice', () => {
    expect(stripHtml('Q &amp; A')).toBe('Q & A');
    expect(stripHtml('Tom & Jerry')).toBe('Tom & Jerry');
    expect(stripHtml('Don&#8217;t &quot;wait&quot;&nbsp;now')).toBe('Don\u2019t "wait" now');
    expect(stripHtml('a &lt;b&gt; c')).toBe('a <b> c');
    expect(stripHtml('&amp;amp;')).toBe('&amp;');
    expect(stripHtml('<img src=x onerror=alert(1)>Safe')).toBe('Safe');
  });
});
