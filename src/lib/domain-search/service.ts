import 'server-only';
import { z } from 'zod';
import { isLocale } from '@/i18n/locales';
import { ApiError } from '@/lib/http/api-error';
import { catalogue } from '@/lib/pricing/catalogue';
import { currencyForLocale } from '@/lib/pricing/currency';
import { BULK_MAX_NAMES, QUERY_MAX_LENGTH } from './input-limits';
import { planBulkSearch, planSearch, type SearchInputCode } from './plan';
import { enforceSearchLimit, searchCost } from './rate';
import { searchAnswer } from './search';
import type { SearchAnswer } from './types';

/**
 * One entry for the API route and the results page: validate the request, count it against the
 * client's limit, plan the rows and price them. Checking the rows is the caller's (stream or await).
 */
export const searchRequestSchema = z.object({
  /** One name: 'myshop', 'myshop.es', 'bücher.de'. */
  query: z.string().max(QUERY_MAX_LENGTH * 4).optional(),
  /** Bulk: names one per line (at most BULK_MAX_NAMES). */
  names: z.string().max(BULK_MAX_NAMES * (QUERY_MAX_LENGTH + 2)).optional(),
  locale: z.string().refine(isLocale).default('en'),
  /** The visitor's currency on English pages (es/nl are EUR, hi is INR whatever is sent). */
  currency: z.string().nullish(),
  /** The search box's extension for a name typed without one. */
  searchExt: z.string().max(63).regex(/^\.?[a-z0-9.-]*$/i).nullish(),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;

/** HTTP status of each input code. */
const STATUS: Record<SearchInputCode, 400 | 413 | 422> = {
  'query-required': 400,
  'query-too-long': 400,
  'invalid-domain': 400,
  'not-registrable': 422,
  'too-many-names': 413,
};

export class SearchInputError extends ApiError {
  constructor(readonly inputCode: SearchInputCode) {
    super(STATUS[inputCode], inputCode, inputCode, { query: inputCode });
  }
}

/**
 * The priced rows of a search, every one pending. Throws SearchInputError for bad input and the
 * limiter's 429 `rate-limit-exceeded` when the client searched too often (a refused search is not
 * counted twice: input is checked first, and only searches that would run are counted).
 */
export async function prepareSearch(request: SearchRequest, client: string): Promise<SearchAnswer> {
  const parsed = searchRequestSchema.safeParse(request);
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
    throw new SearchInputError(tooLong ? (request.names !== undefined ? 'too-many-names' : 'query-too-long') : 'invalid-domain');
  }
  const { query, names, locale, searchExt } = parsed.data;
  const currency = currencyForLocale(locale, parsed.data.currency);
  const index = await catalogue().current();
  const options = { locale, currency, searchExt: searchExt?.replace(/^\./, '').toLowerCase() };
  const mode = names !== undefined ? 'bulk' : 'single';
  const plan = mode === 'bulk' ? planBulkSearch(names ?? '', index, options) : planSearch(query ?? '', index, options);
  if (!plan.ok) throw new SearchInputError(plan.code);
  await enforceSearchLimit(client, searchCost(mode, plan.rows.length));
  return searchAnswer(plan, index, currency, locale, mode);
}
