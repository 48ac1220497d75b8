import { ButtonLink } from '@/components/ui/Button';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { localizedPath } from '@/i18n/locales';
import { factsFor } from '@/lib/memberships/facts';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { Money } from '@/components/blocks/pricing/Money.client';
import { CmsButton } from '@/components/blocks/CmsButton';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { membershipMessages, rawList, rawText, type MembershipMessages } from '@/components/blocks/membership/labels';
import { FigureLine, PlanPrice } from '@/components/blocks/membership/MembershipPrice.lazy';
import { planPriceMessages } from '@/components/blocks/membership/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Template } from '@/components/blocks/membership/Template';
import type { BlockContext, BlockProps } from '../types';
import type { HomeMembershipsAttributes } from './schema';
import { IncludedItem } from '@/components/blocks/membership/IncludedItem';

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

/** home-memberships: Free, Basic and Professional at a glance, yearly prices (a running promotion's) in the page currency, from the membership facts. */
export async function HomeMembershipsOverview({ attributes, context }: BlockProps<HomeMembershipsAttributes>) {
  const [t, copy] = await Promise.all([membershipMessages(context.locale), pageCopy(context.locale)]);
  const locale = context.locale;
  const plans = (['free', 'basic', 'professional'] as const).map((key) => ({
    key,
    title: t(`plans.${key}.title`),
    description: t(`plans.${key}.description`),
    facts: key === 'free' ? null : factsFor(copy.sources.memberships, key),
    features: rawList(t, `plans.${key}.features`)
      .slice(0, 3)
      .map((feature) => copy.parts(feature)),
  }));
  return (
    <Section id={attributes.anchor || 'home-memberships'} className={`py-12 ${attributes.className ?? ''}`}>
      <div className="text-center">
        <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} />
        {attributes.content ? <RichText html={attributes.content} className="mx-auto max-w-2xl" /> : null}
      </div>
      <IslandMessages locale={context.locale} namespaces={planPriceMessages}>
        <div className="mt-8 grid gap-6 md:grid-cols-3" data-testid="home-memberships">
          {plans.map((plan) => (
            <article key={plan.key} data-plan={plan.key} className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${plan.key === 'basic' ? 'border-brand ring-2 ring-brand' : 'border-slate-200'}`}>
              <h3 className="text-xl">{plan.title}</h3>
              <p className="mt-2 text-lg font-bold text-heading">
                {plan.facts ? (
                  <Template text={rawText(t, 'home.from')} values={{ price: <PlanPrice regular={plan.facts.yearly} promo={plan.facts.promo?.yearly} locale={locale} /> }} />
                ) : (
                  t('free')
                )}
              </p>
              <p className="mt-1 text-sm text-slate-700">{plan.description}</p>
              <ul className="mt-4 space-y-1.5 text-sm">
                {plan.features.map((feature, index) => (
                  <IncludedItem key={index}>
                    <FigureLine parts={feature} locale={locale} />
                  </IncludedItem>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </IslandMessages>
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
  const [t, copy] = await Promise.all([membershipMessages(context.locale), pageCopy(context.locale)]);
  const locale = context.locale;
  const offer = copy.sources.memberships.offer;
  const paid = (['basic', 'professional'] as const).map((key: Paid) => ({ key, title: t(`plans.${key}.title`), facts: factsFor(copy.sources.memberships, key)! }));
  // Shown only while a membership promotion runs and prices one of the plans; else the overview.
  if (!offer || paid.every((plan) => !plan.facts.promo)) return HomeMembershipsOverview(props);
  return (
    <Section id={attributes.anchor || 'membership-promotion'} className={`py-12 ${attributes.className ?? ''}`}>
      <div className="rounded-3xl bg-brand-dark p-6 text-white sm:p-10 [&_h2]:text-white [&_h3]:text-white" data-testid="home-memberships-promotion" data-promotion={offer.id}>
        <p className="text-sm font-bold tracking-wide text-highlight uppercase">{t('home.promoLabel')}</p>
        <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} />
        <IslandMessages locale={context.locale} namespaces={planPriceMessages}>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {paid.map((plan) => (
              <article key={plan.key} data-plan={plan.key} className="rounded-2xl bg-white p-6 text-ink">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-xl !text-heading">{plan.title}</h3>
                  {plan.facts.promo?.saleLabel ? <span className="rounded-full bg-danger px-3 py-0.5 text-sm font-bold text-white">{copy.text(plan.facts.promo.saleLabel)}</span> : null}
                </div>
                <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
                  <PlanPrice regular={plan.facts.yearly} promo={plan.facts.promo?.yearly} locale={locale} className="text-3xl font-extrabold text-heading" />
                  <span className="text-sm text-slate-700">{t('billing.perYear')}</span>
                </p>
              </article>
            ))}
          </div>
        </IslandMessages>
        <div className="mt-8 flex flex-wrap gap-3">
          {offer.cta && offer.landingUrl ? (
            <ButtonLink href={offer.landingUrl} inverse>
              {copy.text(offer.cta)}
            </ButtonLink>
          ) : null}
          <CmsButton button={attributes.button} inverse />
        </div>
      </div>
    </Section>
  );
}

/** member_sign_up: the sign-up band with Basic's monthly price now (a running promotion's) and the control panel's sign-up link. */
export async function HomeMembershipsSignUp({ attributes, context }: BlockProps<HomeMembershipsAttributes>) {
  const [t, copy] = await Promise.all([membershipMessages(context.locale), pageCopy(context.locale)]);
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  const basic = factsFor(copy.sources.memberships, 'basic')!;
  return (
    <Section id={attributes.anchor || 'member-sign-up'} className={`py-12 ${attributes.className ?? ''}`}>
      <div className="grid items-center gap-6 rounded-3xl bg-brand-dark p-6 text-white sm:p-10 md:grid-cols-[2fr_1fr] [&_h2]:text-white [&_h3]:text-white" data-testid="home-memberships-sign-up">
        <div>
          <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} />
          {attributes.content ? <RichText html={attributes.content} className="[&_a]:text-white" /> : <p>{t('home.signUpText')}</p>}
          <p className="mt-4 text-2xl font-extrabold text-highlight">
            <Template text={rawText(t, 'home.monthlyFrom')} values={{ price: <Money amounts={basic.nowMonthly} locale={context.locale} /> }} />
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
