import { ArrowRightLeft, Check, MailCheck, RefreshCw } from 'lucide-react';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { CmsButton } from '@/components/blocks/CmsButton';
import { localizedPath } from '@/i18n/locales';
import { DOMAIN_TRANSFER_FEATURE_ICONS, type DomainTransferFeatureIcon } from '@/lib/marketing/constants';
import { hasTightHeroSpacing, PLESK_BLOCK_ID, type PathHero } from '@/lib/marketing/paths';
import type { ButtonAttribute } from '@/components/blocks/attributes';
import type { BlockProps } from '../types';
import { HomeHero } from './HomeHeroes';
import { BackgroundVideo } from './BackgroundVideo.lazy';
import { FeatureChips, HeroButtons, HeroColumns, HeroCopy, HeroImage, HeroSection } from './parts';
import type { HeroAttributes } from './schema';

type HeroProps = BlockProps<HeroAttributes>;

function TransferIcon({ icon, label }: { icon: DomainTransferFeatureIcon; label: string }) {
  const box = 'flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand/10 text-brand';
  if (icon === 'refresh') return <span className={box}><RefreshCw aria-hidden="true" className="size-7" /></span>;
  if (icon === 'arrow') return <span className={box}><ArrowRightLeft aria-hidden="true" className="size-7" /></span>;
  // '20 years': a number badge, not a pictogram.
  return (
    <span className={`${box} flex-col text-center leading-none`} aria-hidden="true" title={label}>
      <span className="text-xl font-extrabold">20</span>
      <span className="text-[0.6rem] font-bold uppercase tracking-wide">{label.replace(/^20\s*/, '')}</span>
    </span>
  );
}

/**
 * Paths containing domain-transfer: the domain-transfer hero with three feature
 * icons — refresh, arrow, 20 years. The three lines are the block's features (first three), else
 * the translated defaults. /domains/domain-transfer has tighter top spacing and its video (the
 * block's background_video) starts at its end.
 */
export async function DomainTransferHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  const t = await getTranslations({ locale: context.locale, namespace: 'marketing.hero' });
  const defaults = [t('transferRefresh'), t('transferArrow'), t('transferYears')];
  const tight = hasTightHeroSpacing(context.path);
  return (
    <HeroSection attributes={attributes} variant="domain-transfer-hero" className={`${tight ? 'pt-6 pb-12' : 'py-12 sm:py-16'} bg-muted`}>
      <div className="grid items-center gap-10 md:grid-cols-2" data-spacing={tight ? 'tight' : 'normal'}>
        <div>
          <HeroCopy attributes={attributes} copy={copy} />
          <HeroButtons attributes={attributes} />
        </div>
        <div>
          {attributes.background_video ? (
            <BackgroundVideo src={attributes.background_video.url} type={attributes.background_video.type} startAtEnd={tight} className="mb-6 w-full rounded-2xl shadow-sm" />
          ) : null}
          <p className="sr-only">{t('transferFeatures')}</p>
          <ul className="grid gap-4" data-testid="transfer-features">
            {DOMAIN_TRANSFER_FEATURE_ICONS.map((icon, index) => (
              <li key={icon} data-icon={icon} className="flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm">
                <TransferIcon icon={icon} label={t('twentyYears')} />
                <span className="text-lg font-semibold text-heading">{attributes.features[index] || defaults[index]}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </HeroSection>
  );
}

/**
 * The two 99-cents exclusive reseller offer paths: the hero's call-to-action
 * button is red. The button keeps its CMS title and url.
 */
export async function RedCtaHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  const button = attributes.button;
  const red = button?.url ? (
    <a
      href={button.url}
      target={button.target}
      rel={button.target === '_blank' ? 'noopener noreferrer' : undefined}
      data-cta="red"
      className="inline-flex items-center justify-center gap-2 rounded-md bg-danger px-7 py-3.5 text-lg font-bold text-white shadow-md transition-colors hover:bg-red-800 focus-visible:outline-3"
    >
      {button.title}
    </a>
  ) : null;
  return (
    <HeroSection attributes={attributes} variant="red-cta-hero" className="py-12 sm:py-16">
      <HeroColumns attributes={attributes}>
        <HeroCopy attributes={attributes} copy={copy} />
        <HeroButtons attributes={attributes} first={red ?? undefined} className="mt-8" />
      </HeroColumns>
    </HeroSection>
  );
}

/**
 * /plesk: the hero with a Get it now button (the block's button, else 'Get it now' to
 * the page's #pleskblock) and a Discover membership benefits link to /membership-plans.
 */
export async function PleskHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  const t = await getTranslations({ locale: context.locale, namespace: 'marketing.hero' });
  // Without a button of its own, Get it now scrolls to the page's Plesk block (#pleskblock).
  const getItNow: ButtonAttribute = attributes.button ?? { title: t('getItNow'), url: `#${PLESK_BLOCK_ID}`, target: undefined, type: 'primary', size: 'large', icon: '', action: '', modalId: '' };
  return (
    <HeroSection attributes={attributes} variant="plesk-hero" className="bg-gradient-to-br from-brand-dark to-[#05408f] py-12 text-white sm:py-16 [&_.prose-cms_a]:text-white">
      <HeroColumns attributes={attributes}>
        <HeroCopy attributes={attributes} copy={copy} inverse />
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <CmsButton button={getItNow} inverse />
          <a href={localizedPath('/membership-plans', context.locale)} className="font-semibold text-white underline underline-offset-4 hover:text-highlight" data-testid="discover-membership-benefits">
            {t('discoverBenefits')}
          </a>
        </div>
      </HeroColumns>
    </HeroSection>
  );
}

/**
 * /products/security/spamexperts (the security mail-filtering product page): a centred dark hero
 * with the mail-filter mark, the features as
 * pills and the buttons, then the image.
 */
export async function SpamExpertsHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  return (
    <HeroSection attributes={attributes} variant="spamexperts-hero" className="bg-brand-dark py-14 text-white sm:py-20 [&_.prose-cms_a]:text-white">
      <div className="mx-auto max-w-3xl text-center">
        <span className="mx-auto mb-5 flex size-16 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/30">
          <MailCheck aria-hidden="true" className="size-9 text-highlight" />
        </span>
        <HeroCopy attributes={attributes} copy={copy} inverse />
        <FeatureChips features={attributes.features} max={4} icon={<Check aria-hidden="true" className="size-4 text-highlight" />} className="mt-6 justify-center" chipClassName="bg-white/10 font-semibold ring-1 ring-white/25" />
        <HeroButtons attributes={attributes} inverse className="mt-8 justify-center" />
      </div>
      {attributes.image ? (
        <div className="mx-auto mt-10 max-w-4xl">
          <HeroImage attributes={attributes} />
        </div>
      ) : null}
    </HeroSection>
  );
}

/** The hero a generic hero becomes on each special path (src/lib/marketing/paths.ts pathHero). */
export const PATH_HEROES: Record<PathHero, ComponentType<HeroProps>> = {
  home: HomeHero,
  'domain-transfer': DomainTransferHero,
  'red-cta': RedCtaHero,
  plesk: PleskHero,
  spamexperts: SpamExpertsHero,
};
