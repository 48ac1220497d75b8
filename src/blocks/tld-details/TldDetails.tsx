import { Heading } from '@/components/ui/Heading';
import { Section } from '@/components/ui/Section';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '@/lib/pricing/currency';
import { pricingLabels } from '@/components/blocks/pricing/labels';
import type { LandingData } from '@/lib/pricing/landing-data';

/** Fees of one extension: register, renew, transfer, restore for each audience, in the page currency. */
export async function TldDetails({ data, locale }: { data: LandingData; locale: Locale }) {
  const { t } = await pricingLabels(locale);
  const price = data.extension.prices[data.currency];
  if (!price) return null;
  const show = (value: number | null) => (value === null ? t('unavailable') : formatMoney(value, data.currency, locale));
  const kind = data.extension.kind === 'country-code' ? t('landing.countryCode') : data.extension.kind === 'second-level' ? t('landing.secondLevel') : t('landing.generic');
  const rows: [string, number | null, number | null, number | null][] = [
    [t('landing.register'), price.memberRegister, price.nonMemberRegister, price.supremeRegister],
    [t('landing.renew'), price.memberRenew, price.nonMemberRenew, price.supremeRenew],
    [t('landing.transfer'), price.memberTransfer, price.nonMemberTransfer, price.supremeTransfer],
    [t('landing.restore'), price.memberRestore, price.nonMemberRestore, price.supremeRestore],
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
      {/* focusable, so a keyboard can scroll the table sideways on a phone */}
      <div tabIndex={0} className="relative overflow-x-auto focus-visible:outline-3">
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-400">
              <th scope="col" className="p-2">{t('landing.operation')}</th>
              <th scope="col" className="p-2">{t('tldTable.member')}</th>
              <th scope="col" className="p-2">{t('tldTable.nonMember')}</th>
              <th scope="col" className="p-2">{t('tldTable.supreme')}</th>
            </tr>
          </thead>
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
        </table>
      </div>
    </Section>
  );
}
