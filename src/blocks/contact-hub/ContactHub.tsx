import { Flag, LockKeyhole, MessagesSquare, ShieldAlert, Wrench, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Heading } from '@/components/ui/Heading';
import { localizedPath } from '@/i18n/locales';
import { messagesFor } from '@/i18n/messages';
import { stripHtml } from '@/lib/html/sanitize';
import { channelEmail, mailtoHref } from '@/lib/company/profile';
import { getThemeOptions } from '@/lib/content/page';
import { ModalDialog } from '@/components/modal/ModalDialog.lazy';
import { DisclosureForm } from '@/components/blocks/support/DisclosureForm.lazy';
import { supportFormMessages } from '@/components/blocks/support/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { BlockProps } from '../types';
import { ModalLink } from './ModalLink.lazy';
import { CONTACT_DISCLOSURE_MODAL_ID, type ContactHubAttributes } from './schema';
import { ALL_OPERATIONS_ANCHOR } from '@/components/blocks/support/anchors';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';

const cardClass =
  'group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand hover:shadow-md focus-visible:border-brand';

function Card({ title, text, icon: Icon }: { title: string; text: string; icon: LucideIcon }) {
  return (
    <>
      <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-xl bg-muted text-brand">
        <Icon className="size-6" strokeWidth={1.75} />
      </span>
      <span className="mt-3 text-lg font-bold text-heading group-hover:text-brand">{title}</span>
      <span className="mt-1 text-slate-700">{text}</span>
    </>
  );
}

/**
 * 'How can we help?' with five cards (spec "Contact hub"): sales, tech support and abuse pages, the
 * non-public data card opening the `contact_disclosure_data` modal with the disclosure form, and the
 * security mailbox.
 */
export async function ContactHubBlock({ attributes, context }: BlockProps<ContactHubAttributes>) {
  const { company } = await getThemeOptions();
  const securityEmail = attributes.securityEmail ?? channelEmail(company, 'security');
  const labels = messagesFor(context.locale).support;
  const hub = labels.contactHub;
  const link = (uri: string) => localizedPath(uri, context.locale);
  const cards: { key: string; node: ReactNode }[] = [
    { key: 'sales', node: <a href={link('/company/contact-us/sales-inquiries')} className={cardClass}><Card icon={MessagesSquare} title={hub.sales} text={hub.salesText} /></a> },
    { key: 'support', node: <a href={link('/company/contact-us/contact-support')} className={cardClass}><Card icon={Wrench} title={hub.support} text={hub.supportText} /></a> },
    { key: 'abuse', node: <a href={link('/company/contact-us/report-abuse')} className={cardClass}><Card icon={Flag} title={hub.abuse} text={hub.abuseText} /></a> },
    {
      key: 'disclosure',
      node: (
        <ModalLink modalId={CONTACT_DISCLOSURE_MODAL_ID} href={link(attributes.disclosurePage)} className={cardClass}>
          <Card icon={LockKeyhole} title={hub.disclosure} text={hub.disclosureText} />
        </ModalLink>
      ),
    },
    ...(securityEmail ? [{ key: 'security', node: <a href={mailtoHref(securityEmail)} className={cardClass}><Card icon={ShieldAlert} title={hub.security} text={hub.securityText} /></a> }] : []),
  ];
  return (
    <section id={attributes.anchor || undefined} aria-labelledby="contact-hub-title" className={`mx-auto max-w-6xl px-4 py-10 sm:px-6 ${attributes.className ?? ''}`.trim()} data-contact-hub="">
      <Heading id="contact-hub-title" tag={attributes.heading?.tag ?? 'h2'} fontSize={attributes.heading?.fontSize} className="mb-6 text-center">
        {stripHtml(attributes.heading?.title) || hub.headline}
      </Heading>
      <ul id={ALL_OPERATIONS_ANCHOR} className="grid scroll-mt-24 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map((card) => (
          <li key={card.key} data-card={card.key}>
            {card.node}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center" data-testid="contact-hub-sign-up">
        {hub.signUpPrompt}{' '}
        <a href={controlPanelLinks(siteConfig(), context.locale).signUp} className="font-semibold text-brand underline underline-offset-4">
          {hub.signUp}
        </a>
      </p>
      <ModalDialog modalId={CONTACT_DISCLOSURE_MODAL_ID} title={labels.disclosure.title} closeLabel={labels.common.close} wide>
        <p className="mb-4">{labels.disclosure.intro}</p>
        <IslandMessages locale={context.locale} namespaces={supportFormMessages('disclosure')}>
          <DisclosureForm locale={context.locale} idPrefix={`${CONTACT_DISCLOSURE_MODAL_ID}-`} />
        </IslandMessages>
      </ModalDialog>
    </section>
  );
}
