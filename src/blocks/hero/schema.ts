import { z } from 'zod';
import { domainSearchSchema } from '../domain-search/schema';
import {
  backgroundSchema,
  badgeSchema,
  buttonSchema,
  commonAttributes,
  headingSchema,
  imageSchema,
  text,
} from '../shared/attributes';

/** A feature line: a string or {title}/{text}/{content}. */
const featureLine = z
  .union([z.string(), z.object({ title: text.optional(), text: text.optional(), content: text.optional() }).loose()])
  .transform((value) => (typeof value === 'string' ? value : value.title || value.text || value.content || ''));

/**
 * Hero attributes shared by every variant (advIdentity): basic-two-column-hero-banner,
 * verticle-hero (spelling as the CMS sends it), homepage_hero, home-page-long-text-right-image.
 */
export const heroSchema = z.object({
  ...commonAttributes,
  heading: headingSchema,
  sub_heading: text.optional(),
  heading_highlight: text.optional(),
  content: text.optional(),
  /** The extra text revealed by Read More (home-page-long-text-right-image). */
  long_text: text.optional(),
  badge: badgeSchema.optional(),
  button: buttonSchema.optional(),
  button_2: buttonSchema.optional(),
  image: imageSchema.optional(),
  image_mobile: imageSchema.optional(),
  features: z
    .array(featureLine)
    .nullish()
    .transform((lines) => (lines ?? []).filter(Boolean)),
  bgColorLeft: backgroundSchema.optional(),
  bgColorRight: backgroundSchema.optional(),
  /** Optional domain search settings (homepage_hero and others show a search box when present). */
  search: domainSearchSchema.nullish(),
});
export type HeroAttributes = z.output<typeof heroSchema>;
