import { Check } from 'lucide-react';
import { buttonClasses } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { localizedPath } from '@/i18n/locales';
import type { BlockProps } from '../types';
import type { TldHighlightAttributes } from './schema';
import { BlockHeading } from '@/components/blocks/BlockTitle';
import { pageCopy, type Copy } from '@/components/blocks/pricing/copy';

/** From home the highlight leads to the registration page's sports promo; elsewhere to the promotions browser. */
export function tldHighlightTarget(path: string): string {
  return path === '/' ? '/domains/domain-registration#sports-promo-block' : '/membership-plans/promotions';
}

function List({ items, className, copy }: { items: TldHighlightAttributes['highlights']; className: string; copy: Copy }) {
  if (!items.length) return null;
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={`${item.text}-${index}`} className="flex items-start gap-2">
          {item.icon ? (
            // Decorative CMS icon; its meaning is in the text beside it.
            <img src={item.icon} alt="" width={24} height={24} className="mt-0.5 h-6 w-6" loading="lazy" />
          ) : (
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
          )}
          {copy.html(item.text, { inline: true, as: 'span' })}
        </li>
      ))}
    </ul>
  );
}

export async function TldHighlightBlock({ attributes, context }: BlockProps<TldHighlightAttributes>) {
  // Prices in the highlights and features name their figures ('.golf from {price:golf}'): filled from the catalogue.
  const copy = await pageCopy(context.locale);
  const [targetPath = '/', hash] = tldHighlightTarget(context.path).split('#');
  const href = `${localizedPath(targetPath, context.locale)}${hash ? `#${hash}` : ''}`;
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <div className="grid gap-8 rounded-2xl bg-brand/5 p-8 md:grid-cols-2" data-identity={attributes.advIdentity || undefined}>
        <div>
          <BlockHeading heading={attributes.heading} />
          {copy.html(attributes.sub_heading, { inline: true, as: 'p', className: 'mt-3' })}
          <List items={attributes.highlights} className="mt-4 flex flex-col gap-2 text-lg font-semibold" copy={copy} />
          {attributes.button ? (
            <a href={href} className={buttonClasses(attributes.button.type, attributes.button.size, 'mt-6')}>
              {attributes.button.title}
            </a>
          ) : null}
        </div>
        <List items={attributes.features} className="flex flex-col gap-3" copy={copy} />
      </div>
    </Section>
  );
}
