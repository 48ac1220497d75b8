import { Check, Clock } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { CmsButton } from '@/components/blocks/CmsButton';
import { Heading } from '@/components/ui/Heading';
import { InfoTooltip } from '@/components/ui/InfoTooltip.lazy';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { TermsDialog } from '@/components/ui/TermsDialog.lazy';
import { promotionsNow } from '@/lib/promotions/clock';
import { discountLabel, hasEndDate, roundedPercentage, validUntilDate } from '@/lib/promotions/display';
import { pageCopy, type Copy } from '@/components/blocks/pricing/copy';
import { CountdownTimer } from '@/components/blocks/Countdown.lazy';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { countdownEndDate, parseCountdownDate } from '@/lib/site/countdown';
import { htmlLangByLocale } from '@/i18n/locales';
import type { BlockProps } from '../types';
import type { PromoCard, PromoHeroAttributes } from './schema';

type Props = BlockProps<PromoHeroAttributes>;

/** The look and parts of each promo family. */
interface PromoFamily {
  /** data-variant value (the advIdentity family name). */
  family: 'black-friday' | 'christmas' | 'ssl' | 'membership' | 'bbq' | 'promo';
  surface: string;
  badge: string;
  /** Percentage when the content gives none (ssl_promo_70_off → 70). */
  defaultPercentage?: number;
  countdown?: boolean;
  sslTeaser?: boolean;
  /** A light surface: buttons in their normal colours. */
  light?: boolean;
}

/**
 * One stage of the staged animation (six steps, one per second). Pure CSS (delays of
 * `step` seconds, class promo-stage in globals.css): content is there without JavaScript, and
 * prefers-reduced-motion shows everything at once.
 */
function Stage({ step, children, className = '' }: { step: number; children: ReactNode; className?: string }) {
  return (
    <div className={`promo-stage ${className}`} data-step={step} style={{ '--promo-step': step } as CSSProperties}>
      {children}
    </div>
  );
}

/** A card's sale and original prices: placeholders ({price:com}, {price:com:nonmember-regular}) filled for the page. */
function CardPrice({ card, copy }: { card: PromoCard; copy: Copy }) {
  if (!card.sales_price && !card.org_price) return null;
  return (
    <p className="mt-3 flex items-baseline gap-2">
      {card.sales_price ? <span className="text-2xl font-extrabold">{copy.text(card.sales_price)}</span> : null}
      {card.org_price ? <s className="text-sm opacity-75">{copy.text(card.org_price)}</s> : null}
    </p>
  );
}

function PromoCards({ cards, off, copy }: { cards: PromoCard[]; off: (percentage: number) => string; copy: Copy }) {
  if (cards.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.promotion_name}>
          <article
            aria-label={card.promotion_name}
            className="flex h-full flex-col rounded-2xl bg-white p-5 text-ink shadow-lg"
            style={card.promo_type_bg_color ? { borderTop: `6px solid ${card.promo_type_bg_color}` } : undefined}
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="text-xl font-extrabold">{card.promotion_name}</h3>
              {roundedPercentage(card.percentage) !== null ? (
                <span className="rounded-full bg-highlight px-2.5 py-1 text-xs font-bold text-slate-900">{discountLabel(null, card.percentage, off)}</span>
              ) : null}
            </div>
            {card.type ? (
              // The type label in the card's own colours (promo_type_bg_color, font_color), else muted.
              <p
                className={`mt-1 self-start text-xs font-semibold uppercase tracking-wide ${card.promo_type_bg_color ? 'rounded px-2 py-0.5' : ''} ${card.font_color ? '' : 'text-slate-600'}`}
                style={{ backgroundColor: card.promo_type_bg_color || undefined, color: card.font_color || undefined }}
                data-testid="promo-card-type"
              >
                {card.type}
              </p>
            ) : null}
            {card.description ? copy.html(card.description, { className: 'mt-2 text-sm' }) : null}
            <CardPrice card={card} copy={copy} />
            {card.link ? (
              <a href={card.link.url} target={card.link.target} rel={card.link.target ? 'noopener noreferrer' : undefined} className="mt-auto inline-flex min-h-11 items-center pt-3 font-semibold text-brand underline-offset-4 hover:underline">
                {card.link_item_text || card.link.title || card.promotion_name}
              </a>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * A promo hero runs by the one promotions clock: once its end date (or countdown date) has passed
 * it is not shown at all, so no page advertises an offer that has ended.
 */
async function PromoHero({ attributes, context, family }: Props & { family: PromoFamily }) {
  const end = parseCountdownDate(attributes.countdown_date || attributes.end_date || '');
  if (end && end.getTime() <= promotionsNow().getTime()) return null;
  const [t, copy] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'promotions.hero' }), pageCopy(context.locale)]);
  const off = (percentage: number) => t('off', { percentage });
  const label = discountLabel(attributes.label, attributes.percentage ?? family.defaultPercentage, off);
  const countdownTarget = family.countdown ? parseCountdownDate(attributes.countdown_date || attributes.end_date || '') : null;
  const heading = attributes.heading;
  return (
    <Section id={attributes.anchor} className={`py-12 sm:py-16 ${family.surface} ${attributes.className ?? ''}`}>
      <div data-variant={family.family} className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <Stage step={0}>
            <p className={`inline-block rounded-full px-4 py-1.5 text-sm font-extrabold uppercase tracking-wide ${family.badge}`} data-testid="promo-discount">
              {label}
            </p>
          </Stage>
          <Stage step={1} className="mt-4">
            <Heading tag={heading.tag} look="h1" fontSize={heading.fontSize} className="text-balance text-current">
              {copy.html(heading.title, { inline: true, as: 'span' })}
            </Heading>
            {attributes.sub_heading ? copy.html(attributes.sub_heading, { inline: true, as: 'p', className: 'mt-3 text-lg opacity-90' }) : null}
          </Stage>
          <Stage step={2} className="mt-5">
            {attributes.content ? copy.html(attributes.content) : null}
            {family.sslTeaser ? (
              <ul className="mt-3 space-y-1 font-semibold">
                <li>{copy.text(t.raw('ssl.from') as string)}</li>
                <li>{t('ssl.threeForTwo')}</li>
                <li>{t('ssl.twoPlusOne')}</li>
              </ul>
            ) : null}
            {attributes.features.length ? (
              <ul className="mt-3 space-y-2">
                {attributes.features.map((feature) => (
                  <li key={feature.text} className="flex items-center gap-2">
                    <Check aria-hidden="true" className="size-4 shrink-0" />
                    {copy.html(feature.text, { inline: true, as: 'span' })}
                    {feature.tooltip ? <InfoTooltip text={feature.tooltip} label={t('moreInfo')} /> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </Stage>
          <Stage step={3} className="mt-5">
            {countdownTarget ? (
              <div className="inline-flex items-center gap-3 rounded-xl bg-black/20 px-4 py-3" data-testid="promo-countdown">
                <Clock aria-hidden="true" className="size-5" />
                <IslandMessages locale={context.locale} namespaces={['blocks.countdown']}>
                  <CountdownTimer
                    target={countdownTarget.toISOString()}
                    initialNow={promotionsNow().getTime()}
                    endDate={countdownEndDate(countdownTarget, htmlLangByLocale[context.locale])}
                  />
                </IslandMessages>
              </div>
            ) : (
              <p className="font-semibold" data-testid="promo-valid-until">
                {/* A missing end date reads N/A on English pages; es/nl say so in their own words. */}
                {hasEndDate(attributes.end_date) ? t('validUntil', { date: validUntilDate(attributes.end_date, context.locale) }) : t('noEndDate')}
              </p>
            )}
          </Stage>
          <Stage step={4} className="mt-6 flex flex-wrap items-center gap-4">
            <CmsButton button={attributes.button} inverse={!family.light} />
            {attributes.terms ? (
              <TermsDialog trigger={t('terms')} title={attributes.terms_title || t('terms')} close={t('close')}>
                <RichText html={attributes.terms} className="prose-cms" />
              </TermsDialog>
            ) : null}
          </Stage>
        </div>
        <Stage step={5}>
          <PromoCards cards={attributes.cards} off={off} copy={copy} />
        </Stage>
      </div>
    </Section>
  );
}

function variant(family: PromoFamily): ComponentType<Props> {
  function PromoVariant(props: Props) {
    return <PromoHero {...props} family={family} />;
  }
  PromoVariant.displayName = `PromoHero(${family.family})`;
  return PromoVariant;
}

const blackFriday: PromoFamily = { family: 'black-friday', surface: 'bg-slate-950 text-white [&_h1]:text-white [&_h2]:text-white', badge: 'bg-highlight text-slate-900' };
const christmas: PromoFamily = { family: 'christmas', surface: 'bg-[#7f1d1d] text-white [&_h1]:text-white [&_h2]:text-white', badge: 'bg-white text-[#7f1d1d]' };
const ssl: PromoFamily = { family: 'ssl', surface: 'bg-[#064e3b] text-white [&_h1]:text-white [&_h2]:text-white', badge: 'bg-[#a7f3d0] text-slate-900', sslTeaser: true };
const membership: PromoFamily = { family: 'membership', surface: 'bg-brand-dark text-white [&_h1]:text-white [&_h2]:text-white', badge: 'bg-highlight text-slate-900' };

/**
 * advIdentity → promo hero (spellings as the content system sends them): the spec's promo variants
 * and the promo identities of its other tags (bbq_promotion, ssl-promo,
 * membership_promotion, black-friday). black_friday_tld_hero is a hero variant (acf/hero), not one
 * of these.
 */
export const promoHeroVariants: Record<string, ComponentType<Props>> = {
  black_friday_promo: variant(blackFriday),
  'black-friday': variant(blackFriday),
  'black-friday-list': variant(blackFriday),
  chirstmas_promo: variant(christmas),
  'chirstmas-promo': variant(christmas),
  ssl_page: variant(ssl),
  ssl_promo: variant(ssl),
  'ssl-promo': variant(ssl),
  ssl_promo_70_off: variant({ ...ssl, defaultPercentage: 70 }),
  'ssl-promo-70-off': variant({ ...ssl, defaultPercentage: 70 }),
  'ssl-promo-75-off': variant({ ...ssl, defaultPercentage: 75 }),
  'membership-promo': variant(membership),
  membership_promotion: variant({ ...membership, countdown: true }),
  bbq_promotion: variant({ family: 'bbq', surface: 'bg-[#7c2d12] text-white [&_h1]:text-white [&_h2]:text-white', badge: 'bg-[#fed7aa] text-slate-900', countdown: true }),
};

/**
 * Without a known advIdentity: a plain promotion on the light surface, no countdown — so that
 * membership-promo keeps a look of its own (the dark membership band) and an untagged promo does not
 * pass for a membership offer.
 */
export const DefaultPromoHero = variant({ family: 'promo', surface: 'bg-muted text-ink', badge: 'bg-brand text-white', light: true });
