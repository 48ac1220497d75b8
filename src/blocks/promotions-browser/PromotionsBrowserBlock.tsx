import { getTranslations } from 'next-intl/server';
import { getPaginationLabels } from '@/components/ui/pagination-labels';
import { Section } from '@/components/ui/Section';
import { localizedPath } from '@/i18n/locales';
import { catalogue } from '@/lib/pricing/catalogue';
import { showTrialCard } from '@/lib/promotions/browser';
import { promotionsNow } from '@/lib/promotions/clock';
import { domainDeals } from '@/lib/promotions/domain-deals';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { PromotionsBrowser, type PromotionsBrowserLabels } from './PromotionsBrowser.lazy';
import type { PromotionsBrowserAttributes } from './schema';

export async function PromotionsBrowserBlock({ attributes, context }: BlockProps<PromotionsBrowserAttributes>) {
  const [t, pager, index] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'promotions' }), getPaginationLabels(context.locale), catalogue().current()]);
  const deals = domainDeals(index, { flash_sale: attributes.flash_sale, special_discounts: attributes.special_discounts }).map((deal) => ({
    ...deal,
    href: localizedPath(deal.href, context.locale),
  }));
  const trial = attributes.email_security_trial && showTrialCard(attributes.email_security_trial.launch_date, promotionsNow()) ? attributes.email_security_trial : null;
  const labels: PromotionsBrowserLabels = {
    deal: t('deal'),
    deals: { all: t('deals.all'), flash_sale: t('deals.flash_sale'), special_discounts: t('deals.special_discounts') },
    category: t('category'),
    categories: { domains: t('categories.domains'), membership: t('categories.membership'), products: t('categories.products') },
    search: t('search'),
    searchPlaceholder: t('searchPlaceholder'),
    results: t.raw('results') as string,
    noDomains: t('noDomains'),
    noMembership: t('noMembership'),
    noMembershipText: t('noMembershipText'),
    noProducts: t('noProducts'),
    memberPrice: t('memberPrice'),
    nonMemberPrice: t('nonMemberPrice'),
    perYear: t('perYear'),
    off: t.raw('off') as string,
    validUntil: t.raw('validUntil') as string,
    view: t.raw('view') as string,
    unavailable: t('unavailable'),
    trialBadge: t('trialBadge'),
    pager,
  };
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} subClassName="mb-6 text-lg" />
      <PromotionsBrowser locale={context.locale} deals={deals} trial={trial} labels={labels} />
    </Section>
  );
}
