import { z } from 'zod';
import type { ImageSource } from '@/components/ui/types';
import { titledAttributes, titledBlock } from '@/components/blocks/attributes';
import { looseImage, safeLinkUrl } from '@/components/blocks/social/schema';

/** Partner logo: image (a url or an image object; also `logo`), optional link and name. */
const partnerLogoSchema = z.unknown().transform((value): { image: ImageSource | null; link: string } => {
  const record: Record<string, unknown> = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : { image: value };
  const parsed = looseImage.safeParse(record.image ?? record.logo ?? (typeof record.url === 'string' ? { url: record.url, alt: record.alt } : null));
  const image = parsed.success ? parsed.data : null;
  const name = typeof record.name === 'string' ? record.name : '';
  return { image: image ? { ...image, alt: image.alt || name } : null, link: safeLinkUrl(typeof record.link === 'string' ? record.link : '') };
});

/** Partner logos: 5 per row, 3 under 600 px. Logos without a safe image are dropped. */
export const partnerLogosSchema = z
  .object({
    ...titledAttributes,
    logos: z.array(partnerLogoSchema).nullish(),
    partners: z.array(partnerLogoSchema).nullish(),
  })
  .transform((value) => ({
    ...titledBlock(value),
    logos: (value.logos ?? value.partners ?? []).filter((logo): logo is { image: ImageSource; link: string } => logo.image !== null),
  }));
export type PartnerLogosAttributes = z.output<typeof partnerLogosSchema>;
