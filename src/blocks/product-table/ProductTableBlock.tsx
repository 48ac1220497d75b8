import { BlockTitle } from '@/components/blocks/BlockTitle';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { Section } from '@/components/ui/Section';
import { dynamicData } from '@/lib/dynamic-data';
import { fillTable } from '@/lib/product-tables/tables';
import type { BlockProps } from '../types';
import { ProductTableView } from '@/components/blocks/tables/TableView.lazy';
import { tableViewMessages } from '@/components/blocks/tables/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { ProductTableBlockAttributes } from './schema';
import { TableMarkup } from '@/components/blocks/tables/TableMarkup';

/**
 * Premium DNS / Plesk licence table from dynamic data; search and paging only when switched on.
 * Figures in the heading, sub heading and cells are placeholders filled for the page ({product:premium-dns}).
 */
export async function ProductTableBlock({ attributes, context }: BlockProps<ProductTableBlockAttributes>) {
  const { heading, subHeading, key, inlineTable, paginate, pageSize, searchable, anchor, className } = attributes;
  const source = inlineTable ?? dynamicData()[key];
  if (!source || !source.rows.length) {
    console.warn(`[blocks] product table ${key} has no rows on page ${context.pageUri}`);
    return null;
  }
  const copy = await pageCopy(context.locale);
  // The cells' figures are placeholders too ('From {product:premium-dns} per year'), filled as plain
  // text in the page's currency: the searchable table's island receives them ready.
  const table = fillTable(source, (text) => copy.plain(text));
  const label = table.caption || copy.plain(heading?.title) || key;
  let body;
  if (searchable || paginate) {
    body = (
      <IslandMessages locale={context.locale} namespaces={tableViewMessages}>
        <ProductTableView
          table={table}
          searchable={searchable}
          paginate={paginate}
          pageSize={pageSize}
        />
      </IslandMessages>
    );
  } else {
    body = <TableMarkup table={table} rows={table.rows} label={label} />;
  }
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <BlockTitle heading={heading} subHeading={subHeading} subClassName="mb-6 text-lg" copy={copy} />
      <div data-table={key} data-rows={table.rows.length}>
        {body}
      </div>
    </Section>
  );
}
