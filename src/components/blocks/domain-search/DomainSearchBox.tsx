import { getTranslations } from 'next-intl/server';
import type { BlockContext } from '@/blocks/types';
import { siteConfig } from '@/lib/site/config';
import { DomainSearchForm } from './DomainSearch.client';
import type { DomainSearchAttributes } from './schema';

/** Defaults (content-layer §9): endpoint on the control-panel host, key 'domain', 'Find your domain...', 'SEARCH'. */
export async function DomainSearchBox({ attributes, context }: { attributes: DomainSearchAttributes; context: BlockContext }) {
  const t = await getTranslations({ locale: context.locale, namespace: 'blocks.domainSearch' });
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
    />
  );
}
