import type { ReactNode } from 'react';
import type { BlockContext } from '@/blocks/types';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { isLocale, localizedPath } from '@/i18n/locales';
import type { Currency } from '@/lib/pricing/currency';
import { siteConfig } from '@/lib/site/config';
import { DomainSearchForm } from './DomainSearch.lazy';
import { domainSearchMessages } from './messages';
import type { DomainSearchAttributes } from './schema';

/** The results page of a locale: '/domains/search', '/es/domains/search'. */
export function searchResultsPath(locale: string): string {
  return localizedPath('/domains/search', isLocale(locale) ? locale : 'en');
}

/**
 * Defaults: endpoint on the control-panel host, key 'domain', 'Find your domain...', 'SEARCH' (the
 * island's messages, unless the content names its own placeholder and button).
 * On the results page the server-rendered results come in as `children` with the searched text.
 */
export function DomainSearchBox({
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
  const resultsPath = searchResultsPath(context.locale);
  return (
    <IslandMessages locale={context.locale} namespaces={domainSearchMessages}>
      <DomainSearchForm
        endpoint={attributes.endpoint || siteConfig().fastCheckoutUrl}
        querystring={attributes.querystring}
        searchExt={attributes.searchExt}
        placeholder={attributes.search_placeholder || undefined}
        buttonLabel={attributes.search_button || undefined}
        theme={attributes.theme}
        locale={context.locale}
        resultsPath={resultsPath}
        bulkHref={`${resultsPath}#bulk`}
        initialQuery={initialQuery}
        initialCurrency={initialCurrency}
        syncUrl={initialQuery !== undefined}
        resultsSlotId={resultsSlotId}
      >
        {children}
      </DomainSearchForm>
    </IslandMessages>
  );
}
