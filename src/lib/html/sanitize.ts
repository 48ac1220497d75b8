import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

/**
 * Every CMS string that becomes HTML passes through here (sanitize-html, a real parser-based
 * sanitiser). Two policies:
 *  - inline rich text (content-layer §5, to the letter): only strong, em, b, i, u, mark, span, br, a;
 *  - content HTML (FAQ answers, long text, card text): the inline set plus paragraphs, lists and
 *    sub-headings.
 * Both: links only to http:, https:, mailto:, tel:, '/' (not '//') or '#'; style values containing
 * expression(, a javascript: url or behavior are dropped; target=_blank gets rel="noopener noreferrer".
 */
const INLINE_TAGS = ['strong', 'em', 'b', 'i', 'u', 'mark', 'span', 'br', 'a'];
const CONTENT_TAGS = [...INLINE_TAGS, 'p', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'small', 'sup', 'sub'];

const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;
const DANGEROUS_STYLE = /expression\s*\(|javascript\s*:|behavior\s*:|behaviour\s*:|-moz-binding|url\s*\(\s*['"]?\s*javascript/i;

/** Keeps the declarations of a style attribute that carry no script; drops the rest. */
export function cleanStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration && declaration.includes(':') && !DANGEROUS_STYLE.test(declaration))
    .join('; ');
}

function options(allowedTags: string[]): sanitizeHtml.IOptions {
  return {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'target', 'rel', 'title', 'class', 'style'],
      '*': ['class', 'style'],
    },
    // Scheme checks are done below with the spec's exact rule (which also rejects bare relative links).
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Contents of these are dropped entirely, not unwrapped as text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
    parseStyleAttributes: false,
    transformTags: {
      '*': (tagName, attribs) => {
        const next: Record<string, string> = { ...attribs };
        if (next.style !== undefined) {
          const cleaned = cleanStyle(next.style);
          if (cleaned) next.style = cleaned;
          else delete next.style;
        }
        if (tagName === 'a') {
          const href = (next.href ?? '').trim();
          if (!SAFE_HREF.test(href)) delete next.href;
          else next.href = href;
          if (next.target === '_blank') next.rel = 'noopener noreferrer';
          else delete next.target;
        }
        return { tagName, attribs: next };
      },
    },
  };
}

const inlineOptions = options(INLINE_TAGS);
const contentOptions = options(CONTENT_TAGS);

export function sanitizeInlineHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, inlineOptions) : '';
}

export function sanitizeContentHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, contentOptions) : '';
}

/**
 * Plain text of a CMS string (for headings, FAQ questions, attributes, meta tags, aria labels): the tags
 * removed by the sanitiser, then its HTML entities decoded, since React escapes text itself. Without the
 * decoding "Q &amp; A" reached React still encoded and showed as "Q &amp;amp; A" on the page. The result
 * is text: never put it into HTML unescaped.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  return decodeHTML(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
}
