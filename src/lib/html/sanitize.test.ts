import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml, sanitizeInlineHtml, stripHtml } from './sanitize';

describe('sanitizeInlineHtml (the inline rich-text allowlist)', () => {
  it('keeps the allowed inline tags', () => {
    const html = '<strong>a</strong><em>b</em><b>c</b><i>d</i><u>e</u><mark>f</mark><span>g</span><br><a href="/x">h</a>';
    expect(sanitizeInlineHtml(html)).toBe('<strong>a</strong><em>b</em><b>c</b><i>d</i><u>e</u><mark>f</mark><span>g</span><br /><a href="/x">h</a>');
  });

  it('keeps lang, which marks a part in another language', () => {
    expect(sanitizeInlineHtml('<span lang="en">Know your customer</span>: de identiteit')).toBe('<span lang="en">Know your customer</span>: de identiteit');
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
    expect(sanitizeInlineHtml('<span style="color: red; width: expression(alert(1))">t</span>')).toBe('<span style="color:red">t</span>');
    expect(sanitizeInlineHtml('<span style="background: url(javascript:alert(1))">t</span>')).toBe('<span>t</span>');
    expect(sanitizeInlineHtml('<span style="behavior: url(x.htc)">t</span>')).toBe('<span>t</span>');
  });
});

describe('style: a property allowlist', () => {
  it.each([
    ['color: blue;font-weight:700', 'color:blue;font-weight:700'],
    ['color:#1e293b; background-color: rgb(255, 255, 0)', 'color:#1e293b;background-color:rgb(255, 255, 0)'],
    ['text-align:center;font-style:italic;text-decoration:underline line-through', 'text-align:center;font-style:italic;text-decoration:underline line-through'],
    ['margin:0 0 16px;padding-left:2em;width:50%;height:100%', 'margin:0 0 16px;padding-left:2em;width:50%;height:100%'],
    ['font-size:1.25rem;line-height:1.5;vertical-align:super;white-space:nowrap', 'font-size:1.25rem;line-height:1.5;vertical-align:super;white-space:nowrap'],
  ])('keeps %j', (style, kept) => {
    expect(sanitizeContentHtml(`<p style="${style}">t</p>`)).toBe(`<p style="${kept}">t</p>`);
  });

  it.each([
    // fixed-position overlays (a fake login box over the page)
    'position:fixed;top:0;left:0;width:100%;height:100%;z-index:2147483647;background-color:white',
    'position: fixed; inset: 0',
    'position:absolute;top:-9999px',
    'z-index:999999',
    'width:100vw;height:100vh',
    'width:10000px',
    'width:200%',
    'margin-top:-500px',
    'margin:-1em 0',
    'transform:translate(-50%,-50%) scale(50)',
    'display:block',
    // remote fetches
    'background:url(https://evil.test/track.png)',
    'background-image:url("https://evil.test/a.png")',
    'background-image: URL(//evil.test/a.png)',
    'list-style:url(https://evil.test/x.png)',
    'cursor:url(https://evil.test/c.cur),auto',
    'background-color: url(https://evil.test/x)',
    'color: #fff url(https://evil.test/x)',
    'font-family: x; src: url(https://evil.test/font.woff)',
    'border-image:url(https://evil.test/b.png) 30',
    '@import url(https://evil.test/x.css)',
    // script-ish
    'width: expression(alert(1))',
    'color: expression(alert(1))',
    'behavior: url(x.htc)',
    '-moz-binding: url(https://evil.test/x.xml#xss)',
    'color: var(--x)',
    'width: calc(100% + 9999px)',
    'color: red; color: \\75 rl(https://evil.test/)',
    'background-color:image-set("https://evil.test/x.png" 1x)',
  ])('drops %j', (style) => {
    const html = sanitizeContentHtml(`<p style='${style}'>t</p>`);
    expect(html).not.toMatch(/position|z-index|url|expression|behavior|binding|var\(|calc|image-set|vw|vh|-\d|transform|display|10000px|200%|import/i);
    expect(html).toMatch(/^<p( style="[^"]*")?>t<\/p>$/);
  });

  it('drops the attribute when nothing is left', () => {
    expect(sanitizeInlineHtml('<span style="position:fixed;top:0">t</span>')).toBe('<span>t</span>');
    expect(sanitizeInlineHtml('<a href="/x" style="background:url(https://evil.test/)">x</a>')).toBe('<a href="/x">x</a>');
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
