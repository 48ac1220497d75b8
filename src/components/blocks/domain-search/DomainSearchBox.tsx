import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { BlockContext } from '@/blocks/types';
import { isLocale, localizedPath } from '@/i18n/locales';
import type { Currency } from '@/lib/pricing/currency';
import { siteConfig } from '@/lib/site/config';
import { DomainSearchForm } from './DomainSearch.lazy';
import { domainSearchLabels } from './labels';
import type { DomainSearchAttributes } from './schema';

/** The results page of a locale: '/domains/search', '/es/domains/search'. */
export function searchResultsPath(locale: string): string {
  return localizedPath('/domains/search', isLocale(locale) ? locale : 'en');
}

/**
 * Defaults: endpoint on the control-panel host, key 'domain', 'Find your domain...', 'SEARCH'.
 * On the results page the server-rendered results come in as `children` with the searched text.
 */
export async function DomainSearchBox({
  attributes,
  context,
  initialQuery,
  initialCurrency,
  resultsSlotId,
  children,
}: {
  attributes: DomainSearchAttributes;
  context: Pick<BlockContext, 'locale'>;
  initialQuery?: string;
  initialCurrency?: Currency;
  /** Where the results go (an element id) when the box sits in a narrow column. */
  resultsSlotId?: string;
  children?: ReactNode;
}) {
  const [t, labels] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'blocks.domainSearch' }), domainSearchLabels(context.locale)]);
  const resultsPath = searchResultsPath(context.locale);
  return (
    <DomainSearchForm
      endpoint={attributes.endpoint || siteConfig().fastCheckoutUrl}
      querystring={attributes.querystring}
      searchExt={attributes.searchExt}
      placeholder={attributes.search_placeholder || t('placeholder')}
      buttonLabel={attributes.search_button || t('button')}
      inputLabel={t('label')}
      invalidMessage={t('invalid')}
      theme={attributes.theme}
      locale={context.locale}
      resultsPath={resultsPath}
      bulkHref={`${resultsPath}#bulk`}
      labels={labels}
      initialQuery={initialQuery}
      initialCurrency={initialCurrency}
      syncUrl={initialQuery !== undefined}
      resultsSlotId={resultsSlotId}
    >
      {children}
    </DomainSearchForm>
  );
}
