import { getTranslations } from 'next-intl/server';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { getPaginationLabels } from '@/components/ui/pagination-labels';
import { Section } from '@/components/ui/Section';
import { dynamicData } from '@/lib/dynamic-data';
import type { BlockProps } from '../types';
import { ProductTableView } from '@/components/blocks/tables/TableView.lazy';
import type { ProductTableBlockAttributes } from './schema';
import { TableMarkup } from '@/components/blocks/tables/TableMarkup';

/** Premium DNS / Plesk licence table from dynamic data; search and paging only when switched on. */
export async function ProductTableBlock({ attributes, context }: BlockProps<ProductTableBlockAttributes>) {
  const { heading, subHeading, key, inlineTable, paginate, pageSize, searchable, anchor, className } = attributes;
  const table = inlineTable ?? dynamicData()[key];
  if (!table || !table.rows.length) {
    console.warn(`[blocks] product table ${key} has no rows on page ${context.pageUri}`);
    return null;
  }
  const label = table.caption || heading?.title || key;
  let body;
  if (searchable || paginate) {
    const [t, pagination] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'marketingSocial.table' }), getPaginationLabels(context.locale)]);
    body = (
      <ProductTableView
        table={table}
        searchable={searchable}
        paginate={paginate}
        pageSize={pageSize}
        labels={{
          search: t('search'),
          placeholder: t('placeholder'),
          noResults: t('noResults'),
          resultsOne: t.raw('resultsOne') as string,
          resultsOther: t.raw('resultsOther') as string,
          pagination,
        }}
      />
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
