/**
 * Blog constants. One place: the hub, the blocks, the API
 * route and the feed read them from here.
 */

/** Posts fetched per request to the content source, by cursor. */
export const BLOG_FETCH_SIZE = 50;
/** Posts shown per page of the blog hub. */
export const BLOG_PAGE_SIZE = 10;
/** Next appears only while the loaded posts number at most this many (and more exist). */
export const BLOG_NEXT_LOADED_LIMIT = 200;
/**
 * The last page the hub can reach: loading stops once more than 200 posts are loaded, i.e. after
 * the fetch that brought 200 up to 250.
 */
export const BLOG_MAX_PAGE = Math.ceil((BLOG_NEXT_LOADED_LIMIT + BLOG_FETCH_SIZE) / BLOG_PAGE_SIZE);
/** Reading time: words divided by this, rounded up. */
export const WORDS_PER_MINUTE = 200;
/** Excerpts longer than this many characters are cut (to EXCERPT_CUT_LENGTH plus an ellipsis). */
export const EXCERPT_LIMIT = 85;
export const EXCERPT_CUT_LENGTH = 86;
/** Blog card counts in the carousel: 1 below 768 px, 2 below 1024 px, else 3. */
export const CAROUSEL_BREAKPOINTS = [
  { below: 768, cards: 1 },
  { below: 1024, cards: 2 },
] as const;
export const CAROUSEL_MAX_CARDS = 3;
/** Longest search text the hub and the API accept. */
export const SEARCH_MAX_LENGTH = 100;
