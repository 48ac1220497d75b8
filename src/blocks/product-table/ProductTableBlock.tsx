import { BlockTitle } from '@/components/blocks/BlockTitle';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { Section } from '@/components/ui/Section';
import { dynamicData } from '@/lib/dynamic-data';
import { mapTable } from '@/lib/product-tables/tables';
import { isCurrencyFixed } from '@/lib/pricing/currency';
import { isCurrencyFree, type FilledPart } from '@/lib/pricing/money';
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
  const label = source.caption || copy.plain(heading?.title) || key;
  // The cells' figures are placeholders too ('From {product:premium-dns} per year'). Where a figure
  // follows the visitor's currency (English pages), the island prints them; else plain server text.
  const texts: FilledPart[][] = [];
  const filled = mapTable(source, (text) => {
    const parts = copy.parts(text);
    texts.push(parts);
    return parts;
  });
  const followsCurrency = !isCurrencyFixed(context.locale) && !texts.every(isCurrencyFree);
  let body;
  if (searchable || paginate || followsCurrency) {
    body = (
      <IslandMessages locale={context.locale} namespaces={tableViewMessages}>
        <ProductTableView table={filled} locale={context.locale} searchable={searchable} paginate={paginate} pageSize={pageSize} />
      </IslandMessages>
    );
  } else {
    const plain = mapTable(source, (text) => copy.plain(text));
    body = <TableMarkup table={plain} rows={plain.rows} label={label} />;
  }
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <BlockTitle heading={heading} subHeading={subHeading} subClassName="mb-6 text-lg" copy={copy} />
      <div data-table={key} data-rows={source.rows.length}>
        {body}
      </div>
    </Section>
  );
}
