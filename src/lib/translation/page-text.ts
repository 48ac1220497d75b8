import { Parser } from 'htmlparser2';

/**
 * The visitor-facing text of a server-rendered page, for the language checks (the e2e crawl of
 * /es and /nl and `npm run translations:missing`).
 *
 * Text nodes and the attributes a visitor reads or hears (alt, title, placeholder, aria-label) are
 * collected per region: 'main' (inside <main>) or 'chrome' (header, footer, everything else in
 * <body>). A subtree whose lang attribute names another language than the page's (lang="en" on an
 * English-only part) is set aside as 'foreign', and so is a subtree marked translate="no": a name or
 * number that is the same in every language (the company's name, address, registration number from
 * the company record). Scripts, styles, templates and noscript are skipped.
 *
 * Streamed parts: React sends a suspended part of the page later, at the end of <body>, as
 * <div hidden id="S:n"> that a script moves into the placeholder <template id="B:n">. Such a part
 * belongs to the region (and language) of its placeholder, as a visitor sees it.
 */
export interface TextItem {
  text: string;
  region: 'main' | 'chrome';
  /** Inside an element whose lang is not the page's language. */
  foreign: boolean;
  /** An attribute's value rather than a text node ('alt', 'aria-label' …). */
  attribute?: string;
}

export interface PageText {
  /** The lang of <html> ('es-ES'). */
  lang: string | null;
  items: TextItem[];
  /** Site-internal links of the page (href values as written). */
  links: string[];
}

const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg']);
const READ_ATTRIBUTES = ['alt', 'title', 'placeholder', 'aria-label'];
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const primary = (lang: string) => lang.toLowerCase().split('-')[0]!;

export function pageText(html: string): PageText {
  const items: TextItem[] = [];
  const links: string[] = [];
  let pageLang: string | null = null;
  // One frame per open element: whether it changes the language, is skipped, or is <main>.
  const stack: { name: string; foreign: boolean; skipped: boolean; main: boolean }[] = [];
  /** Suspense boundaries by number: where their placeholder stood. */
  const boundaries = new Map<string, { main: boolean; foreign: boolean }>();
  const top = () => stack[stack.length - 1];
  let buffer = '';

  const flush = () => {
    const text = buffer.replace(/\s+/g, ' ').trim();
    buffer = '';
    const frame = top();
    if (!text || frame?.skipped) return;
    items.push({ text, region: frame?.main ? 'main' : 'chrome', foreign: frame?.foreign ?? false });
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flush();
        const parent = top();
        if (name === 'html') pageLang = attributes.lang ?? null;
        const lang = attributes.lang;
        const foreign = lang !== undefined && pageLang !== null ? primary(lang) !== primary(pageLang) : (parent?.foreign ?? false);
        const frame = {
          name,
          foreign: attributes.translate === 'no' || (lang !== undefined ? foreign : (parent?.foreign ?? false)),
          skipped: (parent?.skipped ?? false) || SKIPPED.has(name),
          main: (parent?.main ?? false) || name === 'main',
        };
        const placeholder = name === 'template' ? /^B:(\d+)$/.exec(attributes.id ?? '') : null;
        if (placeholder) boundaries.set(placeholder[1]!, { main: frame.main, foreign: frame.foreign });
        const streamed = name === 'div' && attributes.hidden !== undefined ? /^S:(\d+)$/.exec(attributes.id ?? '') : null;
        const boundary = streamed ? boundaries.get(streamed[1]!) : undefined;
        if (boundary) Object.assign(frame, boundary);
        if (!frame.skipped) {
          for (const attribute of READ_ATTRIBUTES) {
            const value = attributes[attribute]?.replace(/\s+/g, ' ').trim();
            if (value) items.push({ text: value, region: frame.main ? 'main' : 'chrome', foreign: frame.foreign, attribute });
          }
          if (name === 'a' && attributes.href) links.push(attributes.href);
        }
        if (!VOID.has(name)) stack.push(frame);
      },
      ontext(text) {
        buffer += text;
      },
      onclosetag(name, implied) {
        if (VOID.has(name)) return;
        flush();
        // Pop to the matching element (htmlparser2 reports implied closes too).
        for (let index = stack.length - 1; index >= 0; index -= 1) {
          if (stack[index]!.name === name) {
            stack.length = index;
            break;
          }
        }
        void implied;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return { lang: pageLang, items, links };
}

/**
 * The text of <main> a reader of the page's language reads: text nodes (not attributes) outside
 * parts marked with another lang, joined by newlines.
 */
export function mainText(page: PageText): string {
  return page.items
    .filter((item) => item.region === 'main' && !item.foreign && !item.attribute)
    .map((item) => item.text)
    .join('\n');
}
