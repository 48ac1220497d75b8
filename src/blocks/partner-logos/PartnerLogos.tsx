import { BlockTitle } from '@/components/blocks/BlockTitle';
import { Img } from '@/components/ui/Img';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';
import type { PartnerLogosAttributes } from './schema';

/**
 * Grid classes for 5 logos per row, 3 under 600 px (the numbers are
 * PARTNER_LOGOS_PER_ROW, PARTNER_LOGOS_PER_ROW_NARROW and PARTNER_LOGOS_NARROW_BELOW_PX, and a
 * unit test keeps this class list in step with them).
 */
export const PARTNER_LOGO_GRID = 'grid grid-cols-3 min-[600px]:grid-cols-5';

/** Partner logos: a grid of logos, grey until hovered. */
export function PartnerLogos({ attributes }: BlockProps<PartnerLogosAttributes>) {
  const { logos, heading, subHeading, anchor, className } = attributes;
  if (!logos.length) return null;
  return (
    <Section id={anchor} className={`py-10 ${className}`}>
      <div className="mb-6 text-center">
        <BlockTitle heading={heading} subHeading={subHeading} />
      </div>
      <ul className={`${PARTNER_LOGO_GRID} items-center gap-x-6 gap-y-8`} data-logos={logos.length}>
        {logos.map((logo, index) => {
          const image = <Img image={logo.image} className="mx-auto max-h-12 w-auto opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0" sizes="200px" />;
          return (
            <li key={index} className="flex items-center justify-center">
              {logo.link ? (
                <a href={logo.link} className="block" target={logo.link.startsWith('http') ? '_blank' : undefined} rel={logo.link.startsWith('http') ? 'noopener noreferrer' : undefined}>
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
