import { IslandMessages } from '@/components/i18n/IslandMessages';
import { supportFormMessages } from '@/components/blocks/support/messages';
import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { messagesFor } from '@/i18n/messages';
import { stripHtml } from '@/lib/html/sanitize';
import { ModalDialog } from '@/components/modal/ModalDialog.lazy';
import type { BlockProps } from '../types';
import { DisclosureForm } from '@/components/blocks/support/DisclosureForm.lazy';
import { AbuseReportForm } from './AbuseReportForm.lazy';
import { DomainOwnerForm } from './DomainOwnerForm.lazy';
import type { SupportFormsAttributes } from './schema';
import { ALL_OPERATIONS_ANCHOR } from '@/components/blocks/support/anchors';
import { BlockHeading } from '@/components/blocks/BlockTitle';

/**
 * The support forms block: the data disclosure request, the domain owner verification or a plain
 * text block, inline or — when `modal.enabled` with a modal id — inside a modal that opens when the
 * shared open-modal id equals that id.
 */
export function SupportFormsBlock({ attributes, context }: BlockProps<SupportFormsAttributes>) {
  const { kind } = attributes;
  if (kind === 'other') return null;
  const labels = messagesFor(context.locale).support;
  const html = attributes.content || attributes.text;

  if (kind === 'text') {
    return (
      <section id={attributes.anchor || undefined} className={`mx-auto max-w-3xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
        <BlockHeading heading={attributes.heading} className="mb-4" />
        {html ? <RichText html={html} /> : null}
      </section>
    );
  }

  const formLabels = kind === 'disclosure' ? labels.disclosure : kind === 'abuse' ? labels.abuse : labels.domainOwner;
  const title = stripHtml(attributes.heading?.title) || formLabels.title;
  const inModal = attributes.modal?.enabled && attributes.modal.modalId;
  const idPrefix = inModal ? `${attributes.modal?.modalId}-` : '';
  const form = (
    <IslandMessages locale={context.locale} namespaces={supportFormMessages(kind === 'domain-owner' ? 'domainOwner' : kind)}>
      {kind === 'disclosure' ? (
        <DisclosureForm locale={context.locale} idPrefix={idPrefix} />
      ) : kind === 'abuse' ? (
        <AbuseReportForm locale={context.locale} idPrefix={idPrefix} />
      ) : (
        <DomainOwnerForm locale={context.locale} idPrefix={idPrefix} />
      )}
    </IslandMessages>
  );

  if (inModal && attributes.modal) {
    return (
      <ModalDialog modalId={attributes.modal.modalId} title={title} closeLabel={labels.common.close} wide>
        {html ? <RichText html={html} className="mb-4" /> : <p className="mb-4">{formLabels.intro}</p>}
        {form}
      </ModalDialog>
    );
  }

  return (
    <section
      id={attributes.anchor || (kind === 'disclosure' ? 'disclosure-request' : kind === 'abuse' ? 'report-abuse' : 'domain-owner')}
      aria-labelledby={`${kind}-title`}
      className={`mx-auto max-w-3xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}
      data-support-form={kind}
    >
      <Heading id={`${kind}-title`} tag={attributes.heading?.tag ?? 'h2'} fontSize={attributes.heading?.fontSize} className="mb-2">
        {title}
      </Heading>
      {html ? <RichText html={html} className="mb-6" /> : <p className="mb-6">{formLabels.intro}</p>}
      {form}
      <p className="mt-6">
        <a href={`#${ALL_OPERATIONS_ANCHOR}`} className="font-semibold text-brand underline underline-offset-4" data-testid="all-operations-link">
          {labels.contactHub.allOperations}
        </a>
      </p>
    </section>
  );
}
