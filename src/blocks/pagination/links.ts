/**
 * Link of page N on a base url: the `page` query parameter is set (replacing one already there),
 * other parameters and the fragment are kept; a relative base stays relative.
 */
export function pageHref(baseUrl: string, page: number): string {
  const origin = 'http://relative.invalid';
  const url = new URL(baseUrl || '/', origin);
  url.searchParams.set('page', String(page));
  if (url.origin === origin && !/^[a-z][a-z\d+.-]*:/i.test(baseUrl) && !baseUrl.startsWith('//')) {
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return url.toString();
}
