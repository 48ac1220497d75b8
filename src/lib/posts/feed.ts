/**
 * The blog feed (RSS 2.0 with an atom:link to itself), one per locale. Pure: the route gives the
 * items it read through the posts service.
 */
export interface FeedItem {
  title: string;
  url: string;
  description: string;
  /** Sanitised HTML of the post, for content:encoded. */
  html: string;
  date: string;
  categories: string[];
  author: string | null;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The blog hub's URL. */
  link: string;
  /** The feed's own URL. */
  self: string;
  language: string;
  items: FeedItem[];
}

const escapeXml = (text: string) =>
  text
    // characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const cdata = (html: string) => `<![CDATA[${html.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

function rfc822(iso: string): string {
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? new Date(0).toUTCString() : date.toUTCString();
}

export function renderRss(channel: FeedChannel): string {
  const newest = channel.items[0]?.date;
  const items = channel.items
    .map((item) =>
      [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
        `      <pubDate>${rfc822(item.date)}</pubDate>`,
        item.author ? `      <dc:creator>${escapeXml(item.author)}</dc:creator>` : null,
        ...item.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
        `      <description>${escapeXml(item.description)}</description>`,
        `      <content:encoded>${cdata(item.html)}</content:encoded>`,
        '    </item>',
      ]
        .filter((line): line is string => line !== null)
        .join('\n'),
    )
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : null,
    items || null,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}
