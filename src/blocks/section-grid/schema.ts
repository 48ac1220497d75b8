import { z } from 'zod';
import { isSwitchedOff, SAFE_LINK, buttonPairAttributes, buttonSchema, columnsSchema, commonAttributes, flag, optionalHeading, imageSchema, text, withSecondButton } from '@/components/blocks/attributes';
import { linkTarget } from '@/lib/html/link-target';

const textOrTitle = z
  .union([z.string(), z.number(), z.object({ title: text.optional() }).loose(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : typeof value === 'object' ? (value.title ?? '') : String(value)));

const iconSchema = z
  .union([z.string().transform((url) => (url ? { url, alt: '', width: undefined as number | undefined, height: undefined as number | undefined } : null)), imageSchema])
  .optional()
  .transform((icon) => icon ?? null);

const linkSchema = z
  .union([z.string(), z.object({ url: text.optional(), target: text.optional() }).loose(), z.null()])
  .optional()
  .transform((value) => {
    const url = (typeof value === 'string' ? value : (value?.url ?? '')).trim();
    if (!SAFE_LINK.test(url)) return null;
    return { url, target: linkTarget(url, typeof value === 'object' ? value?.target : undefined) };
  });

/**
 * A grid item (a card, with its block settings, or a TLD promo entry): title or heading, text (also
 * description, card_description, content), icon, image (also imageUrl), value (also number, stat)
 * with its label, button, link, highlightText, new_price and old_price, is_active, tld, isHideMobile.
 */
export const gridItemSchema = z
  .object({
    title: textOrTitle,
    heading: textOrTitle,
    sub_heading: text.optional(),
    badge_title: text.optional(),
    text: text.optional(),
    description: text.optional(),
    card_description: text.optional(),
    content: text.optional(),
    icon: iconSchema,
    image: imageSchema.optional(),
    imageUrl: text.optional(),
    value: text.optional(),
    number: text.optional(),
    stat: text.optional(),
    label: text.optional(),
    button: buttonSchema.optional(),
    link: linkSchema,
    highlightText: text.optional(),
    new_price: text.optional(),
    old_price: text.optional(),
    is_active: flag.optional(),
    tld: text.optional(),
    isHideMobile: flag.optional(),
  })
  .loose()
  .transform((item) => ({
    title: item.title || item.heading || (item.tld ? `.${item.tld.replace(/^\./, '')}` : ''),
    subHeading: item.sub_heading ?? '',
    badge: item.badge_title ?? '',
    text: item.text || item.description || item.card_description || item.content || '',
    icon: item.icon,
    image: item.image ?? (item.imageUrl ? { url: item.imageUrl, alt: '', width: undefined, height: undefined } : null),
    value: item.value || item.number || item.stat || '',
    label: item.label ?? '',
    button: item.button ?? null,
    link: item.link,
    highlight: item.highlightText ?? '',
    newPrice: item.new_price ?? '',
    oldPrice: item.old_price ?? '',
    active: item.is_active ?? false,
    hideOnMobile: item.isHideMobile ?? false,
  }));
export type GridItem = z.output<typeof gridItemSchema>;

const items = z
  .array(gridItemSchema.nullable())
  .nullish()
  .transform((list) => (list ?? []).filter((item): item is GridItem => item !== null && Boolean(item.title || item.text || item.image || item.value)));

/**
 * Section grid: a heading, text and a grid of items, with the registry's identity values and the
 * block settings as layouts. Items arrive as `items`, `list_items` or `cards`.
 * Block settings: columns one, three, four (cuatro, vier), default two; `lists_icon`
 * is the icon of items without their own; `is_active` off hides the block (absent: shown).
 */
export const sectionGridSchema = z
  .object({
    ...commonAttributes,
    heading: optionalHeading,
    sub_heading: text.optional(),
    content: text.optional(),
    columns: z.unknown().optional(),
    items,
    list_items: items,
    cards: items,
    image: imageSchema.optional(),
    lists_icon: iconSchema,
    is_active: z.union([z.boolean(), z.string(), z.number(), z.null()]).optional(),
    ...buttonPairAttributes,
  })
  .transform(withSecondButton)
  .transform(({ list_items: listItems, cards, lists_icon: listsIcon, is_active: isActive, ...value }) => {
    const items = value.items.length ? value.items : listItems.length ? listItems : cards;
    return {
      ...value,
      // columns one-four (cuatro/vier are four); default two.
      columns: columnsSchema.parse(value.columns),
      items: listsIcon ? items.map((item) => (item.icon ? item : { ...item, icon: listsIcon })) : items,
      // Only an explicit 'off' (false, 0, 'false', 'no') hides the block; without the setting it shows.
      active: !isSwitchedOff(isActive),
    };
  });
export type SectionGridAttributes = z.output<typeof sectionGridSchema>;
