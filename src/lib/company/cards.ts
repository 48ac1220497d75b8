/**
 * Card height: the path /company/about-us changes the height of the cards.
 *
 * Chosen reading: elsewhere, cards in a row share one minimum height (room for a title, five
 * features and a button), so a row lines up even when a card has less to say; on /company/about-us
 * (any locale) the cards are as tall as their own content. The rule is applied by the cards with
 * features and the role cards.
 */
export const ABOUT_US_PATH = '/company/about-us';

export type CardHeight = 'uniform' | 'content';

export function cardHeightForPath(path: string): CardHeight {
  const clean = '/' + path.replace(/^\/+|\/+$/g, '');
  return clean === ABOUT_US_PATH ? 'content' : 'uniform';
}
