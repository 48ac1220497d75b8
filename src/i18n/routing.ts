import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English has no prefix; /es, /nl, /hi do.
  localePrefix: 'as-needed',
  // The URL decides the language, never the Accept-Language header: pages stay cacheable and crawlable.
  localeDetection: false,
  // hreflang alternates come from each page's translations (rendered in <head>), not from path guessing.
  alternateLinks: false,
});
