import { Check } from 'lucide-react';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { Heading } from '@/components/ui/Heading';
import { Section } from '@/components/ui/Section';
import { localizedPath } from '@/i18n/locales';
import { DomainSearchBox } from '@/components/blocks/domain-search/DomainSearchBox';
import { domainSearchSchema } from '@/components/blocks/domain-search/schema';
import { pricingLabels } from '@/components/blocks/pricing/labels';
import type { HeadingAttribute } from '@/components/blocks/attributes';
import type { BlockContext } from '../types';

/**
 * The domain registration hero (paths containing domain-registration): heading, text,
 * domain search, three trust badges, a price note, Explore pricing (scrolls to the price table) and
 * a link to transfer a domain. Rendered by acf/hero with advIdentity domain-registration and by its
 * alias acf/domain-registration-hero. The heading keeps the editor's tag (absent -> h3); it looks
 * like a page title.
 */
export async function RegistrationHero({
  heading,
  subHeading,
  pricingAnchor,
  anchor,
  context,
}: {
  heading: HeadingAttribute;
  subHeading: string;
  pricingAnchor: string;
  anchor?: string;
  context: BlockContext;
}) {
  const [{ t }, copy] = await Promise.all([pricingLabels(context.locale), pageCopy(context.locale)]);
  // .com's Member and non-member price now (a running promotion applied), like every block of the page.
  const com = copy.sources.index.find('com') ? copy.text('.com {price:com:member} / {price:com:nonmember} · ') : null;
  const badges = [t('registration.icann'), t('registration.iso'), t('registration.checkout')];
  return (
    <Section id={anchor} className="bg-brand-dark py-14 text-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <Heading tag={heading.tag} look="h1" fontSize={heading.fontSize} className="text-white">
          {copy.html(heading.title, { inline: true, as: 'span' })}
        </Heading>
        {subHeading ? copy.html(subHeading, { inline: true, as: 'p', className: 'text-lg' }) : null}
        <div className="w-full rounded-xl bg-white p-4 text-ink">
          <DomainSearchBox attributes={domainSearchSchema.parse({ search_theme: 'large' })} context={context} />
        </div>
        <ul aria-label={t('registration.badges')} className="flex flex-wrap justify-center gap-3">
          {badges.map((badge) => (
            <li key={badge} className="rounded-full border border-white/60 px-4 py-1.5 text-sm font-semibold">
              <Check aria-hidden="true" className="mr-1 inline size-4 align-[-2px]" />
              {badge}
            </li>
          ))}
        </ul>
        <p className="text-sm">
          {com}
          {t('registration.priceNote')}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-4">
          <a href={`#${pricingAnchor}`} className="rounded-md bg-highlight px-6 py-3 font-bold text-slate-900 hover:bg-white">
            {t('registration.explore')}
          </a>
          <a href={localizedPath('/domains/domain-transfer', context.locale)} className="font-semibold underline underline-offset-4">
            {t('registration.transfer')}
          </a>
        </div>
      </div>
    </Section>
  );
}
