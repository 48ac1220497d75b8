import { Building2, Clock, Mail, Phone, type LucideIcon } from 'lucide-react';
import { htmlLangByLocale, type Locale } from '@/i18n/locales';
import { messagesFor, translatorFor } from '@/i18n/messages';
import {
  channelEmail,
  countryName,
  mailtoHref,
  openingHoursLines,
  telHref,
  timeZoneLabel,
  type HoursWording,
  type CompanyAddress,
  type CompanyProfile,
  type ContactChannel,
  type HoursKind,
} from '@/lib/company/profile';

/**
 * The company record (theme options) as the site shows it: the address, opening hours in the page's
 * language, the imprint (legal identity) and contact cards. Used by the footer and the
 * company-details block; every part hides when the record leaves it out.
 */
export function companyLabels(locale: Locale) {
  return messagesFor(locale).common.company;
}

export function AddressLines({ address, locale }: { address: CompanyAddress; locale: Locale }) {
  return (
    <>
      {/* names and numbers of the company record read the same in every language */}
      <span className="block" translate="no">
        {address.street}
      </span>
      <span className="block" translate="no">
        {[address.postalCode, address.city].filter(Boolean).join(' ')}
      </span>
      {address.country ? <span className="block">{countryName(address.country, htmlLangByLocale[locale])}</span> : null}
    </>
  );
}

/** How the page's catalogue (common.company) words the opening hours. */
function hoursWording(locale: Locale): HoursWording {
  const t = translatorFor(locale, 'common.company');
  return { dayRange: (from, to) => t('dayRange', { from, to }), span: (days, opens, closes) => t('span', { days, opens, closes }) };
}

export function OpeningHours({ company, kind, locale, className }: { company: CompanyProfile; kind: HoursKind; locale: Locale; className?: string }) {
  const value = company.hours[kind];
  if (!value) return null;
  const t = translatorFor(locale, 'common.company');
  const language = htmlLangByLocale[locale];
  const lines = openingHoursLines(value, language, hoursWording(locale));
  return (
    <div className={className} data-hours={kind}>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm opacity-80">{t('timeZone', { zone: timeZoneLabel(company.timeZone, language) })}</p>
    </div>
  );
}

/** Legal identity: name, registered office, trade register, VAT, phone and e-mail. */
export function Imprint({ company, locale, className = '' }: { company: CompanyProfile; locale: Locale; className?: string }) {
  const labels = companyLabels(locale);
  const email = channelEmail(company, 'general');
  const rows: Array<[string, React.ReactNode]> = [];
  const name = (value: string) => <span translate="no">{value}</span>;
  if (company.legalName) rows.push([labels.legalName, name(company.legalName)]);
  if (company.address) rows.push([labels.address, <AddressLines key="address" address={company.address} locale={locale} />]);
  if (company.registration) rows.push([labels.registration, name(company.registration)]);
  if (company.vatNumber) rows.push([labels.vat, name(company.vatNumber)]);
  if (company.phone) rows.push([labels.phone, <a key="phone" className="text-brand underline-offset-2 hover:underline" href={telHref(company.phone)}>{company.phone}</a>]);
  if (email) rows.push([labels.email, <a key="email" className="break-all text-brand underline-offset-2 hover:underline" href={mailtoHref(email)}>{email}</a>]);
  if (company.founded) rows.push([labels.founded, String(company.founded)]);
  if (rows.length === 0) return null;
  return (
    <dl className={`grid grid-cols-1 gap-x-8 gap-y-3 sm:grid-cols-[max-content_1fr] ${className}`.trim()} data-company-imprint="">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-heading">{term}</dt>
          <dd className="text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One contact card: the icon on the muted tile, the title, then what to reach. */
function ContactCard({ kind, channel, icon: Icon, title, children }: { kind: string; channel?: string; icon: LucideIcon; title: string; children: React.ReactNode }) {
  return (
    <div className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-contact-card={kind} data-channel={channel}>
      <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-xl bg-muted text-brand">
        <Icon className="size-6" strokeWidth={1.75} />
      </span>
      <h3 className="mt-3 text-lg font-bold text-heading">{title}</h3>
      {children}
    </div>
  );
}

/**
 * How to reach the company for the given channels: one e-mail card per channel, a phone card with
 * the opening hours of `hours`, and the postal address when `address` is set.
 */
export function ContactCards({
  company,
  locale,
  channels,
  hours,
  address = false,
  phone = true,
}: {
  company: CompanyProfile;
  locale: Locale;
  channels: readonly ContactChannel[];
  hours: HoursKind | null;
  address?: boolean;
  phone?: boolean;
}) {
  const labels = companyLabels(locale);
  const mailboxes = [...new Map(channels.map((channel) => [channelEmail(company, channel), channel])).entries()].filter(
    (entry): entry is [string, ContactChannel] => entry[0] !== null,
  );
  const cards: Array<{ key: string; node: React.ReactNode }> = mailboxes.map(([email, channel]) => ({
    key: `email-${channel}`,
    node: (
      <ContactCard kind="email" channel={channel} icon={Mail} title={labels.channels[channel]}>
        <p className="mt-1 text-slate-700">{labels.emailCard}</p>
        <a className="mt-auto inline-flex min-h-11 items-center break-all pt-2 font-semibold text-brand underline-offset-2 hover:underline" href={mailtoHref(email)}>
          {email}
        </a>
      </ContactCard>
    ),
  }));
  if (phone && company.phone) {
    cards.push({
      key: 'phone',
      node: (
        <ContactCard kind="phone" icon={Phone} title={labels.phoneCard}>
          <a className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-2 hover:underline" href={telHref(company.phone)}>
            {company.phone}
          </a>
          {hours ? (
            <div className="mt-2 flex gap-2 text-slate-700">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <div>
                <p className="sr-only">{labels.hours}</p>
                <OpeningHours company={company} kind={hours} locale={locale} />
              </div>
            </div>
          ) : null}
        </ContactCard>
      ),
    });
  }
  if (address && company.address) {
    const postal = company.address;
    cards.push({
      key: 'address',
      node: (
        <ContactCard kind="address" icon={Building2} title={labels.visitCard}>
          <address className="mt-1 not-italic text-slate-700">
            {company.legalName ? (
              <span className="block font-semibold" translate="no">
                {company.legalName}
              </span>
            ) : null}
            <AddressLines address={postal} locale={locale} />
          </address>
        </ContactCard>
      ),
    });
  }
  if (cards.length === 0) return null;
  const columns = cards.length >= 3 ? 'lg:grid-cols-3' : cards.length === 2 ? 'sm:grid-cols-2' : '';
  return (
    <ul className={`grid gap-4 ${columns}`.trim()} data-contact-cards="">
      {cards.map((card) => (
        <li key={card.key}>{card.node}</li>
      ))}
    </ul>
  );
}
