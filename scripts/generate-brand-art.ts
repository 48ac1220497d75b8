/**
 * `npx tsx scripts/generate-brand-art.ts`: draws the embedded site's pictures in its own visual
 * language — the brand colours of the theme options and the Inter typeface — as SVG files under
 * public/images: topic icons (Lucide line icons on the site's muted tiles, as the contact hub shows
 * them), the fictional customers' logos and story posters, the testimonial avatars and the promotion
 * banners. Text is drawn as outlines (fontkit, from Debian's `fonts-inter`: `apt-get install
 * fonts-inter`), because an SVG shown through <img> cannot load the page's web font: live <text>
 * fell back to Arial. Every file carries role="img" and an aria-label; they are committed, so
 * nobody needs the font to build or test the site. Replaces scripts/generate-promo-banners.py.
 * Last, every other SVG under public/images that still carries live <text> (set in Arial or
 * system-ui) has it turned into Inter outlines in place, so no picture falls back to another face.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONT_DIR = process.env.INTER_FONT_DIR ?? '/usr/share/fonts/opentype/inter';

/** The theme options' colours (content/theme-options.json) and the site's status colours. */
const C = {
  dark: '#012856',
  accent: '#0a58ca',
  extra: '#ffb020',
  light: '#f3f6fb',
  heading: '#0f172a',
  text: '#1f2937',
  tile: '#e7effb',
  sky: '#7dd3fc',
  white: '#ffffff',
};

interface FontPath {
  scale(x: number, y: number): FontPath;
  translate(x: number, y: number): FontPath;
  toSVG(): string;
}
interface Font {
  unitsPerEm: number;
  layout(text: string): { glyphs: Array<{ path: FontPath }>; positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }> };
}

const fonts = new Map<string, Font>();
function font(weight: 'Regular' | 'Medium' | 'SemiBold' | 'Bold' | 'ExtraBold'): Font {
  let loaded = fonts.get(weight);
  if (!loaded) {
    loaded = fontkit.openSync(path.join(FONT_DIR, `Inter-${weight}.otf`)) as Font;
    fonts.set(weight, loaded);
  }
  return loaded;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Width of a line of text in px. */
function textWidth(text: string, size: number, weight: Parameters<typeof font>[0]): number {
  const f = font(weight);
  const run = f.layout(text);
  return (run.positions.reduce((sum, position) => sum + position.xAdvance, 0) * size) / f.unitsPerEm;
}

/** A line of text as one outlined path; `anchor` as SVG text-anchor; y is the baseline. */
function textPath(text: string, x: number, y: number, size: number, weight: Parameters<typeof font>[0], fill: string, anchor: 'start' | 'middle' | 'end' = 'start'): string {
  const f = font(weight);
  const scale = size / f.unitsPerEm;
  const run = f.layout(text);
  const width = textWidth(text, size, weight);
  let cursor = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const d = glyph.path
      .scale(scale, -scale)
      .translate(cursor + position.xOffset * scale, y - position.yOffset * scale)
      .toSVG();
    if (d) parts.push(d);
    cursor += position.xAdvance * scale;
  });
  return `<path fill="${fill}" d="${parts.join('').replace(/(\d+\.\d{2})\d+/g, '$1')}"/>`;
}

/** Words wrapped to lines no wider than `max` px. */
function wrap(text: string, size: number, weight: Parameters<typeof font>[0], max: number): string[] {
  const lines: string[] = [];
  let line = '';
  // only ordinary spaces break a line: "€\u00a04,49" and "50\u00a0%" stay together
  for (const word of text.split(/ +/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, weight) > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function svg(width: number, height: number, label: string, body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">\n${body.join('\n')}\n</svg>\n`;
}

function write(relative: string, content: string): void {
  const file = path.join(root, 'public', 'images', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`${relative} (${content.length} bytes)`);
}

/* ---------------------------------------------------------------- icons */

type IconNode = Array<[string, Record<string, string>]>;
async function lucide(name: string): Promise<IconNode> {
  const icon = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: { node: IconNode } };
  return icon.__iconData.node;
}

function iconElements(node: IconNode, stroke: string, strokeWidth = 2): string {
  return node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${value}"`)
        .join(' ');
      return `<${tag} ${attrs} fill="none" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
}

/** A topic icon: a Lucide line icon in the brand blue on the site's muted tile (64 px). */
async function topicIcon(file: string, lucideName: string, label: string): Promise<void> {
  const node = await lucide(lucideName);
  write(`icons/${file}.svg`, svg(64, 64, label, [`<rect width="64" height="64" rx="16" fill="${C.tile}"/>`, `<g transform="translate(14 14) scale(1.5)">${iconElements(node, C.accent, 1.75)}</g>`]));
}

/* ---------------------------------------------------------------- customers */

/** A customer's mark: a simple geometric glyph (36 px box at 0,0), one per company. */
const MARKS: Record<string, (fill: string, accent: string) => string> = {
  wave: (f, a) => `<rect width="36" height="36" rx="10" fill="${f}"/><path d="M6 21c4-5 8-5 12 0s8 5 12 0" fill="none" stroke="${a}" stroke-width="3.2" stroke-linecap="round"/><path d="M6 14c4-5 8-5 12 0s8 5 12 0" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" opacity=".85"/>`,
  north: (f, a) => `<rect width="36" height="36" rx="10" fill="${f}"/><path d="M18 6l8 22-8-5-8 5z" fill="#fff"/><path d="M18 6v17l-8 5z" fill="${a}"/>`,
  cloud: (f, a) => `<rect width="36" height="36" rx="18" fill="${f}"/><path d="M11 25h14a5 5 0 0 0 .6-10 7 7 0 0 0-13.2 2A4 4 0 0 0 11 25z" fill="#fff"/><circle cx="25" cy="11" r="3" fill="${a}"/>`,
  sun: (f, a) => `<rect width="36" height="36" rx="10" fill="${f}"/><circle cx="18" cy="18" r="6.5" fill="${a}"/><g stroke="#fff" stroke-width="2.6" stroke-linecap="round"><path d="M18 4v4M18 28v4M4 18h4M28 18h4M8 8l2.8 2.8M25.2 25.2 28 28M8 28l2.8-2.8M25.2 10.8 28 8"/></g>`,
  stack: (f, a) => `<rect width="36" height="36" rx="10" fill="${f}"/><path d="M18 7l11 5-11 5-11-5z" fill="#fff"/><path d="M7 18l11 5 11-5" fill="none" stroke="${a}" stroke-width="3" stroke-linejoin="round"/><path d="M7 24l11 5 11-5" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" opacity=".7"/>`,
  brackets: (f, a) => `<rect width="36" height="36" rx="10" fill="${f}"/><path d="M14 10l-6 8 6 8M22 10l6 8-6 8" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/><circle cx="18" cy="18" r="2.6" fill="${a}"/>`,
  pixel: (f, a) => `<rect width="36" height="36" rx="10" fill="${f}"/><rect x="8" y="8" width="8" height="8" rx="1.5" fill="#fff"/><rect x="20" y="8" width="8" height="8" rx="1.5" fill="${a}"/><rect x="8" y="20" width="8" height="8" rx="1.5" fill="${a}"/><rect x="20" y="20" width="8" height="8" rx="1.5" fill="#fff"/>`,
  server: (f, a) => `<rect width="36" height="36" rx="10" fill="${f}"/><rect x="8" y="9" width="20" height="7" rx="2" fill="#fff"/><rect x="8" y="20" width="20" height="7" rx="2" fill="#fff" opacity=".75"/><circle cx="24" cy="12.5" r="1.6" fill="${a}"/><circle cx="24" cy="23.5" r="1.6" fill="${a}"/>`,
  dot: (f, a) => `<rect width="36" height="36" rx="10" fill="${f}"/><circle cx="16" cy="16" r="7" fill="none" stroke="#fff" stroke-width="3.2"/><circle cx="25.5" cy="25.5" r="3.4" fill="${a}"/>`,
  nest: (f, a) => `<rect width="36" height="36" rx="10" fill="${f}"/><path d="M7 19a11 11 0 0 0 22 0z" fill="#fff"/><circle cx="14" cy="15" r="3.2" fill="${a}"/><circle cx="22" cy="15" r="3.2" fill="${a}"/>`,
};

const CUSTOMERS: Array<{ name: string; mark: keyof typeof MARKS; colour: string }> = [
  { name: 'Hostwave', mark: 'wave', colour: C.accent },
  { name: 'Nordpanel', mark: 'north', colour: C.dark },
  { name: 'Cloudbay', mark: 'cloud', colour: '#0b7bd4' },
  { name: 'Agencia Luz', mark: 'sun', colour: '#c2410c' },
  { name: 'Datahaven', mark: 'stack', colour: '#0f766e' },
  { name: 'Webmakers', mark: 'brackets', colour: C.dark },
  { name: 'Pixelforge', mark: 'pixel', colour: '#6d28d9' },
  { name: 'Serverkit', mark: 'server', colour: '#334155' },
  { name: 'Domainly', mark: 'dot', colour: C.accent },
  { name: 'Netnest', mark: 'nest', colour: '#0f766e' },
];

/** A customer logo (200 x 60): the mark and the name in Inter Bold, the brand's dark ink. */
function customerLogo(index: number): void {
  const customer = CUSTOMERS[index]!;
  const mark = MARKS[customer.mark]!(customer.colour, C.extra);
  const size = textWidth(customer.name, 24, 'Bold') > 140 ? 20 : 24;
  write(
    `social/partner-${index + 1}.svg`,
    svg(200, 60, customer.name, [`<g transform="translate(6 12)">${mark}</g>`, textPath(customer.name, 52, 38, size, 'Bold', C.heading)]),
  );
}

/** A customer story's video poster (640 x 800): the customer on the brand's blue with its result. */
function storyPoster(index: number, customerIndex: number, result: string): void {
  const customer = CUSTOMERS[customerIndex]!;
  const mark = MARKS[customer.mark]!('rgba(255,255,255,0.14)', C.extra);
  const lines = wrap(result, 44, 'ExtraBold', 520);
  const top = 330 - (lines.length - 1) * 26;
  write(
    `social/story-${index}.svg`,
    svg(640, 800, `${customer.name}: ${result}`, [
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.dark}"/><stop offset="1" stop-color="${customer.colour === C.dark ? C.accent : customer.colour}"/></linearGradient></defs>`,
      `<rect width="640" height="800" fill="url(#g)"/>`,
      `<circle cx="560" cy="110" r="180" fill="#fff" opacity=".06"/><circle cx="560" cy="110" r="110" fill="#fff" opacity=".06"/>`,
      `<g transform="translate(60 90) scale(2.2)">${mark}</g>`,
      textPath(customer.name, 150, 150, 40, 'Bold', C.white),
      ...lines.map((line, row) => textPath(line, 60, top + row * 54, 44, 'ExtraBold', C.white)),
      `<rect x="60" y="${top + lines.length * 54 - 14}" width="72" height="6" rx="3" fill="${C.extra}"/>`,
    ]),
  );
}

/* ---------------------------------------------------------------- avatars */

interface Person {
  skin: string;
  hair: string;
  style: 'short' | 'long' | 'bun' | 'curly' | 'crop' | 'bob';
  shirt: string;
  background: string;
  glasses?: boolean;
  beard?: boolean;
}

/** A flat portrait (128 x 128) in the brand's palette: shoulders, head, hair, optional glasses. */
function portrait(person: Person): string[] {
  const hair: Record<Person['style'], { back: string; front: string }> = {
    short: { back: '', front: `<path d="M41 52c0-15 10-24 23-24s23 9 23 24c-5-8-13-11-23-11s-18 3-23 11z" fill="${person.hair}"/>` },
    crop: { back: '', front: `<path d="M42 50c1-13 10-20 22-20s21 7 22 20c-6-5-13-7-22-7s-16 2-22 7z" fill="${person.hair}"/>` },
    long: { back: `<path d="M36 56c0-19 12-30 28-30s28 11 28 30v32H36z" fill="${person.hair}"/>`, front: `<path d="M40 54c2-14 11-22 24-22 10 0 18 5 22 14-9 2-22 1-32-5-4 6-9 10-14 13z" fill="${person.hair}"/>` },
    bob: { back: `<path d="M37 58c0-19 11-30 27-30s27 11 27 30v14H37z" fill="${person.hair}"/>`, front: `<path d="M40 56c0-15 10-24 24-24s24 9 24 24c-10-3-18-8-24-15-5 7-13 12-24 15z" fill="${person.hair}"/>` },
    bun: { back: `<circle cx="64" cy="24" r="11" fill="${person.hair}"/>`, front: `<path d="M41 54c0-15 10-24 23-24s23 9 23 24c-6-9-14-13-23-13s-17 4-23 13z" fill="${person.hair}"/>` },
    curly: {
      back: `<g fill="${person.hair}"><circle cx="46" cy="42" r="11"/><circle cx="58" cy="32" r="12"/><circle cx="72" cy="32" r="12"/><circle cx="83" cy="43" r="11"/><circle cx="42" cy="56" r="9"/><circle cx="86" cy="57" r="9"/></g>`,
      front: '',
    },
  };
  const style = hair[person.style];
  const parts = [
    `<circle cx="64" cy="64" r="64" fill="${person.background}"/>`,
    `<clipPath id="c"><circle cx="64" cy="64" r="64"/></clipPath>`,
    `<g clip-path="url(#c)">`,
    style.back,
    `<path d="M22 128c2-22 19-34 42-34s40 12 42 34z" fill="${person.shirt}"/>`,
    `<path d="M56 84h16v14c-4 4-12 4-16 0z" fill="${person.skin}"/>`,
    `<path d="M56 96c3 4 13 4 16 0l2 3c-5 6-15 6-20 0z" fill="#000" opacity=".12"/>`,
    `<ellipse cx="64" cy="60" rx="21" ry="25" fill="${person.skin}"/>`,
    `<ellipse cx="43.5" cy="62" rx="3.5" ry="5.5" fill="${person.skin}"/><ellipse cx="84.5" cy="62" rx="3.5" ry="5.5" fill="${person.skin}"/>`,
    person.beard ? `<path d="M44 62c2 18 10 24 20 24s18-6 20-24c-4 8-11 11-20 11s-16-3-20-11z" fill="${person.hair}"/>` : '',
    style.front,
    `<circle cx="56" cy="61" r="2.4" fill="${C.heading}"/><circle cx="72" cy="61" r="2.4" fill="${C.heading}"/>`,
    `<path d="M57 73c4 4 10 4 14 0" fill="none" stroke="${C.heading}" stroke-width="2.4" stroke-linecap="round"/>`,
    person.glasses ? `<g fill="none" stroke="${C.heading}" stroke-width="2"><circle cx="56" cy="61" r="6.5"/><circle cx="72" cy="61" r="6.5"/><path d="M62.5 61h3"/></g>` : '',
    `</g>`,
  ];
  return parts.filter(Boolean);
}

const SKIN = ['#f2c7a5', '#d9a27a', '#a86b43', '#7a4a2c', '#f5d3b8', '#c68b5f'];
const PEOPLE: Person[] = [
  { skin: SKIN[0]!, hair: '#d9a441', style: 'bob', shirt: C.accent, background: '#dbe7fb' },
  { skin: SKIN[4]!, hair: '#7c5a3a', style: 'short', shirt: C.dark, background: '#fff1d6', glasses: true, beard: true },
  { skin: SKIN[1]!, hair: '#2b1d14', style: 'long', shirt: '#0f766e', background: '#dff3ee' },
  { skin: SKIN[3]!, hair: '#1c1410', style: 'crop', shirt: C.accent, background: '#e7effb' },
  { skin: SKIN[2]!, hair: '#1c1410', style: 'curly', shirt: '#c2410c', background: '#fde8d7' },
  { skin: SKIN[5]!, hair: '#3a2a1e', style: 'bun', shirt: C.dark, background: '#dbe7fb', glasses: true },
  { skin: SKIN[0]!, hair: '#9a3412', style: 'short', shirt: '#6d28d9', background: '#ede4fb' },
  { skin: SKIN[2]!, hair: '#1c1410', style: 'bob', shirt: '#0f766e', background: '#fff1d6' },
];

function avatar(relative: string, person: Person, label: string, size: number): void {
  const body = portrait(person);
  write(relative, svg(size, size, label, [size === 128 ? body.join('\n') : `<g transform="scale(${size / 128})">${body.join('')}</g>`]));
}

/* ---------------------------------------------------------------- promotion banners */

// Banners carry no price and no percentage: the figures of an offer come from the catalogue and the
// membership facts in the page's currency, in the caption the carousel shows under each banner.
const BANNERS: Record<string, Record<string, [string, string, string]>> = {
  en: {
    membership: ['Basic S: your first Membership year for less', 'Cost-price domains, SSL and Plesk discounts for new Members', 'See the offer'],
    'com-offer': ['Your .com, first year for less', 'New registrations at a promotional price', 'Get your .com'],
    'com-offer-b': ['Start your .com today', 'Success with domains starts with the right name', 'Register now'],
    ssl: ['3 years of SSL for the price of 2', 'For every reseller except Supreme Membership holders', 'Secure a site'],
    email: ['Email security free for 30 days', 'Inbound and outbound filtering, cancel any time', 'Start the trial'],
  },
  es: {
    membership: ['Basic S: tu primer año de Membresía por menos', 'Dominios a precio de coste y descuentos en SSL y Plesk para nuevos miembros', 'Ver la oferta'],
    'com-offer': ['Tu .com, el primer año por menos', 'Nuevos registros a precio promocional', 'Consigue tu .com'],
    ssl: ['3 años de SSL al precio de 2', 'Para todos los revendedores salvo la Membresía Supreme', 'Protege tu web'],
  },
  nl: {
    membership: ['Basic S: je eerste lidmaatschapsjaar voordeliger', 'Domeinen tegen kostprijs, korting op SSL en Plesk voor nieuwe leden', 'Bekijk de actie'],
    'com-offer': ['Je .com, het eerste jaar voordeliger', 'Nieuwe registraties tegen een actieprijs', 'Claim je .com'],
    email: ['E-mailbeveiliging 30 dagen gratis', 'Inkomende en uitgaande filtering, altijd opzegbaar', 'Start de proef'],
  },
};

/** The motif of each campaign, drawn in the brand colours (the banner's right-hand side). */
function bannerMotif(kind: string, cx: number, cy: number, scale: number): string {
  const t = `transform="translate(${cx} ${cy}) scale(${scale})"`;
  const rings = `<circle r="150" fill="#fff" opacity=".05"/><circle r="105" fill="#fff" opacity=".07"/>`;
  switch (kind) {
    case 'ssl':
      return `<g ${t}>${rings}<path d="M0-70l52 20v36c0 40-24 66-52 80-28-14-52-40-52-80v-36z" fill="${C.accent}" stroke="#fff" stroke-width="6"/><path d="M-22 4l16 16 30-34" fill="none" stroke="${C.extra}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    case 'email':
      return `<g ${t}>${rings}<rect x="-66" y="-44" width="132" height="92" rx="14" fill="${C.accent}" stroke="#fff" stroke-width="6"/><path d="M-58-34l58 44 58-44" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><circle cx="56" cy="40" r="26" fill="${C.extra}"/><path d="M44 40l9 9 16-18" fill="none" stroke="${C.heading}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    case 'com-offer':
    case 'com-offer-b':
      return `<g ${t}>${rings}<path d="M-70-40h96l44 44-70 70-70-70z" fill="${C.extra}"/><circle cx="-40" cy="-12" r="11" fill="${C.dark}"/>${textPath('.com', 6, 28, 34, 'ExtraBold', C.heading, 'middle')}</g>`;
    default:
      return `<g ${t}>${rings}<circle r="58" fill="none" stroke="#fff" stroke-width="16"/><circle cx="66" cy="66" r="24" fill="${C.extra}"/></g>`;
  }
}

/** A promotion banner: dark-to-accent brand gradient, Inter outlines, the amber call to action. */
function banner(kind: string, language: string, width: number, height: number, suffix: string): void {
  const [title, subtitle, cta] = BANNERS[language]![kind]!;
  const square = width === height;
  const x = square ? 36 : 64;
  const textMax = square ? width - 72 : width * 0.6;
  const titleSize = square ? 38 : 50;
  const titleLines = wrap(title, titleSize, 'ExtraBold', textMax);
  const subLines = wrap(subtitle, square ? 20 : 22, 'Regular', textMax);
  const ctaSize = square ? 19 : 21;
  const ctaWidth = textWidth(cta, ctaSize, 'Bold') + 56;
  const blockHeight = titleLines.length * titleSize * 1.12 + 14 + subLines.length * 30 + 26 + 52;
  let y = square ? 60 + titleSize : (height - blockHeight) / 2 + titleSize;
  const body = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.dark}"/><stop offset="1" stop-color="${C.accent}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    square ? bannerMotif(kind, width - 70, height - 60, 0.62) : bannerMotif(kind, width - 190, height / 2, 1),
  ];
  for (const line of titleLines) {
    body.push(textPath(line, x, y, titleSize, 'ExtraBold', C.white));
    y += titleSize * 1.12;
  }
  y += 14 - titleSize * 0.12 + 8;
  for (const line of subLines) {
    body.push(textPath(line, x, y, square ? 20 : 22, 'Regular', '#dbe7fb'));
    y += 30;
  }
  y += 18;
  body.push(`<rect x="${x}" y="${round(y)}" width="${round(ctaWidth)}" height="52" rx="26" fill="${C.extra}"/>`);
  body.push(textPath(cta, x + ctaWidth / 2, y + 33, ctaSize, 'Bold', C.heading, 'middle'));
  write(`promos/${kind}-${language}-${suffix}.svg`, svg(width, height, title, body));
}

/* ---------------------------------------------------------------- live text to outlines */

const decodeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (entity, name: string) => {
  if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
  return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name] ?? entity;
});

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) attributes[match[1]!] = match[2]!;
  return attributes;
}

function weightOf(value: string | undefined): Parameters<typeof font>[0] {
  const weight = value === 'bold' ? 700 : Number(value ?? 400) || 400;
  if (weight >= 800) return 'ExtraBold';
  if (weight >= 700) return 'Bold';
  if (weight >= 600) return 'SemiBold';
  if (weight >= 500) return 'Medium';
  return 'Regular';
}

const INHERITED = ['font-size', 'font-weight', 'text-anchor', 'letter-spacing'];

/**
 * Replaces each <text> of an SVG by an Inter outline with the same position, size, weight, anchor,
 * fill and opacity (text attributes inherited from enclosing <g> elements are honoured).
 */
function outlineSvgText(source: string): string {
  const stack: Array<Record<string, string>> = [];
  return source.replace(/<g\b[^>]*>|<\/g>|<text\b([^>]*)>([\s\S]*?)<\/text>/g, (whole, textAttributes: string | undefined, content: string | undefined) => {
    if (whole.startsWith('<g')) {
      stack.push(whole.endsWith('/>') ? {} : attributesOf(whole));
      return whole;
    }
    if (whole === '</g>') {
      stack.pop();
      return whole;
    }
    const own = attributesOf(textAttributes ?? '');
    const inherited: Record<string, string> = {};
    for (const frame of stack) for (const key of INHERITED) if (frame[key]) inherited[key] = frame[key]!;
    const attributes = { ...inherited, ...own };
    const text = decodeXml((content ?? '').replace(/<[^>]+>/g, '')).trim();
    if (!text) return '';
    const size = Number.parseFloat(attributes['font-size'] ?? '16');
    const weight = weightOf(attributes['font-weight']);
    const anchor = (attributes['text-anchor'] ?? 'start') as 'start' | 'middle' | 'end';
    const spacing = Number.parseFloat(attributes['letter-spacing'] ?? '0') || 0;
    const x = Number.parseFloat(attributes.x ?? '0');
    const y = Number.parseFloat(attributes.y ?? '0');
    let outline: string;
    if (spacing) {
      // letter by letter, so the spacing is kept
      const chars = [...text];
      const total = chars.reduce((sum, char) => sum + textWidth(char, size, weight) + spacing, -spacing);
      let cursor = anchor === 'middle' ? x - total / 2 : anchor === 'end' ? x - total : x;
      const paths: string[] = [];
      for (const char of chars) {
        paths.push(textPath(char, cursor, y, size, weight, 'X').replace(/^<path fill="X" d="|"\/>$/g, ''));
        cursor += textWidth(char, size, weight) + spacing;
      }
      outline = `<path d="${paths.join('')}"/>`;
    } else {
      outline = textPath(text, x, y, size, weight, 'X', anchor).replace(' fill="X"', '');
    }
    const extra = ['fill', 'opacity', 'transform']
      .filter((key) => own[key])
      .map((key) => ` ${key}="${own[key]}"`)
      .join('');
    return outline.replace('<path ', `<path${extra} `).replace('<path d=', `<path${extra ? '' : ''} d=`);
  });
}

function outlineLiveText(): void {
  const directory = path.join(root, 'public', 'images');
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.svg')) files.push(full);
    }
  };
  walk(directory);
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (!/<text\b/.test(source)) continue;
    const outlined = outlineSvgText(source).replace(/\s*font-family="[^"]*"/g, '');
    writeFileSync(file, outlined);
    console.log(`${path.relative(directory, file)}: text outlined in Inter`);
  }
}

/* ---------------------------------------------------------------- main */

async function main(): Promise<void> {
  const icons: Array<[string, string, string]> = [
    ['domains', 'globe', 'Domains'],
    ['transfer', 'arrow-left-right', 'Transfers'],
    ['certified', 'shield-check', 'Certified security'],
    ['whois', 'search', 'Look up'],
    ['support', 'life-buoy', 'Support'],
    ['registration-data', 'file-lock', 'Registration data'],
    ['spam-detection', 'mail-check', 'Spam detection'],
    ['accuracy', 'crosshair', 'Accuracy'],
    ['trial', 'calendar-check', 'Free trial'],
    ['price', 'badge-euro', 'Price'],
    ['cost-price', 'badge-percent', 'Cost price'],
    ['marketing', 'megaphone', 'Marketing'],
    ['toolkit', 'blocks', 'Toolkit'],
    ['billing', 'calendar-days', 'Billing period'],
    ['activation', 'zap', 'Instant activation'],
    ['ssl', 'lock-keyhole', 'SSL certificates'],
  ];
  for (const [file, name, label] of icons) await topicIcon(file, name, label);

  CUSTOMERS.forEach((_, index) => customerLogo(index));
  storyPoster(1, 0, 'Moved 40,000 domains in one weekend');
  storyPoster(2, 3, 'Sells .es at cost price');
  storyPoster(3, 1, 'Renewals that run themselves');
  storyPoster(4, 2, 'SSL resold in 12 countries');

  const testimonial = ['Maria van der Berg', 'Lars Nordin', 'Sofia Marín', 'Kwame Mensah'];
  testimonial.forEach((name, index) => avatar(`social/avatar-${index + 1}.svg`, PEOPLE[[0, 1, 2, 3][index]!]!, name, 128));
  PEOPLE.forEach((person, index) => avatar(`marketing/avatar-${index + 1}.svg`, person, `Reseller ${index + 1}`, 64));

  for (const [language, kinds] of Object.entries(BANNERS)) {
    for (const kind of Object.keys(kinds)) {
      banner(kind, language, 1200, 400, 'full');
      banner(kind, language, 466, 466, 'square');
    }
  }
  outlineLiveText();
}

await main();
