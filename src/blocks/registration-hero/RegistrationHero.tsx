import { Check } from 'lucide-react';
import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { localizedPath } from '@/i18n/locales';
import { catalogue } from '@/lib/pricing/catalogue';
import { currencyForLocale, formatMoney } from '@/lib/pricing/currency';
import { DomainSearchBox } from '../domain-search/DomainSearch';
import { domainSearchSchema } from '../domain-search/schema';
import { pricingLabels } from '../pricing-shared/labels';
import type { BlockProps } from '../types';
import type { RegistrationHeroAttributes } from './schema';

export async function RegistrationHeroBlock({ attributes, context }: BlockProps<RegistrationHeroAttributes>) {
  const [{ t }, index] = await Promise.all([pricingLabels(context.locale), catalogue().current()]);
  const currency = currencyForLocale(context.locale, null);
  const com = index.find('com')?.prices[currency];
  const badges = [t('registration.icann'), t('registration.iso'), t('registration.checkout')];
  return (
    <Section id={attributes.anchor} className="bg-brand-dark py-14 text-white [&_h1]:text-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <Heading tag={attributes.heading.tag === 'h3' ? 'h1' : attributes.heading.tag} fontSize={attributes.heading.fontSize}>
          <RichText html={attributes.heading.title} inline as="span" />
        </Heading>
        {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="text-lg" /> : null}
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
          {com ? `.com ${formatMoney(com.memberRegister, currency, context.locale)} / ${formatMoney(com.nonMemberRegister, currency, context.locale)} · ` : ''}
          {t('registration.priceNote')}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-4">
          <a href={`#${attributes.pricing_anchor}`} className="rounded-md bg-highlight px-6 py-3 font-bold text-slate-900 hover:bg-white">
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
