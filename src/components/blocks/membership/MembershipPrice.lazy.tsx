'use client';

import { hydrateWhenVisible } from '@/components/blocks/hydrate-when-visible';

export type * from './MembershipPrice.client';

const loadPlanPrice = () => import('./MembershipPrice.client').then((module) => module.PlanPrice);
const loadFigureLine = () => import('./MembershipPrice.client').then((module) => module.FigureLine);

/**
 * Code-split entries of the membership price islands (the plan's price and figure lines in the
 * visitor's currency): server-rendered in running text, their code fetched when they come near the
 * screen, where the currency they show can be seen.
 */
export const PlanPrice = hydrateWhenVisible(loadPlanPrice, { inline: true });
export const FigureLine = hydrateWhenVisible(loadFigureLine, { inline: true });
