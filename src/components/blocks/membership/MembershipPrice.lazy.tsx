'use client';

import { hydrateWhenVisible } from '@/components/blocks/hydrate-when-visible';
import { readStoredCurrency, subscribeCurrency } from '@/lib/pricing/currency-store';

export type * from './MembershipPrice.client';

const loadPlanPrice = () => import('./MembershipPrice.client').then((module) => module.PlanPrice);
const loadFigureLine = () => import('./MembershipPrice.client').then((module) => module.FigureLine);

/** A visitor who chose a currency (now or on an earlier page) gets every price in it at once. */
function whenCurrencyChosen(start: () => void): () => void {
  if (readStoredCurrency()) start();
  return subscribeCurrency(() => start());
}

/**
 * Code-split entries of the membership price islands (the plan's price and figure lines in the
 * visitor's currency): server-rendered in running text in the page's currency, their code fetched
 * when they come near the screen — or at once when the visitor has chosen a currency.
 */
export const PlanPrice = hydrateWhenVisible(loadPlanPrice, { inline: true, loadWhen: whenCurrencyChosen });
export const FigureLine = hydrateWhenVisible(loadFigureLine, { inline: true, loadWhen: whenCurrencyChosen });
