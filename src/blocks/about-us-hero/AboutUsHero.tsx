import { getTranslations } from 'next-intl/server';
import { CmsButton } from '@/blocks/shared/CmsButton';
import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import type { BlockProps } from '../types';
import { BackgroundVideo } from './BackgroundVideo.client';
import type { AboutUsHeroAttributes } from './schema';

/** About-us hero: copy over a background video, the fallback image under it (used when the video fails). */
export async function AboutUsHero({ attributes, context }: BlockProps<AboutUsHeroAttributes>) {
  const { heading, subHeading, content, button, button2, video, image, anchor, className } = attributes;
  const t = await getTranslations({ locale: context.locale, namespace: 'marketingSocial.aboutHero' });
  return (
    <section id={anchor || undefined} className={`relative isolate overflow-hidden bg-brand-dark text-white ${className}`.trim()}>
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- CMS fallback image, sized by CSS to cover the hero
          <img src={image.url} alt="" width={image.width} height={image.height} fetchPriority="high" decoding="async" className="absolute inset-0 h-full w-full object-cover" data-fallback-image="" />
        ) : null}
      </div>
      <div className="absolute inset-0 -z-10">{video ? <BackgroundVideo src={video} poster={image?.url ?? ''} labels={{ pause: t('pause'), play: t('play') }} /> : null}</div>
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-dark/90 via-brand-dark/70 to-brand-dark/30" />
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
        <div className="max-w-2xl">
          {heading.title ? (
            <Heading tag={heading.tag === 'h3' ? 'h1' : heading.tag} fontSize={heading.fontSize} className="text-balance text-white">
              <RichText html={heading.title} inline as="span" />
            </Heading>
          ) : null}
          {subHeading ? <RichText html={subHeading} inline as="p" className="mt-4 text-lg text-white/90 sm:text-xl" /> : null}
          {content ? <RichText html={content} className="mt-4 text-white/90 [&_a]:text-white" /> : null}
          {button || button2 ? (
            <div className="mt-8 flex flex-wrap gap-3">
              <CmsButton button={button} inverse />
              <CmsButton button={button2} inverse />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
