import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';
import { sanitizeContentHtml } from './sanitize';

describe('internal links open in the same tab', () => {
  it('keeps a new tab only for addresses that leave the site', () => {
    expect(linkTarget('https://www.iso.org/standard/27001', '_blank')).toBe('_blank');
    expect(linkTarget('/blog/pricing-domains', '_blank')).toBeUndefined();
    expect(linkTarget('#faq', '_blank')).toBeUndefined();
    expect(linkTarget('mailto:a@example.com', '_blank')).toBeUndefined();
    expect(linkTarget('https://example.com', '_self')).toBeUndefined();
  });

  it('the CMS sanitiser drops target=_blank from internal links', () => {
    expect(sanitizeContentHtml('<a href="/domains" target="_blank">x</a>')).toBe('<a href="/domains">x</a>');
    expect(sanitizeContentHtml('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
