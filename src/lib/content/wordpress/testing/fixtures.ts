import type { FakeSiteData } from './fake-wpgraphql';

/** WordPress content in WPGraphQL's field names, as a real site would store it. */
const attrs = (value: Record<string, unknown>) => JSON.stringify(value);

const seo = (origin: string, title: string, noindex = 'index') => ({
  canonical: `${origin}/about-us/`,
  title: `${title} | Registrar`,
  metaDesc: `${title} description`,
  focuskw: 'domains',
  metaRobotsNoindex: noindex,
  metaRobotsNofollow: 'follow',
  opengraphAuthor: 'Registrar',
  opengraphDescription: `${title} og description`,
  opengraphTitle: `${title} og title`,
  opengraphUrl: `${origin}/about-us/`,
  opengraphPublishedTime: '2024-01-02T10:00:00+00:00',
  opengraphModifiedTime: '2024-03-04T10:00:00+00:00',
  opengraphImage: { sourceUrl: 'https://cms.example.com/og.png', altText: 'og' },
  metaKeywords: 'domains, ssl',
  twitterTitle: `${title} tw title`,
  twitterDescription: `${title} tw description`,
  twitterImage: { sourceUrl: 'https://cms.example.com/tw.png', altText: 'tw' },
  schema: { pageType: ['WebPage', 'AboutPage'] },
});

/** `origin` is the CMS's own origin; translation hrefs are absolute CMS links, as WPML gives them. */
export function fixtureSite(origin = 'https://cms.example.com'): FakeSiteData {
  const aboutBlocks = [
    {
      name: 'acf/hero',
      attributesJSON: attrs({ data: { heading: { title: 'About us', tag: 'h1' } }, advIdentity: 'verticle-hero' }),
      innerBlocks: [
        {
          name: 'core/columns',
          attributesJSON: attrs({ columns: 'two' }),
          innerBlocks: [
            {
              name: 'core/column',
              attributesJSON: attrs({ width: '50%' }),
              innerBlocks: [{ name: 'core/paragraph', attributesJSON: attrs({ content: 'Deep text' }), innerBlocks: [] }],
            },
          ],
        },
      ],
    },
    { name: 'acf/faq', attributesJSON: null, innerBlocks: null },
  ];

  const posts = Array.from({ length: 5 }, (_, index) => {
    const n = index + 1;
    const category = n % 2 === 0 ? { id: 'cat-news', categoryId: 7, databaseId: 7, name: 'News', slug: 'news', uri: '/category/news/' } : { id: 'cat-guides', categoryId: 9, databaseId: 9, name: 'Guides', slug: 'guides', uri: '/category/guides/' };
    return {
      id: `post-${n}`,
      postId: 100 + n,
      databaseId: 100 + n,
      title: n === 3 ? 'Choosing a domain name' : `Post number ${n}`,
      excerpt: `<p>Excerpt ${n}</p>`,
      content: `<p>Content ${n}</p>`,
      date: `2024-0${n}-01T08:00:00`,
      slug: `post-${n}`,
      uri: `/blog/post-${n}/`,
      isSticky: n === 1,
      status: 'publish',
      author: { node: { name: 'Editor', slug: 'editor' } },
      categories: { nodes: [category] },
      featuredImage: n === 5 ? null : { node: { altText: `Image ${n}`, sourceUrl: `https://cms.example.com/p${n}.jpg`, mediaDetails: { width: 1200, height: 630 } } },
      seo: seo(origin, `Post ${n}`),
      locale: { id: n === 4 ? 'es_ES' : 'en_US', locale: n === 4 ? 'es_ES' : 'en_US' },
    };
  });

  return {
    pages: [
      {
        id: 'cGFnZTox',
        databaseId: 1,
        uri: '/about-us/',
        title: 'About us',
        slug: 'about-us',
        modified: '2024-03-04T10:00:00',
        opMetaData: '{}',
        seo: seo(origin, 'About'),
        blocks: aboutBlocks,
        locale: { id: 'en_US', locale: 'en_US' },
        translations: [{ href: `${origin}/nl/over-ons/`, locale: 'nl_NL' }],
      },
      {
        id: 'cGFnZToy',
        databaseId: 2,
        uri: '/nl/over-ons/',
        title: 'Over ons',
        slug: 'over-ons',
        modified: '2024-03-05T10:00:00',
        seo: seo(origin, 'Over ons', 'noindex'),
        blocks: [{ name: 'core/paragraph', attributesJSON: attrs({ content: 'Wie wij zijn' }), innerBlocks: [] }],
        locale: { id: 'nl_NL', locale: 'nl_NL' },
        translations: [{ href: `${origin}/about-us/`, locale: 'en_US' }],
      },
      {
        id: 'cGFnZToz',
        databaseId: 3,
        uri: '/es/precios/',
        title: 'Precios',
        slug: 'precios',
        seo: null,
        blocks: [],
        locale: { id: 'es_ES', locale: 'es_ES' },
        translations: [],
      },
    ],
    posts,
    categories: [
      { id: 'cat-news', categoryId: 7, databaseId: 7, name: 'News', slug: 'news', uri: '/category/news/' },
      { id: 'cat-guides', categoryId: 9, databaseId: 9, name: 'Guides', slug: 'guides', uri: null },
    ],
    themeOptions: {
      integrations: { tagManager: 'GTM-TEST1' },
      advanced: { safelist: ['bg-accent'], customScripts: null },
      colors: { accent: '#ff6600', background: '#ffffff', dark: '#012856', extra: null, heading: '#111111', light: '#f5f5f5', text: '#333333' },
      logos: { dark: { altText: 'Logo', sourceUrl: 'https://cms.example.com/logo-dark.svg', size: 120 }, light: null, transparent: null },
      promotions: { link: '/promotions', endDate: '2025-03-31', image: { sourceUrl: null, mediaItemUrl: 'https://cms.example.com/promo.png', altText: null } },
    },
    memberships: [
      {
        databaseId: 501,
        title: 'Basic',
        slug: 'basic',
        membershipCategories: { nodes: [{ databaseId: 31 }] },
        op_memberships: {
          description: 'For starters',
          cta: 'Get Basic',
          textBeforePrice: 'from',
          textAfterPrice: '/year',
          selectDomainCountText: 'Domains per year',
          tooltipContent: 'Domain operations',
          listTitle: 'Includes',
          features: [{ content: 'Cost-price domains' }, { content: 'SSL from 6.99' }],
          planItems: [
            { numberOfDomains: 100, price: 49.99, isDefault: true, link: { url: 'https://cp.example.com/basic-s', target: '_blank' } },
            { numberOfDomains: '500', price: '199.99', isDefault: null, link: null },
          ],
        },
      },
    ],
    promotions: [
      {
        id: 'promo-low',
        title: 'Low',
        locale: { locale: 'en_US' },
        promotionDetails: { priority: 1, landingUrl: '/low', eventCode: 'LOW', nameOverride: null, bannerSquare: { mediaItemUrl: 'https://cms.example.com/low-sq.png' }, bannerFull: null, variations: [] },
      },
      {
        id: 'promo-high',
        title: 'High',
        locale: { locale: 'en_GB' },
        promotionDetails: {
          type: 'membership',
          priority: 9,
          landingUrl: '/high',
          stickyBannerSettings: { stickyCtaText: 'Half price Membership, this week only' },
          eventCode: 'HIGH',
          nameOverride: 'Big sale',
          bannerSquare: null,
          bannerFull: { mediaItemUrl: 'https://cms.example.com/high-full.png' },
          variations: [{ variantKey: 'b', landingUrlOverride: '/high-b', eventCode: 'HIGH_B', ctaText: 'Claim it', banners: { bannerSquare: { mediaItemUrl: 'https://cms.example.com/b-sq.png' }, bannerFull: null } }],
        },
      },
      {
        id: 'promo-nobanner',
        title: 'No banner',
        locale: { locale: 'en_US' },
        promotionDetails: { priority: 50, landingUrl: '/x', eventCode: null, nameOverride: null, bannerSquare: null, bannerFull: null, variations: null },
      },
      {
        id: 'promo-es',
        title: 'Oferta',
        locale: { locale: 'es_ES' },
        promotionDetails: { priority: 3, landingUrl: '/es/oferta', eventCode: 'ES', nameOverride: null, bannerSquare: null, bannerFull: { mediaItemUrl: 'https://cms.example.com/es.png' }, variations: [] },
      },
    ],
  };
}

