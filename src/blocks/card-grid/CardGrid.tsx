import { TitledSection } from '@/components/blocks/BlockTitle';
import { CmsButton } from '@/components/blocks/CmsButton';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { GRID_COLUMNS } from '@/components/ui/grid-columns';
import { Heading } from '@/components/ui/Heading';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { stripHtml } from '@/lib/html/sanitize';
import type { BlockProps } from '../types';
import { CardGridFilter } from './CardGridFilter.lazy';
import { showsFilter } from './filter';
import type { CardGridBlockAttributes, CardGridItem } from './schema';

function Card({ item }: { item: CardGridItem }) {
  const { image, link, button, heading, subHeading, text } = item;
  const title = heading?.title ? <RichText html={heading.title} inline as="span" /> : null;
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      {image ? <Img image={image} className="self-start" sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" /> : null}
      {subHeading ? <RichText html={subHeading} inline as="p" className="text-sm font-semibold uppercase tracking-wide text-brand" /> : null}
      {title ? (
        <Heading tag={heading?.tag ?? 'h3'} fontSize={heading?.fontSize} className="text-xl">
          {link ? (
            <a
              href={link.url}
              target={link.target}
              rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
              className="text-heading underline-offset-4 hover:underline"
            >
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
      ) : null}
      {text ? <RichText html={text} className="text-ink" /> : null}
      {button ? (
        <div className="mt-auto pt-2">
          <CmsButton button={button} />
        </div>
      ) : null}
    </article>
  );
}

/**
 * Card grid: one to four columns; with the search filter on and more than eight cards
 * (FILTER_MIN_CARDS), an island filters by sub_heading.
 */
export async function CardGridBlock({ attributes, context }: BlockProps<CardGridBlockAttributes>) {
  const { heading, subHeading, items, columns, filter, placeholder, anchor, className } = attributes;
  if (!items.length) return null;
  const gridClassName = `grid gap-6 ${GRID_COLUMNS[columns]}`;
  let grid;
  if (showsFilter(filter, items.length)) {
    grid = (
      <IslandMessages locale={context.locale} namespaces={['blocks.cardGrid']}>
        <CardGridFilter
          gridClassName={gridClassName}
          placeholder={placeholder || undefined}
          cards={items.map((item, index) => ({ id: String(index), subHeading: stripHtml(item.subHeading), content: <Card item={item} /> }))}
        />
      </IslandMessages>
    );
  } else {
    grid = (
      <ul role="list" className={gridClassName}>
        {items.map((item, index) => (
          <li key={index} className="h-full">
            <Card item={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <TitledSection attributes={{ anchor, className, heading, sub_heading: subHeading }}>{grid}</TitledSection>
  );
}
