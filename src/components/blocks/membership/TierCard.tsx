import { ButtonLink } from '@/components/ui/Button';
import { InfoTooltip } from '@/components/ui/InfoTooltip.lazy';
import type { TierId } from '@/lib/memberships/tiers';
import type { Amounts, FilledPart } from '@/lib/pricing/money';
import { FigureLine, PlanPrice } from './MembershipPrice.lazy';
import { IncludedItem } from './IncludedItem';

/** A tier feature: its text with placeholders filled, and its tooltip lines. */
export interface TierCardFeature {
  text: FilledPart[];
  /** The feature as plain text in the locale's currency (the tooltip's name). */
  name: string;
  tooltip: string[];
}

/** A membership tier card: type, price, features with tooltips, ROI and savings — all from the membership facts. */
export interface TierCardData {
  id: TierId;
  name: string;
  /** Regular yearly price by currency, and the running promotion's. */
  yearly: Amounts;
  promo: Amounts | null;
  /** 'ROI 3.5X' (per currency: the savings depend on the currency's prices); null on Supreme L. */
  roi: FilledPart[] | null;
  /** 'Save up to {amount} a year', or on Supreme L 'ROI starting from {amount}'. */
  savings: FilledPart[];
  freeComs: string;
  domains: string;
  features: TierCardFeature[];
  action: { label: string; url: string };
}

export interface TierCardLabels {
  perYear: string;
  /** 'More about {name}' for a feature's name: the name of its tooltip button. */
  moreInfo: (name: string) => string;
}

/**
 * Server-rendered and also rendered inside the tier selector island, so it holds no state: its
 * prices and figures are their own small islands.
 */
export function TierCard({ card, labels, locale, headingLevel = 'h3', highlighted = false }: { card: TierCardData; labels: TierCardLabels; locale: string; headingLevel?: 'h2' | 'h3' | 'h4'; highlighted?: boolean }) {
  const Title = headingLevel;
  return (
    <article
      data-tier={card.id}
      data-testid="tier-card"
      className={`flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg ${highlighted ? 'border-brand ring-2 ring-brand' : 'border-slate-200'}`}
    >
      <Title className="text-2xl">{card.name}</Title>
      <p className="mt-1 text-sm text-slate-700">{card.domains}</p>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <PlanPrice regular={card.yearly} promo={card.promo} locale={locale} className="text-3xl font-extrabold text-heading" />
        <span className="text-sm text-slate-700">{labels.perYear}</span>
      </p>
      <p className="mt-3 font-semibold text-brand-dark">{card.freeComs}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {card.features.map((feature, index) => (
          <IncludedItem key={index}>
            <span>
              <FigureLine parts={feature.text} locale={locale} />
              {feature.tooltip.length ? (
                <span className="ms-1 inline-block align-middle text-slate-600">
                  <InfoTooltip label={labels.moreInfo(feature.name)} text={feature.tooltip.join(' ')} />
                </span>
              ) : null}
            </span>
          </IncludedItem>
        ))}
      </ul>
      <div className="mt-5 grid gap-1 rounded-xl bg-muted p-3 text-sm">
        {card.roi ? <FigureLine as="p" parts={card.roi} locale={locale} className="font-bold" testId="tier-roi" /> : null}
        <FigureLine as="p" parts={card.savings} locale={locale} testId="tier-savings" />
      </div>
      {card.action.url ? (
        <ButtonLink href={card.action.url} className="mt-5 w-full" type={card.id.startsWith('basic') || card.id.startsWith('professional') ? 'primary' : 'transparent'}>
          {card.action.label}
        </ButtonLink>
      ) : null}
    </article>
  );
}
