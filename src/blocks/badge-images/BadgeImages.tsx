import { BlockTitle } from '@/components/blocks/BlockTitle';
import { Img } from '@/components/ui/Img';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';
import type { BadgeImagesAttributes } from './schema';

/** Badge images: certification and award badges in a centred row, each with its alt text. */
export function BadgeImages({ attributes }: BlockProps<BadgeImagesAttributes>) {
  const { badges, heading, subHeading, anchor, className } = attributes;
  if (!badges.length) return null;
  return (
    <Section id={anchor} className={`py-8 ${className}`}>
      <div className="text-center">
        <BlockTitle heading={heading} subHeading={subHeading} />
      </div>
      <ul className="mt-4 flex flex-wrap items-center justify-center gap-6">
        {badges.map((badge, index) => (
          <li key={index}>
            <Img image={{ ...badge, width: badge.width ?? 96, height: badge.height ?? 96 }} className="h-20 w-auto sm:h-24" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
