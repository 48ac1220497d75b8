import { z } from 'zod';
import { linkTarget } from '@/lib/html/link-target';
import { BUTTON_SIZES, BUTTON_TYPES, HEADING_TAGS, type ButtonSize, type ButtonType, type HeadingTag } from '@/components/ui/types';

/*
 * zod 4: an object key is optional only when its schema is (`.optional()` before a transform keeps
 * it so); the loose primitives below are all optional and output a clean default.
 */
/**
 * Shared block attribute pieces (the block settings every block may carry). CMS values arrive
 * loosely typed ('1', 'on', numbers as strings, missing objects), so each piece accepts the loose
 * form and outputs one clean shape with the spec's defaults.
 *
 * Spec: content-layer.md §3 "Shared block attributes"; pricing-and-catalogue.md §3 "Block settings".
 */

/** 'on', 'true', '1', 1, true -> true; everything else -> false. */
export const flag = z
  .union([z.boolean(), z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => value === true || value === 1 || (typeof value === 'string' && ['on', 'true', '1', 'yes'].includes(value.trim().toLowerCase())));

/**
 * The tables' and lists' switches ("pagination and search are enabled by the value
 * 'on'"): only 'on' (any case, trimmed) turns them on — not true, 1 or yes, which other settings read.
 */
export const onFlag = z
  .union([z.boolean(), z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => typeof value === 'string' && value.trim().toLowerCase() === 'on');

/** An explicit off: false, 0, 'false', '0', 'off', 'no'. Absent or empty is not off. */
export function isSwitchedOff(value: unknown): boolean {
  if (value === false || value === 0) return true;
  return typeof value === 'string' && /^(?:false|0|off|no)$/i.test(value.trim());
}

export const text = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/**
 * A colour a CMS may set (hex, rgb(a), hsl(a)); anything else (a url(), an expression, a name the
 * page might misread) is ''. Safe to put in a style.
 */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;
export const cssColour = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value && SAFE_COLOUR.test(value.trim()) ? value.trim() : ''));

export const optionalNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  });

export { HEADING_TAGS, type HeadingTag } from '@/components/ui/types';

/** Heading tags outside h1-h6 fall back to h3. */
export const headingTag = z
  .unknown()
  .transform((value): HeadingTag => {
    const tag = typeof value === 'string' ? value.trim().toLowerCase() : '';
    return (HEADING_TAGS as readonly string[]).includes(tag) ? (tag as HeadingTag) : 'h3';
  });

export const headingSchema = z
  .union([
    z.string().transform((title) => ({ title })),
    z.object({ title: text, tag: z.unknown().optional(), fontSize: z.union([z.string(), z.number()]).nullish() }).loose(),
    z.null(),
    z.undefined(),
  ])
  .transform((value) => {
    if (!value) return { title: '', tag: 'h3' as HeadingTag, fontSize: undefined };
    const tag = headingTag.parse('tag' in value ? value.tag : undefined);
    const fontSize = 'fontSize' in value && value.fontSize != null && value.fontSize !== '' ? String(value.fontSize) : undefined;
    return { title: value.title, tag, fontSize };
  });
export type HeadingAttribute = z.output<typeof headingSchema>;
/** A heading a block may leave out: the same output, an empty title when absent. */
export const optionalHeading = headingSchema.optional().transform((value): HeadingAttribute => value ?? { title: '', tag: 'h3', fontSize: undefined });

export { BUTTON_SIZES, BUTTON_TYPES, type ButtonSize, type ButtonType } from '@/components/ui/types';

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/**
 * Button type with misspellings accepted (the CMS has 'transparant', 'trasparent', 'borderles',
 * 'border-less', 'primay', ...): the nearest known type within two edits, else primary.
 */
export function normaliseButtonType(value: unknown): ButtonType {
  const raw = typeof value === 'string' ? value.trim().toLowerCase().replace(/[\s_-]+/g, '') : '';
  if (!raw) return 'primary';
  let best: ButtonType = 'primary';
  let bestDistance = Infinity;
  for (const type of BUTTON_TYPES) {
    const distance = editDistance(raw, type);
    if (distance < bestDistance) {
      best = type;
      bestDistance = distance;
    }
  }
  return bestDistance <= 2 ? best : 'primary';
}

export function normaliseButtonSize(value: unknown): ButtonSize {
  const raw = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (BUTTON_SIZES as readonly string[]).includes(raw) ? (raw as ButtonSize) : 'medium';
}

export const modalSchema = z
  .object({ enabled: flag, modal_id: text })
  .loose()
  .nullish()
  .transform((value) => ({ enabled: value?.enabled ?? false, modalId: value?.modal_id ?? '' }));

/** button / button_2: null when there is nothing to show (no title). */
export const buttonSchema = z
  .object({
    title: text.optional(),
    label: text.optional(),
    url: text.optional(),
    target: text.optional(),
    type: z.unknown().optional(),
    size: z.unknown().optional(),
    icon: z.unknown().optional(),
    action: text.optional(),
    is_active: z.unknown().optional(),
    modal: modalSchema.optional(),
  })
  .loose()
  .nullish()
  .transform((value) => {
    const title = value?.title || value?.label || '';
    if (!value || !title) return null;
    // is_active (a button's block setting): an explicit off hides the button; absent shows it.
    if (isSwitchedOff(value.is_active)) return null;
    const icon = typeof value.icon === 'string' ? value.icon : typeof value.icon === 'object' && value.icon && 'url' in value.icon ? String(value.icon.url) : '';
    return {
      title,
      url: value.url ?? '',
      target: linkTarget(value.url ?? '', value.target),
      type: normaliseButtonType(value.type),
      size: normaliseButtonSize(value.size),
      icon,
      action: value.action ?? '',
      modalId: value.modal?.enabled ? value.modal.modalId : '',
    };
  });
export type ButtonAttribute = NonNullable<z.output<typeof buttonSchema>>;

/**
 * The first and second button. The second arrives as `button_2` or, as the generic hero and the
 * banner name it, `buttonTwo` (title or label, url); spread into a block's schema
 * and finish the schema with `.transform(withSecondButton)` so the block reads one `button_2`.
 */
export const buttonPairAttributes = {
  button: buttonSchema.optional(),
  button_2: buttonSchema.optional(),
  buttonTwo: buttonSchema.optional(),
};
export function withSecondButton<T extends { button_2?: ButtonAttribute | null; buttonTwo?: ButtonAttribute | null }>(
  value: T,
): Omit<T, 'buttonTwo' | 'button_2'> & { button_2: ButtonAttribute | null } {
  const { buttonTwo, button_2: second, ...rest } = value;
  return { ...rest, button_2: second ?? buttonTwo ?? null };
}

/** Links the sanitiser allows (http(s), mailto, tel, a site path, a hash). */
export const SAFE_LINK = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** A link a CMS image may carry: a url string or {url, target}; only the sanitiser's safe urls. */
const imageLinkSchema = z
  .union([z.string(), z.object({ url: text, target: text.optional() }).loose(), z.null()])
  .optional()
  .transform((value) => {
    const url = (typeof value === 'string' ? value : value?.url ?? '').trim();
    return SAFE_LINK.test(url) ? url : undefined;
  });
/** image (url, width, height, alt) and, as the generic hero names it, an optional `link`. */
export const imageSchema = z
  .object({
    url: text,
    width: optionalNumber,
    height: optionalNumber,
    alt: text,
    link: imageLinkSchema,
  })
  .loose()
  .nullish()
  .transform((value): { url: string; width?: number; height?: number; alt: string; link?: string } | null =>
    value?.url ? { url: value.url, width: value.width, height: value.height, alt: value.alt, link: value.link } : null,
  );
export type ImageAttribute = NonNullable<z.output<typeof imageSchema>>;

export const mobileImageSettingsSchema = z
  .object({ mobileImage: text, width: optionalNumber, height: optionalNumber, priority: flag, alt: text })
  .loose()
  .nullish()
  .transform((value) => (value?.mobileImage ? { url: value.mobileImage, width: value.width, height: value.height, priority: value.priority, alt: value.alt } : null));

export type MobileImageSettings = NonNullable<z.output<typeof mobileImageSettingsSchema>>;

export const COLUMN_COUNTS = { one: 1, two: 2, three: 3, four: 4 } as const;
/** columns one-four; 'cuatro' and 'vier' are four; default two. */
export const columnsSchema = z.unknown().transform((value): 1 | 2 | 3 | 4 => {
  const raw = typeof value === 'string' ? value.trim().toLowerCase() : typeof value === 'number' ? String(value) : '';
  const aliases: Record<string, 1 | 2 | 3 | 4> = { ...COLUMN_COUNTS, '1': 1, '2': 2, '3': 3, '4': 4, cuatro: 4, vier: 4 };
  return aliases[raw] ?? 2;
});

/** bgColorLeft / bgColorRight: solid or gradient, opacity 0-100 (clamped); null when disabled. */
export const backgroundSchema = z
  .object({
    enabled: flag,
    type: z.unknown().optional(),
    solidColor: text.optional(),
    gradientColor: text.optional(),
    opacity: optionalNumber,
  })
  .loose()
  .nullish()
  .transform((value) => {
    if (!value?.enabled) return null;
    const type = value.type === 'gradient' ? ('gradient' as const) : ('solid' as const);
    const opacity = Math.min(100, Math.max(0, value.opacity ?? 100));
    const color = type === 'gradient' ? value.gradientColor : value.solidColor;
    return color ? { type, color, opacity } : null;
  });

export const alignSchema = z.unknown().transform((value): 'left' | 'right' | 'center' =>
  value === 'right' || value === 'center' ? value : 'left',
);

export const badgeSchema = z
  .union([z.object({ title: text }).loose(), z.string().transform((title) => ({ title })), z.null(), z.undefined()])
  .transform((value) => value?.title ?? '');

export const headingSettingsSchema = z
  .object({ heading_tag: z.unknown().optional(), sub_heading_tag: z.unknown().optional() })
  .loose()
  .nullish()
  .transform((value) => ({
    headingTag: value?.heading_tag ? headingTag.parse(value.heading_tag) : undefined,
    subHeadingTag: value?.sub_heading_tag ? headingTag.parse(value.sub_heading_tag) : undefined,
  }));

/**
 * Animated headings: `animation {enabled, threshold, once}` starts the reveal when
 * at least the configured share of the element is visible (0-1, or a percentage 1-100; default
 * half), once only by default. Null when disabled.
 */
export const animationSchema = z
  .object({ enabled: flag, threshold: optionalNumber, once: z.unknown().optional() })
  .loose()
  .nullish()
  .transform((value) => {
    if (!value?.enabled) return null;
    const raw = value.threshold ?? 0.5;
    const threshold = Math.min(1, Math.max(0, raw > 1 ? raw / 100 : raw));
    return { threshold, once: value.once === undefined ? true : flag.parse(value.once) };
  });

/** A feature line: a string or {title}/{text}/{content}; empties dropped. */
export const featureLines = z
  .array(z.union([z.string(), z.object({ title: text.optional(), text: text.optional(), content: text.optional() }).loose(), z.null()]))
  .nullish()
  .transform((lines) => (lines ?? []).map((line) => (typeof line === 'string' ? line : line?.title || line?.text || line?.content || '')).filter((line) => line.trim() !== ''));

/**
 * heading_settings.heading_tag is the heading's tag when the heading itself names
 * none: applied to the raw attributes before a block's schema reads them (defineBlock), so every
 * block with a heading honours it. An explicit heading.tag wins.
 */
export function applyHeadingSettings<A extends Record<string, unknown>>(attributes: A): A {
  const settings = attributes.heading_settings;
  const tag = settings && typeof settings === 'object' ? (settings as { heading_tag?: unknown }).heading_tag : undefined;
  if (typeof tag !== 'string' || !(HEADING_TAGS as readonly string[]).includes(tag.trim().toLowerCase())) return attributes;
  const heading = attributes.heading;
  if (typeof heading === 'string') return { ...attributes, heading: { title: heading, tag } };
  if (heading && typeof heading === 'object' && !Array.isArray(heading)) {
    const own = (heading as { tag?: unknown }).tag;
    if (typeof own === 'string' && own.trim() !== '') return attributes;
    return { ...attributes, heading: { ...heading, tag } };
  }
  return attributes;
}

/**
 * The shared `width` attribute: a CSS length or percentage ('720', '720px',
 * '60rem', '80%') or one of narrow / medium / wide, as the block's maximum width, centred. Anything
 * else (empty, 'full', an expression) leaves the block at its own width. Applied by RenderBlocks.
 */
const WIDTH_KEYWORDS: Record<string, string> = { narrow: '48rem', medium: '64rem', wide: '80rem' };
export function blockMaxWidth(width: unknown): string | null {
  const raw = typeof width === 'number' ? String(width) : typeof width === 'string' ? width.trim().toLowerCase() : '';
  if (!raw) return null;
  if (WIDTH_KEYWORDS[raw]) return WIDTH_KEYWORDS[raw];
  if (/^\d{2,4}$/.test(raw)) return `${raw}px`;
  if (/^\d{1,4}(?:\.\d+)?(?:px|rem|em|ch)$/.test(raw)) return raw;
  const percent = /^(\d{1,3}(?:\.\d+)?)%$/.exec(raw);
  return percent && Number(percent[1]) > 0 && Number(percent[1]) <= 100 ? raw : null;
}

/** Attributes every block may carry. Spread into a block's own z.object(...). */
export const commonAttributes = {
  advIdentity: text.optional(),
  className: text.optional(),
  anchor: text.optional(),
  align: alignSchema.optional(),
  width: text.optional(),
  modal: modalSchema.optional(),
  /** heading_tag is applied to `heading` before parsing (applyHeadingSettings); sub_heading_tag is read where the sub heading renders. */
  heading_settings: headingSettingsSchema.optional(),
  /** The mobile image settings: the mobile image of blocks with an image (see mobileImageOf). */
  mobile_image_settings: mobileImageSettingsSchema.optional(),
  mobileImageSettings: mobileImageSettingsSchema.optional(),
};

/** The section heading most blocks carry: `heading` (its tag set by heading_settings) and the `sub_heading` under it. */
export const headingAttributes = {
  heading: headingSchema.optional(),
  sub_heading: text.optional(),
};

/** A titled block's attributes: the common ones, a heading and a sub heading. */
export const titledAttributes = { ...commonAttributes, heading: headingSchema.optional(), sub_heading: text.optional() };

/** What a titled block renders of them: its heading (null without one), sub heading, anchor and className. */
export function titledBlock(value: { heading?: HeadingAttribute; sub_heading?: string; anchor?: string; className?: string }) {
  return { heading: value.heading ?? null, subHeading: value.sub_heading ?? '', anchor: value.anchor ?? '', className: value.className ?? '' };
}

/** The block's mobile image: image_mobile, else the mobile image settings' image. */
export function mobileImageOf(attributes: {
  image_mobile?: ImageAttribute | null;
  mobile_image_settings?: MobileImageSettings | null;
  mobileImageSettings?: MobileImageSettings | null;
}): ImageAttribute | null {
  if (attributes.image_mobile) return attributes.image_mobile;
  const settings = attributes.mobile_image_settings ?? attributes.mobileImageSettings;
  return settings ? { url: settings.url, width: settings.width, height: settings.height, alt: settings.alt } : null;
}
/** Whether the mobile image settings ask for an eagerly loaded (priority) image. */
export function mobileImagePriority(attributes: { mobile_image_settings?: MobileImageSettings | null; mobileImageSettings?: MobileImageSettings | null }): boolean {
  return Boolean((attributes.mobile_image_settings ?? attributes.mobileImageSettings)?.priority);
}
