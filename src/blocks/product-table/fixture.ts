import type { BlockFixture } from '../types';

export const productTableFixtures: BlockFixture[] = [
  {
    title: 'Premium DNS table from dynamic data (premiumDnsTableData), searchable, 10 per page',
    attributes: {
      heading: { title: 'Standard DNS is free; Premium DNS from {product:premium-dns} per year', tag: 'h2' },
      table: 'premiumDnsTableData',
      searchable: 'on',
      pagination: { enabled: 'on', per_page: 'ten' },
    },
  },
  {
    title: 'Plesk licence table from dynamic data (pleskLicenseTableData): 30 rows and a Buy now row',
    attributes: { anchor: 'plesk-licences', heading: { title: 'Plesk licences compared', tag: 'h2' }, table: 'pleskLicenseTableData' },
  },
];
