import { describe, expect, it } from 'vitest';
import { escapeText, isHumanText, splitHtml, unescapeText } from './text';

describe('human text', () => {
  it.each([
    ['Register your domain', true],
    ['Search', true],
    ['<p>Members save up to <strong>69%</strong></p>', true],
    ['Then €6.49 per domain per month', true],
    ['1,900+ extensions', true],
    ['e-mail us', true],
    ['SEARCH', true],
    ['FAQ', true],
  ])('%j is translated', (text, expected) => expect(isHumanText(text)).toBe(expected));

  it.each([
    '', '   ', '42', '$10.44', '€ 6,49', '6,49 €', 'USD 49.99', '69%', '2,499',
    'https://example.com/a?b=c', '/company/about-us', '#pricing-table', 'mailto:x@example.com', 'tel:+31201234567',
    'info@example.com', 'example.com', 'shop.example.co.uk', '.com', '.shop', 'com,net,org', '.com, .net, .org',
    'pricing-table', 'acf/heading', 'h2', 'borderles_type', 'advIdentity', '#012856', '2025-03-31T23:59:59Z', '2027-03-01',
    '<br>', '{"a":1}', '[1,2]', 'linear-gradient(135deg,#dbeafe,#fef3c7)', '16px', 'USD', 'EUR', 'INR',
  ])('%j is not', (text) => expect(isHumanText(text)).toBe(false));
});

describe('html', () => {
  it('splits tags from text nodes, comments included', () => {
    expect(splitHtml('<p class="a">Hi <b>there</b><!-- x --></p>')).toEqual([
      { kind: 'tag', value: '<p class="a">' },
      { kind: 'text', value: 'Hi ' },
      { kind: 'tag', value: '<b>' },
      { kind: 'text', value: 'there' },
      { kind: 'tag', value: '</b>' },
      { kind: 'tag', value: '<!-- x -->' },
      { kind: 'tag', value: '</p>' },
    ]);
  });

  it('escapes plain text for an engine and undoes it', () => {
    const text = 'Fish & chips <3 > "quotes"';
    expect(escapeText(text)).toBe('Fish &amp; chips &lt;3 &gt; "quotes"');
    expect(unescapeText(escapeText(text))).toBe(text);
    expect(unescapeText('caf&#233; &#x1F600; &quot;x&quot; &bogus;')).toBe('café 😀 "x" &bogus;');
  });
});
