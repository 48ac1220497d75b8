import type { BlockFixture } from '@/blocks/types';
import type { BlockAttributes } from '@/lib/content/types';

/** Pieces the block fixtures share (the catalogue at /blocks renders the fixtures). */

/** An image under public/images/marketing with its real size. */
export function marketingImage(file: string, width: number, height: number, alt: string) {
  return { url: `/images/marketing/${file}`, width, height, alt };
}

/**
 * The fixture of one advIdentity variant: titled by the variant's name (and what it shows, when
 * given), with an h2 heading; `attributes` adds the variant's own settings.
 */
export function variantFixture(advIdentity: string, shows: string | undefined, heading: string, attributes: BlockAttributes = {}): BlockFixture {
  return { title: shows ? `${advIdentity}: ${shows}` : advIdentity, attributes: { advIdentity, heading: { title: heading, tag: 'h2' }, ...attributes } };
}
