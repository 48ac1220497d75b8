import { ButtonLink } from '@/components/ui/Button';
import { Heading } from '@/components/ui/Heading';
import { Section } from '@/components/ui/Section';
import { localizedPath, type Locale } from '@/i18n/locales';
import { pricingLabels } from '@/components/blocks/pricing/labels';

/** Paths starting with /domains/tlds/: wholesale-prices section, headline 1,900+ TLDs, link to /membership-plans. */
export async function WholesalePrices({ locale }: { locale: Locale }) {
  const { t } = await pricingLabels(locale);
  return (
    <Section className="py-10">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand/5 p-8">
        <Heading tag="h2">{t('landing.wholesaleHeading')}</Heading>
        <p>{t('landing.wholesaleText')}</p>
        <ButtonLink href={localizedPath('/membership-plans', locale)}>{t('landing.wholesaleLink')}</ButtonLink>
      </div>
    </Section>
  );
}
