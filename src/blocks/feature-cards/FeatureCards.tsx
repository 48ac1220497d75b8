import { Check } from 'lucide-react';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { pageCopy, type Copy } from '@/components/blocks/pricing/copy';
import { CmsButton } from '@/components/blocks/CmsButton';
import { GRID_COLUMNS } from '@/components/ui/grid-columns';
import { Img } from '@/components/ui/Img';
import { Section } from '@/components/ui/Section';
import { cardHeightForPath, type CardHeight } from '@/lib/company/cards';
import { CARD_HEIGHT_CLASS } from '@/components/blocks/social/card-height';
import { CARD_FEATURES_DESKTOP_MAX } from '@/lib/social-proof/constants';
import type { BlockProps } from '../types';
import type { FeatureCard, FeatureCardsAttributes } from './schema';

/**
 * A feature past the fifth is hidden when the viewport is wider than 700 px (CARD_FEATURES_DESKTOP_MAX,
 * CARD_FEATURES_DESKTOP_ABOVE_PX; a unit test keeps this class in step).
 */
export const HIDDEN_ON_DESKTOP = 'min-[701px]:hidden';


function Card({ card, height, copy }: { card: FeatureCard; height: CardHeight; copy: Copy }) {
  return (
    <article className={`flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${CARD_HEIGHT_CLASS[height]}`} data-card-height={height}>
      {card.image ? <Img image={card.image} className="mb-4 rounded-lg" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" /> : null}
      {card.icon ? <Img image={{ ...card.icon, width: card.icon.width ?? 48, height: card.icon.height ?? 48 }} className="mb-4 size-12" /> : null}
      <h3 className="text-xl">
        {copy.html(card.title, { inline: true, as: 'span' })}
      </h3>
      {copy.html(card.text, { className: 'mt-2 text-ink' })}
      {card.features.length ? (
        <ul className="mt-4 space-y-2">
          {card.features.map((feature, index) => (
            <li key={index} className={`flex gap-2 ${index >= CARD_FEATURES_DESKTOP_MAX ? HIDDEN_ON_DESKTOP : ''}`.trim()} data-feature={index + 1}>
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              {copy.html(feature, { inline: true, as: 'span' })}
            </li>
          ))}
        </ul>
      ) : null}
      {card.button ? (
        <div className="mt-auto pt-5">
          <CmsButton button={card.button} />
        </div>
      ) : null}
    </article>
  );
}

/**
 * Cards with features: icon or image, title, text, features (5 on wide screens), button. Figures in
 * the title, text and features are placeholders filled for the page ('From {product:ssl-dv} per year').
 */
export async function FeatureCards({ attributes, context }: BlockProps<FeatureCardsAttributes>) {
  const { cards, heading, subHeading, columns, anchor, className } = attributes;
  if (!cards.length) return null;
  const copy = await pageCopy(context.locale);
  const height = cardHeightForPath(context.path);
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <div className="mb-8 text-center">
        <BlockTitle heading={heading} subHeading={subHeading} subClassName="text-lg" />
      </div>
      <div className={`grid gap-6 ${GRID_COLUMNS[columns]}`}>
        {cards.map((card, index) => (
          <Card key={index} card={card} height={height} copy={copy} />
        ))}
      </div>
    </Section>
  );
}
