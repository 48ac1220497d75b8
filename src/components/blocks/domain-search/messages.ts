/** The results' and errors' messages (domainSearch.json): what LiveResults streams in and ResultsView shows. */
export const resultsMessages = ['domainSearch.results', 'domainSearch.errors'] as const;

/** The DomainSearchForm island's messages: the box (blocks.json) and the results it streams in. */
export const domainSearchMessages = ['blocks.domainSearch', ...resultsMessages] as const;

/** The BulkSearchForm island's messages: the bulk form (domainSearch.json) and the results it streams in. */
export const bulkSearchMessages = ['domainSearch.bulk', ...resultsMessages] as const;
