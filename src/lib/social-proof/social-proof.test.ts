import {
  AVATAR_SIZE_PX,
  CARD_FEATURES_DESKTOP_ABOVE_PX,
  CARD_FEATURES_DESKTOP_MAX,
  PARTNER_LOGOS_NARROW_BELOW_PX,
  PARTNER_LOGOS_PER_ROW,
  PARTNER_LOGOS_PER_ROW_NARROW,
  TESTIMONIAL_BASIC_INTERVAL_MS,
  TESTIMONIAL_CAROUSEL_FADE_MS,
  TESTIMONIAL_CAROUSEL_INTERVAL_MS,
  TESTIMONIAL_PREVIEW_MAX,
  TESTIMONIAL_SLIDER_INTERVAL_MS,
  TRUST_STRIP_DELAY_S,
  TRUST_STRIP_MAX_METRICS,
  TRUST_STRIP_STAGGER_S,
  TRUST_STRIP_UNDERLINE_S,
  WALL_INITIAL_COUNT,
  WALL_STEP,
  trustStripDelay,
} from './constants';
import { formatMetricValue, parseMetricValue } from './metrics';
import { dropWithoutText, hasText, initialsOf, nextVisibleCount, previewIndices } from './testimonials';

describe('social-proof timings and limits', () => {
  it('pins the timings to the spec', () => {
    expect(TESTIMONIAL_SLIDER_INTERVAL_MS).toBe(4000);
    expect(TESTIMONIAL_BASIC_INTERVAL_MS).toBe(13000);
    expect(TESTIMONIAL_CAROUSEL_INTERVAL_MS).toBe(7000);
    expect(TESTIMONIAL_CAROUSEL_FADE_MS).toBe(400);
    expect([TRUST_STRIP_DELAY_S, TRUST_STRIP_STAGGER_S, TRUST_STRIP_UNDERLINE_S]).toEqual([0.2, 0.12, 2.2]);
  });

  it('pins the limits to the spec', () => {
    expect(AVATAR_SIZE_PX).toBe(64);
    expect([WALL_INITIAL_COUNT, WALL_STEP]).toEqual([6, 6]);
    expect(TRUST_STRIP_MAX_METRICS).toBe(3);
    expect(TESTIMONIAL_PREVIEW_MAX).toBe(3);
    expect([PARTNER_LOGOS_PER_ROW, PARTNER_LOGOS_PER_ROW_NARROW, PARTNER_LOGOS_NARROW_BELOW_PX]).toEqual([5, 3, 600]);
    expect([CARD_FEATURES_DESKTOP_MAX, CARD_FEATURES_DESKTOP_ABOVE_PX]).toEqual([5, 700]);
  });

  it('trust strip items start 0.2 s in, 0.12 s apart', () => {
    expect([0, 1, 2].map(trustStripDelay)).toEqual([0.2, 0.32, 0.44]);
  });
});

describe('testimonial rules', () => {
  it('initials are the first letters of the first two words, uppercase', () => {
    expect(initialsOf('Maria van der Berg')).toBe('MV');
    expect(initialsOf('ada lovelace')).toBe('AL');
    expect(initialsOf('  Javier   Ortega Ruiz ')).toBe('JO');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('<b>Lars</b> Nordin')).toBe('LN');
  });

  it("'NA' without a name", () => {
    expect(initialsOf('')).toBe('NA');
    expect(initialsOf('   ')).toBe('NA');
    expect(initialsOf(null)).toBe('NA');
    expect(initialsOf(undefined)).toBe('NA');
  });

  it('testimonials without text are dropped, the rest keep their order', () => {
    const items = [{ t: 'Great' }, { t: '' }, { t: '   ' }, { t: '<p> </p>' }, { t: '<p>&nbsp;</p>' }, { t: null }, { t: '<p>Fast</p>' }];
    expect(dropWithoutText(items, (item) => item.t).map((item) => item.t)).toEqual(['Great', '<p>Fast</p>']);
    expect(hasText('<img src="x">')).toBe(false);
  });

  it('Load More adds a step without passing the total', () => {
    expect(nextVisibleCount(6, 14, 6)).toBe(12);
    expect(nextVisibleCount(12, 14, 6)).toBe(14);
    expect(nextVisibleCount(14, 14, 6)).toBe(14);
  });

  it('the preview list is up to 3 others, after the current one, wrapping', () => {
    expect(previewIndices(0, 5, 3)).toEqual([1, 2, 3]);
    expect(previewIndices(3, 5, 3)).toEqual([4, 0, 1]);
    expect(previewIndices(1, 2, 3)).toEqual([0]);
    expect(previewIndices(0, 1, 3)).toEqual([]);
  });
});

describe('metric values', () => {
  it.each([
    ['$10.44/yr', { kind: 'currency', symbol: '$', amount: 10.44, decimals: 2, unit: '/yr' }, '$10.44/yr'],
    ['$4.29 per year', { kind: 'currency', amount: 4.29, unit: 'per year' }, '$4.29 per year'],
    ['€6.49', { kind: 'currency', symbol: '€', amount: 6.49, unit: '' }, '€6.49'],
    ['$1,999.00', { kind: 'currency', amount: 1999, grouped: true }, '$1,999.00'],
    ['69%', { kind: 'percent', amount: 69, decimals: 0 }, '69%'],
    ['99.9 %', { kind: 'percent', amount: 99.9, decimals: 1 }, '99.9%'],
    ['2.5M+', { kind: 'abbreviated', amount: 2.5, suffix: 'M', plus: true }, '2.5M+'],
    ['10M', { kind: 'abbreviated', amount: 10, suffix: 'M', plus: false }, '10M'],
    ['500k+', { kind: 'abbreviated', amount: 500, suffix: 'K', plus: true }, '500K+'],
    ['1,900+', { kind: 'number', amount: 1900, grouped: true, plus: true }, '1,900+'],
    ['2004', { kind: 'number', amount: 2004, grouped: false, plus: false }, '2004'],
    [2004, { kind: 'number', amount: 2004 }, '2004'],
    ['ISO 27001', { kind: 'text', text: 'ISO 27001' }, 'ISO 27001'],
    ['24/7', { kind: 'text' }, '24/7'],
  ] as const)('%s', (input, parsed, shown) => {
    const value = parseMetricValue(input);
    expect(value).toMatchObject(parsed);
    expect(formatMetricValue(value, 'en-US')).toBe(shown);
  });

  it("uses the page locale's decimal mark and grouping", () => {
    expect(formatMetricValue(parseMetricValue('1,900+'), 'nl-NL')).toBe('1.900+');
    expect(formatMetricValue(parseMetricValue('$10.44/yr'), 'nl-NL')).toBe('$10,44/yr');
    expect(formatMetricValue(parseMetricValue('2.5M+'), 'es-ES')).toBe('2,5M+');
    expect(formatMetricValue(parseMetricValue('99.9%'), 'es-ES')).toBe('99,9%');
  });

  it('counts up from zero, keeping the decimals and suffixes', () => {
    const value = parseMetricValue('$10.44/yr');
    expect(formatMetricValue(value, 'en-US', 0)).toBe('$0.00/yr');
    expect(formatMetricValue(value, 'en-US', 0.5)).toBe('$5.22/yr');
    expect(formatMetricValue(parseMetricValue('1,900+'), 'en-US', 0.5)).toBe('950+');
    expect(formatMetricValue(parseMetricValue('ISO 27001'), 'en-US', 0)).toBe('ISO 27001');
  });
});
