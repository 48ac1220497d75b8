import { isHumanText } from './text';

/**
 * Which strings of a JSON value are translated.
 *
 * - 'json' (POST /api/translate-json, labels): every human string (text.ts) except under keys that
 *   name machine values (url, type, size, columns, tag, ids, colours, dates …). Keys themselves are
 *   never translated.
 * - 'blocks' (block attributes at render): only the text attributes — heading,
 *   sub_heading, content, text, button and button_2 titles, list items, FAQ items, labels … — so
 *   columns, button type/size, variants and settings keep their values whatever they look like.
 * - 'labels' (the label helpers): every human string, whatever its key ({search: 'Search'}).
 * In all, an array's strings belong to the array's key (features: ['…', '…']).
 */
export type FieldMode = 'json' | 'blocks' | 'labels';

const STRUCTURAL_KEYS = new Set(
  [
    'url', 'href', 'link', 'links', 'src', 'srcset', 'image', 'images', 'icon', 'poster', 'video', 'logo', 'file', 'download',
    'tag', 'type', 'size', 'columns', 'classname', 'class', 'style', 'id', 'ids', 'slug', 'uri', 'path', 'target', 'rel', 'anchor',
    'advidentity', 'variant', 'variation', 'variations', 'align', 'alignment', 'layout', 'theme', 'position', 'format', 'mode', 'status',
    'color', 'colour', 'background', 'date', 'time', 'locale', 'lang', 'language', 'currency', 'tld', 'tlds', 'ext', 'email', 'phone',
    'tel', 'code', 'key', 'width', 'height', 'fontsize', 'autoplay', 'loop', 'controls', 'modestbranding', 'search', 'pagination',
    'data', 'html_id', 'output_dom_id', 'modal_id', 'env', 'source_language', 'target_language', 'featuredtlds', 'search_ext',
    'promotion_name', 'search_theme', 'disclosure_page', 'security_email', 'pricing_anchor', 'portal_id', 'form_id', 'region',
  ].map((key) => key.toLowerCase()),
);
const STRUCTURAL_SUFFIX = /(?:url|_id|Id|link|color|colour|date|_at|email|anchor|icon|image|class|tag)$/i;

const TEXT_KEYS = new Set(
  [
    'heading', 'sub_heading', 'subheading', 'sub_title', 'subtitle', 'title', 'content', 'text', 'description', 'label', 'labels',
    'long_text', 'short_text', 'heading_highlight', 'highlight', 'highlights', 'buttonName', 'button_text', 'buttonText', 'placeholder',
    'search_placeholder', 'search_button', 'memberPriceText', 'nonMemberPriceText', 'durationText', 'price_text', 'terms', 'tooltip',
    'tooltip_content', 'tooltipContent', 'alt', 'caption', 'question', 'answer', 'excerpt', 'note', 'badge', 'badge_text', 'message',
    'cta', 'cta_text', 'ctaText', 'list_title', 'listTitle', 'features', 'sales_points', 'benefits', 'points', 'list', 'list_items',
    'items', 'noResults', 'tryDifferent', 'metaDesc', 'category', 'readTimeLabel', 'empty_text', 'disclaimer', 'summary', 'quote',
    'subtext', 'sub_text', 'info', 'info_text', 'legend', 'value_text', 'saleLabel', 'sale_label', 'promo_label', 'discount_label',
    // Block-specific text attributes: trust strip figures and their words, feature card bullets,
    // customer story links, people's roles, the text block's variant texts, table heads and cells,
    // the lead form's text and the promotion price list's header row.
    'pre', 'post', 'value', 'bullets', 'linkText', 'role', 'v3Title', 'v3Description', 'v3Features', 'v3CtaText', 'v3BadgeText',
    'v5Title', 'v5Description', 'head', 'rows', 'form_text', 'promotions',
  ].map((key) => key.toLowerCase()),
);

export function isTranslatableKey(key: string | undefined, mode: FieldMode): boolean {
  if (mode === 'labels') return true;
  if (mode === 'blocks') return key !== undefined && TEXT_KEYS.has(key.toLowerCase());
  if (key === undefined) return true;
  return !STRUCTURAL_KEYS.has(key.toLowerCase()) && !STRUCTURAL_SUFFIX.test(key);
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A copy of value with every translatable string passed through map (other values untouched). */
export function mapStrings<T>(value: T, mode: FieldMode, map: (text: string) => string): T {
  const walk = (node: unknown, key: string | undefined, depth: number): unknown => {
    if (depth > 64) return node;
    if (typeof node === 'string') return isTranslatableKey(key, mode) && isHumanText(node) ? map(node) : node;
    if (Array.isArray(node)) return node.map((item) => walk(item, key, depth + 1));
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(node as Record<string, Json>)) out[name] = walk(child, name, depth + 1);
      return out;
    }
    return node;
  };
  return walk(value, undefined, 0) as T;
}

/** The translatable strings of a value, each once, in document order. */
export function collectStrings(value: unknown, mode: FieldMode, into: Set<string> = new Set()): Set<string> {
  mapStrings(value, mode, (text) => {
    into.add(text);
    return text;
  });
  return into;
}
