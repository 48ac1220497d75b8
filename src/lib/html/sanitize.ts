import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { opensElsewhere } from './link-target';

/**
 * Every CMS string that becomes HTML passes through here (sanitize-html, a real parser-based
 * sanitiser). Two policies:
 *  - inline rich text (to the letter): only strong, em, b, i, u, mark, span, br, a;
 *  - content HTML (FAQ answers, long text, card text): the inline set plus paragraphs, lists and
 *    sub-headings.
 * Both: links only to http:, https:, mailto:, tel:, '/' (not '//') or '#'; `style` only with the
 * properties and values of ALLOWED_STYLES; target=_blank gets rel="noopener noreferrer".
 *
 * Spec: content-layer.md §5.
 */
const INLINE_TAGS = ['strong', 'em', 'b', 'i', 'u', 'mark', 'span', 'br', 'a'];
const CONTENT_TAGS = [...INLINE_TAGS, 'p', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'small', 'sup', 'sub'];

const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * `style` keeps only these properties, each value matching one of its patterns (sanitize-html's
 * allowedStyles; the attribute is parsed by postcss). Anything else is dropped: position, z-index and
 * friends (fixed-position overlays), every url(...) (remote fetches, tracking), expression(),
 * behavior, -moz-binding, var() and calc(). Lengths are plain numbers with px/em/rem/% units and
 * never negative; width and height are percentages up to 100.
 */
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^[a-z]{3,20}$/i, /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.]+(?:deg|%)?(?:\s*[,/]?\s*[\d.]+%?){2,3}\s*\)$/i];
const LENGTH = '(?:0|\\d{1,4}(?:\\.\\d{1,3})?(?:px|em|rem|%))';
const BOX = [new RegExp(`^${LENGTH}(?:\\s+${LENGTH}){0,3}$`, 'i'), /^auto$/i];
const ONE_LENGTH = [new RegExp(`^${LENGTH}$`, 'i')];
const PERCENT = [/^(?:100|\d{1,2})(?:\.\d{1,3})?%$/];
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': [/^(?:left|right|center|justify|start|end)$/i],
  'font-weight': [/^(?:normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(?:normal|italic|oblique)$/i],
  'font-size': [...ONE_LENGTH, /^(?:xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$/i],
  'line-height': [...ONE_LENGTH, /^(?:normal|\d(?:\.\d{1,3})?)$/i],
  'text-decoration': [/^(?:none|(?:underline|overline|line-through)(?:\s+(?:underline|overline|line-through))*)$/i],
  'vertical-align': [/^(?:baseline|sub|super|top|middle|bottom|text-top|text-bottom)$/i],
  'white-space': [/^(?:normal|nowrap|pre|pre-wrap|pre-line)$/i],
  width: PERCENT,
  height: PERCENT,
  'max-width': PERCENT,
  ...Object.fromEntries(
    ['margin', 'padding'].flatMap((box) =>
      ['', '-top', '-right', '-bottom', '-left'].map((side) => [`${box}${side}`, side ? [...ONE_LENGTH, /^auto$/i] : BOX]),
    ),
  ),
};

function options(allowedTags: string[]): sanitizeHtml.IOptions {
  return {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'target', 'rel', 'title', 'class', 'style'],
      // lang marks a part in another language (an English name in Dutch copy: lang="en").
      '*': ['class', 'style', 'lang'],
    },
    // Scheme checks are done below with the spec's exact rule (which also rejects bare relative links).
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Contents of these are dropped entirely, not unwrapped as text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
    allowedStyles: { '*': ALLOWED_STYLES },
    transformTags: {
      '*': (tagName, attribs) => {
        const next: Record<string, string> = { ...attribs };
        if (tagName === 'a') {
          const href = (next.href ?? '').trim();
          if (!SAFE_HREF.test(href)) delete next.href;
          else next.href = href;
          // internal links open in the same tab (link-target.ts)
          if (next.target === '_blank' && next.href && opensElsewhere(next.href)) next.rel = 'noopener noreferrer';
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
