export const QUERY_PAGES: RegExp[];
export const BLOG_HUB_KEYS: string[];
export function keptQueryKeys(pathname: string): 'all' | string[];
export function pageUrl(url: string | undefined): { url: string; removed: string | null };
export function redirectWithQuery(location: unknown, removed: string | null, host: string | undefined): unknown;
export function stripPageQuery(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): void;
