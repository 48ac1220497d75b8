import type { BlockFixture } from '../types';

export const priceTableFixtures: BlockFixture[] = [
  {
    title: "Price table (content-layer): Register / Register (Members) / Renew / … from the catalogue; search and 5 per page switched 'on'",
    attributes: { heading: { title: 'Prices of popular extensions', tag: 'h2' }, tlds: 'com, net, org, nl, eu, be, de, io, shop, online, store, xyz', search: 'on', pagination: { enabled: 'on', per_page: 5 } },
  },
  {
    title: 'Price table from rows the page passes (extension, operation, prices: the prices are the catalogue’s), no paging',
    attributes: { rows: [{ extension: '.com', operation: 'create', non_member_price: '10.44', member_price: '8.96' }, { extension: '.com', operation: 'renew' }, { extension: 'nl', operation: 'create' }] },
  },
];
