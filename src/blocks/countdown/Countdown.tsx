import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Heading } from '@/components/ui/Heading';
import { htmlLangByLocale } from '@/i18n/locales';
import type { BlockProps } from '../types';
import { CountdownTimer } from '@/components/blocks/Countdown.lazy';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { promotionsNow } from '@/lib/promotions/clock';
import { normalisePromotionLanguage } from '@/lib/promotions/select';
import { promotionsService } from '@/lib/promotions/service';
import { countdownEndDate, parseCountdownDate } from '@/lib/site/countdown';
import type { CountdownBlockAttributes } from './schema';

/** The server's clock when this response is rendered: the promotions clock (PROMOTIONS_NOW in tests). */
function renderTime(): number {
  return promotionsNow().getTime();
}

/**
 * The end of a running promotion's last day (23:59:59 in the site's time zone), or null when the
 * promotion does not run: 'membership' is the page language's membership promotion, anything else a
 * promotion's id or eventCode.
 */
async function promotionEnd(promotion: string, locale: string, membershipEnd: string | null | undefined): Promise<Date | null> {
  if (promotion === 'membership') return membershipEnd ? parseCountdownDate(`${membershipEnd} 23:59:59`) : null;
  const running = await promotionsService().forLanguage(normalisePromotionLanguage(locale));
  const found = running.find((candidate) => candidate.id === promotion || candidate.eventCode === promotion);
  return found?.endDate ? parseCountdownDate(`${found.endDate} 23:59:59`) : null;
}

/**
 * Countdown block: the server renders the current value, the island ticks every second. Tied to a
 * promotion it counts to that promotion's end and is not shown while the promotion does not run;
 * its heading's figures are placeholders filled for the page ({plan:basic_s:promo} …).
 */
export async function CountdownBlock({ attributes, context }: BlockProps<CountdownBlockAttributes>) {
  const copy = await pageCopy(context.locale);
  const { heading, subHeading, anchor, className, align } = attributes;
  const target = attributes.promotion
    ? (await promotionEnd(attributes.promotion, context.locale, copy.sources.memberships.offer?.endsOn))?.toISOString()
    : attributes.target;
  if (!target) return null;
  const alignClass = align === 'left' ? 'text-left' : align === 'right' ? 'text-right' : 'text-center';
  return (
    <div id={anchor || undefined} className={`mx-auto max-w-6xl px-4 py-6 ${alignClass} ${className}`.trim()}>
      {heading?.title ? (
        <Heading tag={heading.tag} fontSize={heading.fontSize} className="mb-3">
          {copy.html(heading.title, { inline: true, as: 'span' })}
        </Heading>
      ) : null}
      {subHeading ? copy.html(subHeading, { inline: true, as: 'p', className: 'mb-4' }) : null}
      <IslandMessages locale={context.locale} namespaces={['blocks.countdown']}>
        <CountdownTimer
          target={target}
          initialNow={renderTime()}
          endDate={countdownEndDate(new Date(target), htmlLangByLocale[context.locale])}
        />
      </IslandMessages>
    </div>
  );
}
