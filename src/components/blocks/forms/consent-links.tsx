import type { ReactNode } from 'react';

/**
 * The consent sentences (messages/<locale>/newsletter.json) mark the names of the legal pages with
 * <privacy> and <terms> tags; these are the tags' links, to the pages in the page's language, for
 * `t.rich`. The server records the same sentence as plain text (src/lib/leads/consent.ts).
 */
export function consentLinks(links: { privacy: string; terms: string }) {
  const link = (href: string) =>
    function ConsentLink(chunks: ReactNode) {
      return (
        <a href={href} className="font-semibold underline underline-offset-2">
          {chunks}
        </a>
      );
    };
  return { privacy: link(links.privacy), terms: link(links.terms) };
}
