import localFont from 'next/font/local';

/**
 * The site's typeface: Inter (variable weight, Latin subset — English, Spanish, Dutch, €), served
 * from our own origin by next/font (no third-party request, CSP 'self'), preloaded, swapped in
 * without blocking text. Package @fontsource-variable/inter, SIL Open Font License 1.1.
 */
export const interFont = localFont({
  src: [{ path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' }],
  variable: '--font-inter',
  display: 'swap',
  adjustFontFallback: 'Arial',
});
