import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { BulkSearchForm } from '@/components/blocks/domain-search/BulkSearch.client';
import { DomainSearchBox, searchResultsPath } from '@/components/blocks/domain-search/DomainSearchBox';
import { bulkSearchMessages } from '@/components/blocks/domain-search/messages';
import { ResultsView, SearchError } from '@/components/blocks/domain-search/ResultsView';
import { domainSearchSchema } from '@/components/blocks/domain-search/schema';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Section } from '@/components/ui/Section';
import { htmlLangByLocale, localizedPath, locales } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { SearchInputError, prepareSearch, type SearchRequest } from '@/lib/domain-search/service';
import { searchLimitValues } from '@/lib/domain-search/input-limits';
import { completeSearch } from '@/lib/domain-search/search';
import type { SearchAnswer, SearchErrorCode } from '@/lib/domain-search/types';
import { ApiError } from '@/lib/http/api-error';
import { clientIp } from '@/lib/http/rate-limit';
import { siteConfig } from '@/lib/site/config';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'domainSearch.page' });
  const { siteUrl } = siteConfig();
  const languages = Object.fromEntries(locales.map((other) => [htmlLangByLocale[other], `${siteUrl}${localizedPath('/domains/search', other)}`]));
  return {
    title: t('title'),
    description: t('metaDescription', searchLimitValues),
    alternates: { canonical: `${siteUrl}${searchResultsPath(locale)}`, languages },
    // a page of results is the visitor's own, not a page to index
    robots: query.q !== undefined || query.names !== undefined ? { index: false, follow: true } : undefined,
  };
}

/** Runs a search to the end (every row answered or past its deadline); input and limit failures become their code. */
type Outcome = { answer?: SearchAnswer; error?: SearchErrorCode };

async function fullSearch(request: SearchRequest, client: string): Promise<Outcome> {
  try {
    return { answer: await completeSearch(await prepareSearch(request, client)) };
  } catch (error) {
    if (error instanceof SearchInputError) return { error: error.inputCode };
    if (error instanceof ApiError && error.status === 429) return { error: 'rate-limit-exceeded' };
    console.error('[domain-search] results page', error);
    return { error: 'search-failed' };
  }
}

/**
 * /domains/search?q=name (and ?names=… for bulk): the results page. It answers in full on the
 * server — every row available, taken or unknown, priced in the page currency — so it works
 * without JavaScript; with JavaScript the next search streams in place (the search box island).
 */
export default async function DomainSearchPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const q = first(query.q);
  const names = first(query.names);
  const ext = first(query.ext)?.slice(0, 63);
  const [t, requestHeaders] = await Promise.all([getTranslations({ locale, namespace: 'domainSearch' }), headers()]);
  const client = clientIp(requestHeaders);
  const searchExt = ext && /^\.?[a-z0-9.-]+$/i.test(ext) ? ext : undefined;
  const none: Outcome = {};
  const [single, bulk] = await Promise.all([
    q !== undefined ? fullSearch({ query: q, locale, searchExt }, client) : none,
    names !== undefined ? fullSearch({ names, locale }, client) : none,
  ]);
  const checkout = { endpoint: siteConfig().fastCheckoutUrl, querystring: 'domain' };
  const resultsPath = searchResultsPath(locale);
  return (
    <main id="main" data-page="domain-search">
      <Section className="bg-brand-dark py-10 text-white sm:py-14">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl font-bold text-white sm:text-4xl">{t('page.heading')}</h1>
          <p className="mt-3 text-lg">{t('page.intro')}</p>
          <div className="mt-6">
            <DomainSearchBox attributes={domainSearchSchema.parse({ search_theme: 'large', search_ext: searchExt })} context={{ locale }} initialQuery={q ?? ''} initialCurrency={single.answer?.currency}>
              {single.error ? <SearchError code={single.error} /> : null}
              {single.answer ? <ResultsView answer={single.answer} checkout={checkout} bulkHref="#bulk" idPrefix="search-results" /> : null}
            </DomainSearchBox>
          </div>
        </div>
      </Section>
      <Section id="bulk" className="scroll-mt-16 py-12" labelledBy="bulk-heading">
        <div className="mx-auto max-w-4xl">
          <h2 id="bulk-heading" className="text-2xl font-bold">
            {t('bulk.heading')}
          </h2>
          <p className="mt-2 text-slate-700">{t('bulk.intro', searchLimitValues)}</p>
          <div className="mt-4">
            <IslandMessages locale={locale} namespaces={bulkSearchMessages}>
              <BulkSearchForm locale={locale} resultsPath={`${resultsPath}#bulk`} checkout={checkout} initialNames={names}>
                {bulk.error ? <SearchError code={bulk.error} /> : null}
                {bulk.answer ? <ResultsView answer={bulk.answer} checkout={checkout} idPrefix="bulk-results" /> : null}
              </BulkSearchForm>
            </IslandMessages>
          </div>
        </div>
      </Section>
    </main>
  );
}
