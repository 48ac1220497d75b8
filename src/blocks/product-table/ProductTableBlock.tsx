import { BlockTitle } from '@/components/blocks/BlockTitle';
import { Section } from '@/components/ui/Section';
import { dynamicData } from '@/lib/dynamic-data';
import type { BlockProps } from '../types';
import { ProductTableView } from '@/components/blocks/tables/TableView.lazy';
import { tableViewMessages } from '@/components/blocks/tables/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { ProductTableBlockAttributes } from './schema';
import { TableMarkup } from '@/components/blocks/tables/TableMarkup';

/** Premium DNS / Plesk licence table from dynamic data; search and paging only when switched on. */
export function ProductTableBlock({ attributes, context }: BlockProps<ProductTableBlockAttributes>) {
  const { heading, subHeading, key, inlineTable, paginate, pageSize, searchable, anchor, className } = attributes;
  const table = inlineTable ?? dynamicData()[key];
  if (!table || !table.rows.length) {
    console.warn(`[blocks] product table ${key} has no rows on page ${context.pageUri}`);
    return null;
  }
  const label = table.caption || heading?.title || key;
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
      <BlockTitle heading={heading} subHeading={subHeading} subClassName="mb-6 text-lg" />
      <div data-table={key} data-rows={table.rows.length}>
        {body}
      </div>
    </Section>
  );
}
