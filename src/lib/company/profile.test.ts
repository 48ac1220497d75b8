import { describe, expect, it } from 'vitest';
import { rawThemeOptionsDocumentSchema } from '@/lib/content/raw';
import { reshapeThemeOptions } from '@/lib/content/reshape';
import themeOptions from '../../../content/theme-options.json';
import { countryName, openingHoursLines, parseOpeningHours, telHref, timeZoneLabel, titleWithBrand, type HoursWording } from './profile';

const en: HoursWording = { dayRange: (from, to) => `${from} to ${to}`, span: (days, opens, closes) => `${days}, ${opens} to ${closes}` };
const nl: HoursWording = { dayRange: (from, to) => `${from} t/m ${to}`, span: (days, opens, closes) => `${days} van ${opens} tot ${closes} uur` };
const es: HoursWording = { dayRange: (from, to) => `de ${from} a ${to}`, span: (days, opens, closes) => `${days}, de ${opens} a ${closes}` };

describe('the company record', () => {
  it('the embedded record is complete and fictional: .example mailboxes, a phone number no one can have, an invalid VAT check digit', () => {
    const { company } = reshapeThemeOptions(rawThemeOptionsDocumentSchema.parse(themeOptions));
    expect(company.brandName).not.toBe('Registrar');
    expect(company.legalName).toMatch(/B\.V\.$/);
    expect(company.address?.country).toBe('NL');
    for (const email of Object.values(company.emails)) expect(email).toMatch(/@[a-z-]+\.example$/);
    // Dutch subscriber numbers never start with 0 (the trunk prefix): +31 20 0… is never assigned.
    expect(company.phone?.replace(/\s/g, '')).toMatch(/^\+31200/);
    // The RSIN-style eleven test fails, so no Dutch company holds this VAT number.
    const digits = company.vatNumber!.slice(2, 11).split('').map(Number);
    const eleven = digits.slice(0, 8).reduce((sum, digit, index) => sum + digit * (9 - index), 0) - digits[8]!;
    expect(eleven % 11).not.toBe(0);
    expect(() => parseOpeningHours(company.hours.support!)).not.toThrow();
  });

  it('a record that breaks a rule is refused with the field named', () => {
    const broken = { data: { themeOptions: { company: { emails: { sales: 'not an address' }, hours: { sales: 'weekdays 9-5' } } } } };
    const result = rawThemeOptionsDocumentSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['data.themeOptions.company.emails.sales', 'data.themeOptions.company.hours.sales']));
  });

  it('no record: the fallback brand and nothing to contact', () => {
    const { company } = reshapeThemeOptions({ data: { themeOptions: {} } });
    expect(company.brandName).toBe('Registrar');
    expect(company.address).toBeNull();
    expect(company.emails.support).toBeNull();
  });
});

describe('formatting', () => {
  it('opening hours in the page language', () => {
    expect(openingHoursLines('Mo-Fr 08:00-20:00; Sa-Su 10:00-16:00', 'en-US', en)).toEqual(['Monday to Friday, 08:00 to 20:00', 'Saturday to Sunday, 10:00 to 16:00']);
    expect(openingHoursLines('Mo-Fr 09:00-17:30', 'nl-NL', nl)).toEqual(['Maandag t/m vrijdag van 09:00 tot 17:30 uur']);
    expect(openingHoursLines('Sa 10:00-14:00', 'es-ES', es)).toEqual(['Sábado, de 10:00 a 14:00']);
  });

  it('refuses opening hours it cannot read', () => {
    expect(() => parseOpeningHours('Fr-Mo 09:00-17:00')).toThrow();
    expect(() => parseOpeningHours('Mo-Fr 18:00-09:00')).toThrow();
    expect(() => parseOpeningHours('Monday 9-5')).toThrow();
  });

  it('tel links, country and time-zone names, titles with the brand', () => {
    expect(telHref('+31 20 012 3456')).toBe('tel:+31200123456');
    expect(countryName('NL', 'es-ES')).toBe('Países Bajos');
    expect(timeZoneLabel('Europe/Amsterdam', 'nl-NL')).toMatch(/Midden-Europese/);
    expect(titleWithBrand('Domain prices', 'Nameport')).toBe('Domain prices | Nameport');
    expect(titleWithBrand('About Nameport | Nameport', 'Nameport')).toBe('About Nameport | Nameport');
  });
});
