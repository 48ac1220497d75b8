import { CheckCircle2 } from 'lucide-react';
import { Heading } from '@/components/ui/Heading';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { isMembershipCouponPath } from '@/lib/memberships/paths';
import { longDay } from '@/lib/pricing/fill';
import { normalisePromotionLanguage } from '@/lib/promotions/select';
import { promotionsService } from '@/lib/promotions/service';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { ButtonLink } from '@/components/ui/Button';
import { CmsButton } from '@/components/blocks/CmsButton';
import { membershipMessages } from '@/components/blocks/membership/labels';
import { pageCopy } from '@/components/blocks/pricing/copy';
import type { BlockProps } from '../types';
import type { BannerAttributes } from './schema';

/**
 * The membership coupon hero of /membership-plans/coupons/memberships: a
 * simplified image-and-text layout with the first-year cashback message and the 'Join by {date}'
 * call-out. The cashback is a promotion of type 'coupon' (content/promotions.json): the hero shows
 * only while it runs by the promotions clock, its message is the promotion's own title (its figures
 * filled for the page) and its date is that promotion's last day — the page types no offer of its own.
 */
async function MembershipCouponHero({ attributes, context }: BlockProps<BannerAttributes>) {
  const [t, running, copy] = await Promise.all([membershipMessages(context.locale), promotionsService().all(), pageCopy(context.locale)]);
  const language = normalisePromotionLanguage(context.locale);
  const coupons = running.filter((promotion) => promotion.type?.trim().toLowerCase() === 'coupon');
  const coupon = coupons.find((promotion) => promotion.locale.slice(0, 2).toLowerCase() === language) ?? coupons[0];
  if (!coupon) return null;
  const heading = attributes.heading?.title ? attributes.heading : { title: coupon.title, tag: 'h1' as const, fontSize: undefined };
  return (
    <Section id={attributes.anchor} className={`py-10 sm:py-14 ${attributes.className ?? ''}`}>
      <div className="grid items-center gap-8 md:grid-cols-2" data-testid="membership-coupon-hero" data-layout="image-and-text">
        {attributes.image ? <Img image={attributes.image} priority className="mx-auto w-full max-w-md" /> : null}
        <div>
          <p className="inline-flex rounded-full bg-highlight px-4 py-1 text-sm font-bold text-slate-900" data-testid="coupon-join-by">
            {coupon.endDate ? t('coupon.joinBy', { date: longDay(coupon.endDate, context.locale) ?? coupon.endDate }) : copy.html(coupon.title, { inline: true, as: 'span' })}
          </p>
          <Heading tag={heading.tag} fontSize={heading.fontSize} className="mt-4">
            {copy.html(heading.title, { inline: true, as: 'span' })}
          </Heading>
          {attributes.heading?.title ? copy.html(coupon.title, { inline: true, as: 'p', className: 'mt-3 text-xl font-bold text-brand-dark' }) : null}
          {attributes.content ? <RichText html={attributes.content} className="mt-3 text-lg" /> : <p className="mt-3 text-lg">{t('coupon.terms')}</p>}
          <div className="mt-6 flex flex-wrap gap-3">
            {attributes.button ? (
              <CmsButton button={attributes.button} />
            ) : (
              <ButtonLink href={controlPanelLinks(siteConfig(), context.locale).welcomeMembership}>{t('signUp.new.paid')}</ButtonLink>
            )}
          </div>
        </div>
      </div>
    </Section>
  );
}

/**
 * Banner variant membership-landing-page: the membership landing banner — badge, heading, text,
 * the benefits as a checked list, two buttons and the image, on the brand's dark background. On
 * the coupon path it is the membership coupon hero instead.
 */
export async function MembershipLandingBanner(props: BlockProps<BannerAttributes>) {
  const { attributes, context } = props;
  if (isMembershipCouponPath(context.path)) return MembershipCouponHero(props);
  const heading = attributes.heading;
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`py-10 ${attributes.className ?? ''}`}>
      <div
        className="grid items-center gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-dark to-[#0b3b7a] p-6 text-white sm:p-10 md:grid-cols-[3fr_2fr] [&_h1]:text-white [&_h2]:text-white [&_h3]:text-white"
        data-testid="membership-landing-banner"
      >
        <div>
          {attributes.badge ? <p className="inline-flex rounded-full bg-highlight px-3 py-1 text-xs font-bold tracking-wide text-slate-900 uppercase">{attributes.badge}</p> : null}
          {heading?.title ? (
            <Heading tag={heading.tag} look={heading.tag === 'h3' ? 'h2' : undefined} fontSize={heading.fontSize} className="mt-3">
              <RichText html={heading.title} inline as="span" />
            </Heading>
          ) : null}
          {attributes.content ? <RichText html={attributes.content} className="mt-3 text-lg [&_a]:text-white" /> : null}
          {attributes.list_items?.length ? (
            <ul className="mt-5 space-y-2">
              {attributes.list_items.map((item, index) => (
                <li key={index} className="flex items-start gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />
                  <RichText html={item} inline as="span" className="[&_a]:text-white" />
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <CmsButton button={attributes.button} inverse />
            <CmsButton button={attributes.button_2} inverse />
          </div>
        </div>
        {attributes.image ? <Img image={attributes.image} className="mx-auto w-full max-w-sm" /> : null}
      </div>
    </Section>
  );
}
