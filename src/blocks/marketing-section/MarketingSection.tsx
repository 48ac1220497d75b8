import { getTranslations } from 'next-intl/server';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { OpenModalButton } from '@/components/modal/ModalContext';
import { buttonClasses } from '@/components/ui/Button';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { stripHtml } from '@/lib/html/sanitize';
import { LEAD_FORM_MODAL_ID } from '@/components/blocks/forms/modal-id';
import { CmsButton } from '@/components/blocks/CmsButton';
import { BlockFrame as Frame, ButtonPair as Buttons, CheckList, SectionIntro as Title } from '@/components/blocks/SectionParts';
import type { BlockProps } from '../types';
import { VideoPlayer } from '@/components/blocks/video/VideoPlayer.lazy';
import { videoPlayerMessages } from '@/components/blocks/video/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { MarketingSectionAttributes } from './schema';
import { ScrollableTable } from '@/components/ui/ScrollableTable';

type SectionProps = BlockProps<MarketingSectionAttributes>;

/** Without an identity: heading, text, features and buttons beside the image. */
export function MarketingSectionBlock({ attributes }: SectionProps) {
  return (
    <Frame attributes={attributes} variant="default">
      <div className={`grid items-center gap-10 ${attributes.image ? 'md:grid-cols-2' : ''}`}>
        <div>
          <Title attributes={attributes} />
          <CheckList lines={attributes.features} className="mt-5 grid gap-2" />
          <Buttons attributes={attributes} />
        </div>
        {attributes.image ? <Img image={attributes.image} mobile={attributes.image_mobile} className="mx-auto" sizes="(min-width: 768px) 50vw, 100vw" /> : null}
      </div>
    </Frame>
  );
}

/** two_videos: two videos side by side (the video block's player and its timing). */
export function TwoVideos({ attributes, context }: SectionProps) {
  return (
    <Frame attributes={attributes} variant="two_videos">
      <Title attributes={attributes} center />
      <IslandMessages locale={context.locale} namespaces={videoPlayerMessages}>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {attributes.videos.slice(0, 2).map((video, index) => (
            <figure key={index}>
              <VideoPlayer
                embedUrl={video.embedUrl}
                poster={video.poster ? <div className="h-full w-full [&_img]:h-full [&_img]:w-full [&_img]:object-cover"><Img image={video.poster} sizes="(min-width: 768px) 50vw, 100vw" /></div> : null}
                title={video.title ? stripHtml(video.title) : undefined}
              />
              {video.title ? <figcaption className="mt-3 text-lg font-semibold text-heading">{video.title}</figcaption> : null}
            </figure>
          ))}
        </div>
      </IslandMessages>
    </Frame>
  );
}

/** homepage-single-banner: one full-width banner image (a mobile image below 768 px), linked by the button's url. */
export function HomepageSingleBanner({ attributes }: SectionProps) {
  if (!attributes.image) return null;
  const image = <Img image={attributes.image} mobile={attributes.image_mobile} className="w-full rounded-2xl" sizes="(min-width: 1152px) 1120px, 100vw" />;
  const url = attributes.button?.url;
  return (
    <Frame attributes={attributes} variant="homepage-single-banner" className="py-8">
      {url ? (
        <a href={url} target={attributes.button?.target} rel={attributes.button?.target ? 'noopener noreferrer' : undefined} className="block rounded-2xl focus-visible:outline-4" aria-label={attributes.image.alt ? undefined : attributes.button?.title}>
          {image}
        </a>
      ) : (
        image
      )}
    </Frame>
  );
}

/** banner-stats: a dark banner with the heading, the figures in a row and the buttons. */
export async function BannerStats({ attributes, context }: SectionProps) {
  const copy = await pageCopy(context.locale);
  return (
    <Frame attributes={attributes} variant="banner-stats" className="py-10">
      <div className="rounded-3xl bg-brand-dark px-6 py-10 text-center text-white sm:px-12 [&_.prose-cms_a]:text-white">
        <Title attributes={attributes} inverse center />
        {attributes.stats.length ? (
          <dl className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
            {attributes.stats.map((item, index) => (
              <div key={index} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm font-semibold text-slate-100">{item.label}</dt>
                <dd className="text-3xl font-extrabold text-highlight sm:text-4xl">
                  {copy.text(item.value)}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <Buttons attributes={attributes} inverse className="mt-8 justify-center" />
      </div>
    </Frame>
  );
}

/**
 * latest_ui: the newer section design — copy and features on a gradient-bordered panel beside the
 * image. (The spec's only other mention of latest_ui is the latest-UI testimonial carousel's
 * 7000 ms / 400 ms timing, which belongs to the testimonial carousel block.)
 */
export function LatestUi({ attributes }: SectionProps) {
  return (
    <Frame attributes={attributes} variant="latest_ui">
      <div className="rounded-3xl bg-gradient-to-br from-brand via-[#5b8def] to-highlight p-[2px]">
        <div className={`grid items-center gap-10 rounded-[calc(1.5rem-2px)] bg-white p-8 sm:p-12 ${attributes.image ? 'md:grid-cols-2' : ''}`}>
          <div>
            <Title attributes={attributes} />
            {attributes.features.length ? (
              <ul className="mt-5 flex flex-wrap gap-2">
                {attributes.features.map((line, index) => (
                  <li key={index} className="rounded-full bg-muted px-3 py-1 text-sm font-semibold text-brand-dark">
                    <RichText html={line} inline as="span" />
                  </li>
                ))}
              </ul>
            ) : null}
            <Buttons attributes={attributes} />
          </div>
          {attributes.image ? <Img image={attributes.image} mobile={attributes.image_mobile} className="mx-auto" sizes="(min-width: 768px) 50vw, 100vw" /> : null}
        </div>
      </div>
    </Frame>
  );
}

/** center-cta-with-table: a centred call-to-action with a table (head and rows of cells) and the buttons under it. */
export async function CenterCtaWithTable({ attributes, context }: SectionProps) {
  const copy = await pageCopy(context.locale);
  const { head, rows } = attributes.table;
  return (
    <Frame attributes={attributes} variant="center-cta-with-table">
      <Title attributes={attributes} center copy={copy} />
      {rows.length ? (
        <ScrollableTable className="mx-auto mt-8 max-w-4xl rounded-2xl border border-slate-200">
          {head.length ? (
            <thead className="bg-brand-dark text-white">
              <tr>
                {head.map((cell, index) => (
                  <th key={index} scope="col" className="px-4 py-3 font-semibold">
                    <RichText html={cell} inline as="span" />
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t border-slate-200 odd:bg-white even:bg-muted">
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row" className="px-4 py-3 font-semibold text-heading">
                      {copy.html(cell, { inline: true, as: 'span' })}
                    </th>
                  ) : (
                    <td key={cellIndex} className="px-4 py-3">
                      {copy.html(cell, { inline: true, as: 'span' })}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      ) : null}
      <Buttons attributes={attributes} className="mt-8 justify-center" />
    </Frame>
  );
}

/**
 * whmcs-form: the WHMCS module section — copy and features with a button that opens the lead form
 * modal (its own modal id, else 'lead-form'); inner blocks (the lead form block) render with it.
 */
export async function WhmcsForm({ attributes, context, children }: SectionProps) {
  const t = await getTranslations({ locale: context.locale, namespace: 'marketing.banner' });
  const button = attributes.button;
  return (
    <Frame attributes={attributes} variant="whmcs-form" className="bg-muted py-12 sm:py-16">
      <div className={`grid items-center gap-10 ${attributes.image ? 'md:grid-cols-2' : ''}`}>
        <div>
          <Title attributes={attributes} />
          <CheckList lines={attributes.features} className="mt-5 grid gap-2" />
          <div className="mt-8 flex flex-wrap gap-3">
            <OpenModalButton modalId={button?.modalId || LEAD_FORM_MODAL_ID} className={buttonClasses(button?.type ?? 'primary', button?.size ?? 'medium')}>
              {button?.title || t('contactUs')}
            </OpenModalButton>
            <CmsButton button={attributes.button_2} />
          </div>
        </div>
        {attributes.image ? <Img image={attributes.image} className="mx-auto" sizes="(min-width: 768px) 50vw, 100vw" /> : null}
      </div>
      {children}
    </Frame>
  );
}
