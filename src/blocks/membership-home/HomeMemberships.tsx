import { Check } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { localizedPath } from '@/i18n/locales';
import { PLAN_YEARLY_PRICES } from '@/lib/memberships/catalogue';
import { monthlyPriceMap } from '@/lib/memberships/prices';
import { newerBlockMembershipId, planPromo } from '@/lib/memberships/promo';
import { membershipPromoFor } from '@/lib/promotions/membership';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { CmsButton } from '@/components/blocks/CmsButton';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { membershipMessages, rawList, rawText, type MembershipMessages } from '@/components/blocks/membership/labels';
import { MembershipPrice, PriceText, PromoPrice } from '@/components/blocks/membership/MembershipPrice.client';
import { Template } from '@/components/blocks/membership/Template';
import type { BlockContext, BlockProps } from '../types';
import type { HomeMembershipsAttributes } from './schema';

type Paid = 'basic' | 'professional';

function Buttons({ attributes, t, context, inverse = false }: { attributes: HomeMembershipsAttributes; t: MembershipMessages; context: BlockContext; inverse?: boolean }) {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      {attributes.button ? (
        <CmsButton button={attributes.button} inverse={inverse} />
      ) : (
        <ButtonLink href={localizedPath('/membership-plans', context.locale)} inverse={inverse}>
          {t('home.compare')}
        </ButtonLink>
      )}
      <CmsButton button={attributes.button_2} inverse={inverse} />
    </div>
  );
}

/** home-memberships: Free, Basic and Professional at a glance, yearly prices in the page currency. */
export async function HomeMembershipsOverview({ attributes, context }: BlockProps<HomeMembershipsAttributes>) {
  const t = await membershipMessages(context.locale);
  const locale = context.locale;
  const plans = (['free', 'basic', 'professional'] as const).map((key) => ({
    key,
    title: t(`plans.${key}.title`),
    description: t(`plans.${key}.description`),
    features: rawList(t, `plans.${key}.features`).slice(0, 3),
  }));
  return (
    <Section id={attributes.anchor || 'home-memberships'} className={`py-12 ${attributes.className ?? ''}`}>
      <div className="text-center">
        <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
        {attributes.content ? <RichText html={attributes.content} className="mx-auto max-w-2xl" /> : null}
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-3" data-testid="home-memberships">
        {plans.map((plan) => (
          <article key={plan.key} data-plan={plan.key} className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${plan.key === 'basic' ? 'border-brand ring-2 ring-brand' : 'border-slate-200'}`}>
            <h3 className="text-xl">{plan.title}</h3>
            <p className="mt-2 text-lg font-bold text-heading">
              {plan.key === 'free' ? (
                t('free')
              ) : (
                <Template text={rawText(t, 'home.from')} values={{ price: <MembershipPrice prices={PLAN_YEARLY_PRICES[plan.key]} locale={locale} unavailable={t('unavailable')} /> }} />
              )}
            </p>
            <p className="mt-1 text-sm text-slate-700">{plan.description}</p>
            <ul className="mt-4 space-y-1.5 text-sm">
              {plan.features.map((feature, index) => (
                <li key={index} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  <PriceText text={feature} locale={locale} />
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <Buttons attributes={attributes} t={t} context={context} />
    </Section>
  );
}

/**
 * pricing-promotion: the page language's membership promotion on Basic and Professional (sale
 * label, promotional yearly price, regular price struck through, its call to action). Without a
 * matching promotion it is the overview with the normal prices.
 */
export async function HomeMembershipsPromotion(props: BlockProps<HomeMembershipsAttributes>) {
  const { attributes, context } = props;
  const [t, promo] = await Promise.all([membershipMessages(context.locale), membershipPromoFor(context.locale)]);
  const locale = context.locale;
  const paid = (['basic', 'professional'] as const).map((key: Paid) => ({ key, title: t(`plans.${key}.title`), match: planPromo(promo, newerBlockMembershipId(t(`plans.${key}.title`))) }));
  if (!promo || paid.every((plan) => !plan.match)) return HomeMembershipsOverview(props);
  return (
    <Section id={attributes.anchor || 'membership-promotion'} className={`py-12 ${attributes.className ?? ''}`}>
      <div className="rounded-3xl bg-brand-dark p-6 text-white sm:p-10 [&_h2]:text-white [&_h3]:text-white" data-testid="home-memberships-promotion" data-promotion={promo.id}>
        <p className="text-sm font-bold tracking-wide text-highlight uppercase">{t('home.promoLabel')}</p>
        <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {paid.map((plan) => (
            <article key={plan.key} data-plan={plan.key} className="rounded-2xl bg-white p-6 text-ink">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-xl !text-heading">{plan.title}</h3>
                {plan.match?.saleLabel ? <span className="rounded-full bg-danger px-3 py-0.5 text-sm font-bold text-white">{plan.match.saleLabel}</span> : null}
              </div>
              <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
                <PromoPrice
                  regular={PLAN_YEARLY_PRICES[plan.key]}
                  promo={plan.match?.yearPrices ?? {}}
                  locale={locale}
                  labels={{ unavailable: t('unavailable'), was: rawText(t, 'billing.was') }}
                  className="text-3xl font-extrabold text-heading"
                />
                <span className="text-sm text-slate-700">{t('billing.perYear')}</span>
              </p>
            </article>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          {promo.discountCta && promo.landingUrl ? (
            <ButtonLink href={promo.landingUrl} inverse>
              {promo.discountCta}
            </ButtonLink>
          ) : null}
          <CmsButton button={attributes.button} inverse />
        </div>
      </div>
    </Section>
  );
}

/** member_sign_up: the sign-up band with Basic's monthly price and the control panel's sign-up link. */
export async function HomeMembershipsSignUp({ attributes, context }: BlockProps<HomeMembershipsAttributes>) {
  const t = await membershipMessages(context.locale);
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  return (
    <Section id={attributes.anchor || 'member-sign-up'} className={`py-12 ${attributes.className ?? ''}`}>
      <div className="grid items-center gap-6 rounded-3xl bg-brand-dark p-6 text-white sm:p-10 md:grid-cols-[2fr_1fr] [&_h2]:text-white [&_h3]:text-white" data-testid="home-memberships-sign-up">
        <div>
          <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
          {attributes.content ? <RichText html={attributes.content} className="[&_a]:text-white" /> : <p>{t('home.signUpText')}</p>}
          <p className="mt-4 text-2xl font-extrabold text-highlight">
            <Template text={rawText(t, 'home.monthlyFrom')} values={{ price: <MembershipPrice prices={monthlyPriceMap(PLAN_YEARLY_PRICES.basic)} locale={context.locale} unavailable={t('unavailable')} /> }} />
          </p>
        </div>
        <div className="flex flex-col gap-3 md:items-end">
          {attributes.button ? (
            <CmsButton button={attributes.button} inverse />
          ) : (
            <ButtonLink href={signUp} inverse size="large">
              {t('signUp.new.paid')}
            </ButtonLink>
          )}
          {attributes.button_2 ? (
            <CmsButton button={attributes.button_2} inverse />
          ) : (
            <ButtonLink href={localizedPath('/membership-plans', context.locale)} type="borderless" inverse>
              {t('home.compare')}
            </ButtonLink>
          )}
        </div>
      </div>
    </Section>
  );
}
