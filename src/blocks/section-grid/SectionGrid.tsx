import { ArrowRight, CircleHelp, Download } from 'lucide-react';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { getTranslations } from 'next-intl/server';
import { GRID_COLUMNS } from '@/components/ui/grid-columns';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { stripHtml } from '@/lib/html/sanitize';
import { GRID_SLIDER_MS, STEP_FLOW_CAROUSEL_QUERY, stepNumber } from '@/lib/marketing/constants';
import { isSpamExpertsPath } from '@/lib/marketing/paths';
import { AutoCarousel } from '@/components/blocks/AutoCarousel.lazy';
import { carouselMessages } from '@/components/blocks/carousel-messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { CmsButton } from '@/components/blocks/CmsButton';
import { BlockFrame as Frame, ButtonPair as Buttons, SectionIntro } from '@/components/blocks/SectionParts';
import type { BlockProps } from '../types';
import type { GridItem, SectionGridAttributes } from './schema';

type GridProps = BlockProps<SectionGridAttributes>;

/** The in-page anchor of right-grid-layout-with-buttons (one of the fixed links). */
export const RIGHT_GRID_ANCHOR = 'right-grid-layout-with-buttons';

function ItemIcon({ item, size = 'size-10' }: { item: GridItem; size?: string }) {
  if (!item.icon) return null;
  return <Img image={{ ...item.icon, width: item.icon.width ?? 40, height: item.icon.height ?? 40 }} className={size} />;
}

/** An item marked is_active is the highlighted card. */
function activeClass(item: GridItem): string {
  return item.active ? 'ring-2 ring-brand' : '';
}

function ItemText({ item, className = '' }: { item: GridItem; className?: string }) {
  return (
    <>
      {item.badge ? <p className="mb-2 self-start rounded-full bg-highlight px-2.5 py-0.5 text-xs font-bold text-slate-900" data-badge>{item.badge}</p> : null}
      {item.title ? <p className={`text-lg font-bold text-heading ${className}`.trim()}>{item.title}</p> : null}
      {item.subHeading ? <RichText html={item.subHeading} inline as="p" className="text-sm font-semibold text-brand-dark" /> : null}
      {item.text ? <RichText html={item.text} className="mt-1 text-slate-700" /> : null}
    </>
  );
}

/** The item's button, else its link as 'Learn more' (the item's title completes the link's name for screen readers). */
function ItemLink({ item, label }: { item: GridItem; label: string }) {
  if (item.button) return <CmsButton button={item.button} className="mt-4 self-start" />;
  if (!item.link) return null;
  return (
    <a href={item.link.url} target={item.link.target} rel={item.link.target ? 'noopener noreferrer' : undefined} className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-brand underline-offset-4 hover:underline">
      {label}
      {item.title ? <span className="sr-only">: {item.title}</span> : null}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}

async function learnMore(locale: GridProps['context']['locale']): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'marketing.sections' });
  return t('learnMore');
}

/** The default grid: cards (icon or image, title, text, link) in one to four columns (default three). */
export async function SectionGridBlock({ attributes, context }: GridProps) {
  const label = await learnMore(context.locale);
  return (
    <Frame attributes={attributes} variant="default">
      <SectionIntro startClassName="max-w-3xl" attributes={attributes} />
      <ul className={`mt-8 grid gap-5 ${GRID_COLUMNS[attributes.columns]}`}>
        {attributes.items.map((item, index) => (
          <li key={index} data-active={item.active || undefined} className={`flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${activeClass(item)}`}>
            <ItemIcon item={item} />
            {item.image ? <Img image={item.image} className="mb-3 w-full rounded-xl" sizes="(min-width: 1024px) 33vw, 100vw" /> : null}
            <ItemText item={item} className={item.icon ? 'mt-3' : ''} />
            <ItemLink item={item} label={label} />
          </li>
        ))}
      </ul>
      <Buttons attributes={attributes} />
    </Frame>
  );
}

type NumbersMode = 'slider' | 'center' | 'without-slider' | 'without-slider-v2';

function NumberedGrid({ attributes, context, mode }: GridProps & { mode: NumbersMode }) {
  const center = mode === 'center';
  const v2 = mode === 'without-slider-v2';
  const cards = attributes.items.map((item, index) => (
    <article key={index} className={`flex h-full flex-col ${center ? 'items-center text-center' : ''} ${v2 ? 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm' : 'p-2'}`}>
      <p data-number className={v2 ? 'flex size-12 items-center justify-center rounded-full bg-brand text-lg font-extrabold text-white' : 'text-4xl font-extrabold text-brand'}>
        {item.value || stepNumber(index)}
      </p>
      <ItemText item={item} className="mt-3" />
    </article>
  ));
  const columns = GRID_COLUMNS[attributes.columns];
  const variant = mode === 'slider' ? 'simple-grid-with-numbers' : `simple-grid-with-numbers-${mode}`;
  return (
    <Frame attributes={attributes} variant={variant}>
      <SectionIntro startClassName="max-w-3xl" attributes={attributes} center={center} />
      <div className="mt-8">
        {mode === 'slider' || mode === 'center' ? (
          // With a slider: a carousel on mobile, the grid above.
          <IslandMessages locale={context.locale} namespaces={carouselMessages('marketing.sections.slider')}>
            <AutoCarousel
              intervalMs={GRID_SLIDER_MS}
              activeQuery={STEP_FLOW_CAROUSEL_QUERY}
              messages="marketing.sections.slider"
              trackClassName={`flex gap-6 md:grid md:grid-cols-2 ${columns.replace(/sm:grid-cols-2\s*/, '')}`}
              slideClassName="min-w-0 shrink-0 grow-0 basis-[85%] md:basis-auto"
              dotsClassName="md:hidden"
            >
              {cards}
            </AutoCarousel>
          </IslandMessages>
        ) : (
          <div className={`grid gap-6 ${columns}`}>{cards}</div>
        )}
      </div>
      <Buttons attributes={attributes} className={`mt-8 ${center ? 'justify-center' : ''}`} />
    </Frame>
  );
}
export const SimpleGridWithNumbers = (props: GridProps) => <NumberedGrid {...props} mode="slider" />;
export const SimpleGridWithNumbersCenter = (props: GridProps) => <NumberedGrid {...props} mode="center" />;
export const SimpleGridWithNumbersWithoutSlider = (props: GridProps) => <NumberedGrid {...props} mode="without-slider" />;
export const SimpleGridWithNumbersWithoutSliderV2 = (props: GridProps) => <NumberedGrid {...props} mode="without-slider-v2" />;

/** Card colours of colored-grid, in turn (dark text on each; AA contrast). */
const COLORED = ['bg-[#e0ecff]', 'bg-[#dcfce7]', 'bg-[#fef3c7]', 'bg-[#f3e8ff]', 'bg-[#ffe4e6]', 'bg-[#cffafe]'];

/** colored-grid: each card on its own tint. */
export async function ColoredGrid({ attributes, context }: GridProps) {
  const label = await learnMore(context.locale);
  return (
    <Frame attributes={attributes} variant="colored-grid">
      <SectionIntro startClassName="max-w-3xl" attributes={attributes} center />
      <ul className={`mt-8 grid gap-5 ${GRID_COLUMNS[attributes.columns]}`}>
        {attributes.items.map((item, index) => (
          <li key={index} className={`flex flex-col rounded-2xl p-6 ${COLORED[index % COLORED.length]}`}>
            <ItemIcon item={item} />
            <ItemText item={item} className={item.icon ? 'mt-3' : ''} />
            <ItemLink item={item} label={label} />
          </li>
        ))}
      </ul>
      <Buttons attributes={attributes} className="mt-8 justify-center" />
    </Frame>
  );
}

/** questions-component: questions and their answers side by side in two columns. */
export function QuestionsComponent({ attributes }: GridProps) {
  return (
    <Frame attributes={attributes} variant="questions-component" className="bg-muted py-12 sm:py-16">
      <SectionIntro startClassName="max-w-3xl" attributes={attributes} center />
      <dl className="mt-8 grid gap-6 md:grid-cols-2">
        {attributes.items.map((item, index) => (
          <div key={index} className="rounded-2xl bg-white p-6 shadow-sm">
            <dt className="flex items-start gap-2 text-lg font-bold text-heading">
              <CircleHelp aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
              {item.title}
            </dt>
            <dd className="mt-2 pl-7 text-slate-700">
              <RichText html={item.text} />
            </dd>
          </div>
        ))}
      </dl>
      <Buttons attributes={attributes} className="mt-8 justify-center" />
    </Frame>
  );
}

/**
 * right-grid-layout-with-buttons: the copy and buttons left, a two-column grid of items right; the
 * section is the in-page anchor #right-grid-layout-with-buttons unless it has its own. v1: the grid
 * left, the copy right, on a tinted band.
 */
async function RightGrid({ attributes, context, v1 }: GridProps & { v1: boolean }) {
  const label = await learnMore(context.locale);
  const grid = (
    <ul className="grid gap-4 sm:grid-cols-2">
      {attributes.items.map((item, index) => (
        <li key={index} data-active={item.active || undefined} className={`flex flex-col rounded-2xl p-5 ${v1 ? 'bg-white shadow-sm' : 'border border-slate-200 bg-muted'} ${activeClass(item)}`}>
          <ItemIcon item={item} size="size-9" />
          <ItemText item={item} className={item.icon ? 'mt-2' : ''} />
          <ItemLink item={item} label={label} />
        </li>
      ))}
    </ul>
  );
  const copy = (
    <div>
      <SectionIntro startClassName="max-w-3xl" attributes={attributes} />
      <Buttons attributes={attributes} />
    </div>
  );
  return (
    <Frame attributes={attributes} id={RIGHT_GRID_ANCHOR} variant={v1 ? 'right-grid-layout-with-buttons-v1' : 'right-grid-layout-with-buttons'} className={`scroll-mt-24 py-12 sm:py-16 ${v1 ? 'bg-muted' : ''}`}>
      <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
        {v1 ? (
          <>
            <div className="lg:order-2">{copy}</div>
            <div className="lg:order-1">{grid}</div>
          </>
        ) : (
          <>
            {copy}
            {grid}
          </>
        )}
      </div>
    </Frame>
  );
}
export const RightGridLayoutWithButtons = (props: GridProps) => <RightGrid {...props} v1={false} />;
export const RightGridLayoutWithButtonsV1 = (props: GridProps) => <RightGrid {...props} v1 />;

/**
 * pricing-cards (ours): each card is its heading, the price shown in
 * sub_heading and the struck-through old price in text, with its badge, button and the highlighted
 * is_active card. On the spamexperts page the alternate layout: one row per plan, the
 * name left and the prices and button right, on the dark band.
 */
export async function PricingCards({ attributes, context }: GridProps) {
  // The price and the old price name their figures ({product:ssl-dv}, {product:ssl-dv:list}): filled for the page.
  const copy = await pageCopy(context.locale);
  const alternate = isSpamExpertsPath(context.path);
  return (
    <Frame attributes={attributes} variant={alternate ? 'pricing-cards:spamexperts' : 'pricing-cards'}>
      <SectionIntro startClassName="max-w-3xl" attributes={attributes} center />
      <ul className={`mt-8 grid gap-5 ${alternate ? 'mx-auto max-w-4xl' : GRID_COLUMNS[attributes.columns]}`}>
        {attributes.items.map((item, index) => (
          <li
            key={index}
            data-active={item.active || undefined}
            className={`flex gap-4 rounded-2xl p-6 ${alternate ? 'flex-col bg-brand-dark text-white sm:flex-row sm:items-center sm:justify-between' : 'flex-col border border-slate-200 bg-white text-center shadow-sm'} ${activeClass(item)}`}
          >
            <div>
              {item.badge ? <p className="mb-2 inline-block rounded-full bg-highlight px-2.5 py-0.5 text-xs font-bold text-slate-900" data-badge>{item.badge}</p> : null}
              <p className={`text-xl font-bold ${alternate ? 'text-white' : 'text-heading'}`}>{item.title}</p>
            </div>
            <div className={alternate ? 'flex flex-wrap items-center gap-x-6 gap-y-3' : 'flex flex-col items-center gap-3'}>
              <p className="flex items-baseline gap-2">
                {copy.html(item.subHeading, { inline: true, as: 'span', className: `text-3xl font-extrabold ${alternate ? 'text-highlight' : 'text-brand'}` })}
                {item.text ? <s data-old-price className={`text-base ${alternate ? 'text-slate-200' : 'text-slate-600'}`}>{copy.text(stripHtml(item.text))}</s> : null}
              </p>
              {item.button ? <CmsButton button={item.button} inverse={alternate} /> : null}
            </div>
          </li>
        ))}
      </ul>
      <Buttons attributes={attributes} />
    </Frame>
  );
}

/**
 * plain-analytic-cards: figures (value and label) as plain cards. On the spamexperts page the
 * alternate layout: horizontal cards with the icon beside the figure.
 */
export async function PlainAnalyticCards({ attributes, context }: GridProps) {
  const copy = await pageCopy(context.locale);
  const alternate = isSpamExpertsPath(context.path);
  return (
    <Frame attributes={attributes} variant={alternate ? 'plain-analytic-cards:spamexperts' : 'plain-analytic-cards'}>
      <SectionIntro startClassName="max-w-3xl" attributes={attributes} center />
      <ul className={`mt-8 grid gap-5 ${alternate ? 'md:grid-cols-2' : GRID_COLUMNS[attributes.columns]}`}>
        {attributes.items.map((item, index) => (
          <li key={index} className={alternate ? 'flex items-center gap-5 rounded-2xl bg-brand-dark p-6 text-white' : 'p-4 text-center'}>
            {alternate ? <ItemIcon item={item} size="size-12 shrink-0" /> : null}
            <div>
              <p data-value className={`text-4xl font-extrabold ${alternate ? 'text-highlight' : 'text-brand'}`}>
                {copy.text(item.value)}
              </p>
              <p className={`mt-1 font-semibold ${alternate ? 'text-white' : 'text-heading'}`}>{item.label || item.title}</p>
              {item.text ? <RichText html={item.text} className={`mt-1 text-sm ${alternate ? 'text-slate-100' : 'text-slate-700'}`} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/**
 * net-domains: the .net promotion — its image, the points, the new and old price, the button. The
 * prices and the highlight name their figures ({price:net:member}): filled from the catalogue.
 */
export async function NetDomains({ attributes, context }: GridProps) {
  const priced = attributes.items.find((item) => item.newPrice);
  const copy = await pageCopy(context.locale);
  return (
    <Frame attributes={attributes} variant="net-domains">
      <div className="grid items-center gap-10 rounded-3xl bg-muted p-8 sm:p-12 md:grid-cols-2">
        <div>
          <SectionIntro startClassName="max-w-3xl" attributes={attributes} />
          <ul className="mt-5 grid gap-2">
            {attributes.items.map((item, index) => (
              <li key={index} className="flex items-start gap-2">
                <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
                <span>
                  <span className="font-semibold">{item.title}</span>
                  {item.text ? <RichText html={item.text} inline as="span" className="block text-slate-700" /> : null}
                </span>
              </li>
            ))}
          </ul>
          {priced ? (
            <p className="mt-6 flex items-baseline gap-3">
              <span className="text-4xl font-extrabold text-heading" data-testid="net-new-price">{copy.text(priced.newPrice)}</span>
              {priced.oldPrice ? <s className="text-lg text-slate-600">{copy.text(priced.oldPrice)}</s> : null}
              {priced.highlight ? <span className="rounded-full bg-highlight px-2.5 py-0.5 text-sm font-bold text-slate-900">{copy.text(priced.highlight)}</span> : null}
            </p>
          ) : null}
          <Buttons attributes={attributes} className="mt-6" />
        </div>
        {attributes.image ? <Img image={attributes.image} className="mx-auto" sizes="(min-width: 768px) 45vw, 100vw" /> : null}
      </div>
    </Frame>
  );
}

/**
 * tld-promos: TLD promo tiles (imageUrl, link, tld); an entry with isHideMobile is hidden on phones.
 * A tile's price names its figure ('from {price:com:member}'): filled from the catalogue.
 */
export async function TldPromos({ attributes, context }: GridProps) {
  const copy = await pageCopy(context.locale);
  return (
    <Frame attributes={attributes} variant="tld-promos">
      <SectionIntro startClassName="max-w-3xl" attributes={attributes} />
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {attributes.items.map((item, index) => {
          const body = (
            <>
              {item.image ? <Img image={{ ...item.image, alt: item.image.alt || item.title }} className="w-full rounded-xl" sizes="(min-width: 1024px) 25vw, 50vw" /> : null}
              <span className="mt-2 block text-center text-lg font-bold text-heading">{item.title}</span>
              {item.newPrice ? <span className="block text-center text-sm text-slate-700">{copy.text(item.newPrice)}</span> : null}
            </>
          );
          return (
            <li key={index} data-hide-mobile={item.hideOnMobile ? 'true' : undefined} className={`${item.hideOnMobile ? 'hidden sm:block' : ''} rounded-2xl border border-slate-200 bg-white p-3 shadow-sm`}>
              {item.link ? (
                <a href={item.link.url} target={item.link.target} rel={item.link.target ? 'noopener noreferrer' : undefined} className="block rounded-xl focus-visible:outline-3">
                  {body}
                </a>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </Frame>
  );
}

/** free-ebooks: e-book covers with their title, text and a download link (opens in a new tab). */
export async function FreeEbooks({ attributes, context }: GridProps) {
  const t = await getTranslations({ locale: context.locale, namespace: 'marketing.sections' });
  return (
    <Frame attributes={attributes} variant="free-ebooks">
      <SectionIntro startClassName="max-w-3xl" attributes={attributes} center />
      <ul className={`mt-8 grid gap-6 ${GRID_COLUMNS[attributes.columns]}`}>
        {attributes.items.map((item, index) => (
          <li key={index} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            {item.image ? <Img image={item.image} className="mx-auto w-40 rounded-md shadow-md" sizes="160px" /> : null}
            <ItemText item={item} className="mt-4" />
            {item.link ? (
              <a href={item.link.url} target="_blank" rel="noopener noreferrer" className="mt-4 inline-flex items-center gap-2 self-start rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
                <Download aria-hidden="true" className="size-4" />
                {t('download')}
                <span className="sr-only">: {item.title}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </Frame>
  );
}
