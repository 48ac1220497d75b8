import { Heading } from '@/components/ui/Heading';
import { Section } from '@/components/ui/Section';
import type { Locale } from '@/i18n/locales';
import { CURRENCIES } from '@/lib/pricing/currency';
import type { CataloguePrice } from '@/lib/pricing/model';
import type { Amounts } from '@/lib/pricing/money';
import { Money } from '@/components/blocks/pricing/Money.client';
import { pricingLabels } from '@/components/blocks/pricing/labels';
import type { LandingData } from '@/lib/pricing/landing-data';
import { ScrollableTable } from '@/components/ui/ScrollableTable';
import { TableHead } from '@/components/ui/TableParts';

/** List fees of one extension: register, renew, transfer, restore for each audience, in the page currency (the visitor's on English pages). */
export async function TldDetails({ data, locale }: { data: LandingData; locale: Locale }) {
  const { t } = await pricingLabels(locale);
  const prices = data.extension.prices;
  if (!prices[data.currency]) return null;
  const unavailable = t('unavailable');
  // Each fee in every currency the catalogue has; the cell shows the page's (the visitor's choice on English pages).
  const fee = (field: Exclude<keyof CataloguePrice, 'tld' | 'currency' | 'onGoingPromo' | 'memberPromoEndDate' | 'nonMemberPromoEndDate'>): Amounts => {
    const amounts: Amounts = {};
    for (const currency of CURRENCIES) {
      const value = prices[currency]?.[field];
      if (typeof value === 'number') amounts[currency] = value;
    }
    return amounts;
  };
  const show = (amounts: Amounts) => <Money amounts={amounts} locale={locale} unavailable={unavailable} />;
  const kind = data.extension.kind === 'country-code' ? t('landing.countryCode') : data.extension.kind === 'second-level' ? t('landing.secondLevel') : t('landing.generic');
  const rows: [string, Amounts, Amounts, Amounts][] = [
    [t('landing.register'), fee('memberRegister'), fee('nonMemberRegister'), fee('supremeRegister')],
    [t('landing.renew'), fee('memberRenew'), fee('nonMemberRenew'), fee('supremeRenew')],
    [t('landing.transfer'), fee('memberTransfer'), fee('nonMemberTransfer'), fee('supremeTransfer')],
    [t('landing.restore'), fee('memberRestore'), fee('nonMemberRestore'), fee('supremeRestore')],
  ];
  return (
    <Section className="py-8">
      <Heading tag="h2" className="mb-4">
        {t('landing.details')}
      </Heading>
      <p className="mb-4">
        {`${t('landing.type')}: ${kind}`}
        {data.extension.unicodeName !== data.extension.tld ? ` (.${data.extension.unicodeName} = .${data.extension.tld})` : ''}
      </p>
      <ScrollableTable>
        <TableHead labels={[t('landing.operation'), t('tldTable.member'), t('tldTable.nonMember'), t('tldTable.supreme')]} />
        <tbody>
          {rows.map(([label, member, nonMember, supreme]) => (
            <tr key={label} className="border-b border-slate-200">
              <th scope="row" className="p-2 font-semibold">{label}</th>
              <td className="p-2">{show(member)}</td>
              <td className="p-2">{show(nonMember)}</td>
              <td className="p-2">{show(supreme)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </Section>
  );
}
