import { z } from 'zod';
import { buttonSchema, commonAttributes, headingSchema, text } from '../shared/attributes';
import { looseImage, safeVideoUrl } from '../social-shared/schema';

/**
 * About-us hero (pricing §2 Screens "about-us hero with background video"; §8 "Background video in
 * the about-us hero hides on load error and a fallback image is used"): heading, sub_heading,
 * content, button, button_2, video (a file url, or {url}) and image (the fallback, also the poster).
 */
export const aboutUsHeroSchema = z
  .object({
    ...commonAttributes,
    heading: headingSchema,
    sub_heading: text.optional(),
    content: text.optional(),
    button: buttonSchema.optional(),
    button_2: buttonSchema.optional(),
    video: z.union([text, z.object({ url: text }).loose().transform((value) => value.url)]).optional(),
    background_video: z.union([text, z.object({ url: text }).loose().transform((value) => value.url)]).optional(),
    image: looseImage.optional(),
    fallback_image: looseImage.optional(),
  })
  .transform((value) => ({
    heading: value.heading,
    subHeading: value.sub_heading ?? '',
    content: value.content ?? '',
    button: value.button ?? null,
    button2: value.button_2 ?? null,
    video: safeVideoUrl(value.video || value.background_video || ''),
    image: value.fallback_image ?? value.image ?? null,
    anchor: value.anchor ?? '',
    className: value.className ?? '',
  }));
export type AboutUsHeroAttributes = z.output<typeof aboutUsHeroSchema>;
