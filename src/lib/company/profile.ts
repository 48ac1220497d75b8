/**
 * The company behind the site: one record in the theme options (content/theme-options.json, or the
 * WordPress options page through WPGraphQL `themeOptions.company`), shown by the footer, the about,
 * contact and legal pages, the report mail and the page titles. An operator replaces that one record
 * with their own; nothing else names the company. Pure: formatting only, no React, no I/O.
 */

export const CONTACT_CHANNELS = ['general', 'support', 'sales', 'abuse', 'security', 'privacy', 'jobs'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** Opening hours in schema.org `openingHours` syntax ("Mo-Fr 08:00-20:00; Sa,Su 10:00-16:00"). */
export const HOURS_KINDS = ['support', 'sales'] as const;
export type HoursKind = (typeof HOURS_KINDS)[number];

export interface CompanyAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 code; its name is shown in the page's language. */
  country: string;
}

export interface CompanyProfile {
  /** The name visitors know the site by (header, footer, page titles, mail). */
  brandName: string;
  /** The legal entity that runs the site and is the registrar of record. */
  legalName: string | null;
  address: CompanyAddress | null;
  /** Trade register and number as written on invoices ("KvK 12345678"). */
  registration: string | null;
  vatNumber: string | null;
  /** As shown ("+31 20 012 3456"); the tel: link is derived from it. */
  phone: string | null;
  emails: Record<ContactChannel, string | null>;
  hours: Record<HoursKind, string | null>;
  /** IANA time zone the hours are in ("Europe/Amsterdam"). */
  timeZone: string;
  founded: number | null;
}

/** The record when the content system has none: a brand, nothing to contact (every part hides). */
export const EMPTY_COMPANY: CompanyProfile = {
  brandName: 'Registrar',
  legalName: null,
  address: null,
  registration: null,
  vatNumber: null,
  phone: null,
  emails: { general: null, support: null, sales: null, abuse: null, security: null, privacy: null, jobs: null },
  hours: { support: null, sales: null },
  timeZone: 'UTC',
  founded: null,
};

/** "+31 20 012 3456" -> "tel:+31200123456" (digits and a leading plus only). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The address for a channel, falling back to the general one. */
export function channelEmail(company: CompanyProfile, channel: ContactChannel): string | null {
  return company.emails[channel] ?? company.emails.general;
}

/** mailto: link with an optional subject. */
export function mailtoHref(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/** The country's name in the page's language ('NL' -> 'Netherlands' | 'Países Bajos' | 'Nederland'). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type DayCode = (typeof DAY_CODES)[number];

export interface OpeningSpan {
  /** Consecutive days, first and last (equal for one day). */
  from: DayCode;
  to: DayCode;
  opens: string;
  closes: string;
}

const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;

/**
 * Parses schema.org `openingHours` ("Mo-Fr 08:00-20:00; Sa-Su 10:00-16:00"; a comma lists several
 * day groups: "Mo,We 09:00-12:00"). Throws on anything else, so a typo in the record is caught when
 * the content is validated rather than shown.
 */
export function parseOpeningHours(value: string): OpeningSpan[] {
  const spans: OpeningSpan[] = [];
  for (const part of value.split(/\s*;\s*/).filter(Boolean)) {
    const match = part.trim().match(/^([A-Za-z,-]+)\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/);
    if (!match) throw new Error(`opening hours "${part}": expected e.g. "Mo-Fr 09:00-17:30"`);
    const [, days, opens, closes] = match as unknown as [string, string, string, string];
    if (!TIME.test(opens) || !TIME.test(closes) || opens >= closes) throw new Error(`opening hours "${part}": invalid times`);
    for (const group of days.split(',')) {
      const [from, to = from] = group.split('-') as [string, string?];
      const a = DAY_CODES.indexOf(from as DayCode);
      const b = DAY_CODES.indexOf(to as DayCode);
      if (a < 0 || b < 0 || b < a) throw new Error(`opening hours "${part}": days must be Mo, Tu, We, Th, Fr, Sa, Su (e.g. Mo-Fr)`);
      spans.push({ from: DAY_CODES[a]!, to: DAY_CODES[b]!, opens, closes });
    }
  }
  return spans;
}

/** 2024-01-01 was a Monday: the weekday names come from Intl in the page's language. */
function weekdayName(day: DayCode, language: string): string {
  const date = new Date(Date.UTC(2024, 0, 1 + DAY_CODES.indexOf(day)));
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** How the page's language words a span of days and a span's line (its catalogue's messages). */
export interface HoursWording {
  /** "Monday to Friday" */
  dayRange(from: string, to: string): string;
  /** "Monday to Friday, 08:00 to 20:00" */
  span(days: string, opens: string, closes: string): string;
}

/** Each span as a line in the page's language: "Monday to Friday, 08:00 to 20:00". */
export function openingHoursLines(value: string, language: string, wording: HoursWording): string[] {
  return parseOpeningHours(value).map((span) => {
    const from = weekdayName(span.from, language);
    const days = span.from === span.to ? from : wording.dayRange(from, weekdayName(span.to, language));
    const line = wording.span(days, span.opens, span.closes);
    return line.charAt(0).toLocaleUpperCase(language) + line.slice(1);
  });
}

/** "Central European Time" | "hora de Europa central" | "Midden-Europese tijd" for Europe/Amsterdam. */
export function timeZoneLabel(timeZone: string, language: string): string {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date(Date.UTC(2024, 0, 15)));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * The page title with the brand: content titles are written without it and get " | Brand" here; a
 * title that already names the brand (a CMS whose SEO plugin appends the site name) is kept as is.
 */
export function titleWithBrand(title: string, brandName: string): string {
  const clean = title.trim();
  if (!clean) return brandName;
  return clean.toLowerCase().includes(brandName.toLowerCase()) ? clean : `${clean} | ${brandName}`;
}

/** A page's metadata title with the brand, absolute so the layout's template does not add it twice. */
export function brandedTitle(title: string, brandName: string): { absolute: string } {
  return { absolute: titleWithBrand(title, brandName) };
}
