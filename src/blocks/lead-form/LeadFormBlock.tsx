import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Heading } from '@/components/ui/Heading';
import { OpenModalButton } from '@/components/modal/ModalContext';
import { buttonClasses } from '@/components/ui/Button';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import type { Locale } from '@/i18n/locales';
import { ModalDialog } from '@/components/modal/ModalDialog.lazy';
import type { BlockProps } from '../types';
import { formsSetup, usesMarketingPortal } from '@/components/blocks/forms/forms-setup';
import { LeadForm } from './LeadForm.lazy';
import { leadFormMessages } from '@/components/blocks/forms/messages';
import { MarketingForm } from '@/components/blocks/forms/MarketingForm.lazy';
import { LEAD_FORM_MODAL_ID } from '@/components/blocks/forms/modal-id';
import type { LeadFormBlockAttributes } from './schema';

interface FormBodyProps {
  locale: Locale;
  nonce: string;
  pagePath: string;
  portalId: string;
  formId: string;
  large: boolean;
  buttonType: 'primary' | 'transparent' | 'secondary';
}

/** The form itself: the marketing portal's when configured, else the first-party form. */
function LeadFormBody({ locale, nonce, pagePath, portalId, formId, large, buttonType }: FormBodyProps) {
  const setup = formsSetup(locale);
  if (usesMarketingPortal(setup, portalId, formId)) {
    return <MarketingForm portalId={portalId} formId={formId} region={setup.region} nonce={nonce} loadingLabel={setup.messages.block.loading} />;
  }
  return (
    <IslandMessages locale={locale} namespaces={leadFormMessages}>
      <LeadForm locale={locale} formId={formId} portalId={portalId} pagePath={pagePath} legalLinks={setup.links} large={large} buttonType={buttonType} />
    </IslandMessages>
  );
}

/**
 * The lead form in a modal (id 'lead-form' unless given): any button that sets the shared open-modal
 * id to it opens the form — the block's own trigger, a hero's or a banner's button. Closes with the
 * x button, the backdrop or Escape.
 */
export function LeadFormModal({
  locale,
  nonce,
  pagePath,
  modalId = LEAD_FORM_MODAL_ID,
  title,
  portalId = '',
  formId = '',
}: {
  locale: Locale;
  nonce: string;
  pagePath: string;
  modalId?: string;
  title?: string;
  portalId?: string;
  formId?: string;
}) {
  const { messages } = formsSetup(locale);
  return (
    <ModalDialog modalId={modalId} title={title || messages.leadForm.heading} closeLabel={messages.leadForm.close} wide>
      <p className="mb-4 text-slate-700">{messages.leadForm.text}</p>
      <LeadFormBody locale={locale} nonce={nonce} pagePath={pagePath} portalId={portalId} formId={formId} large buttonType="primary" />
    </ModalDialog>
  );
}

/** Form block (embedded lead form): heading, text and the form; or a button and the modal. */
export function LeadFormBlock({ attributes, context }: BlockProps<LeadFormBlockAttributes>) {
  const { messages } = formsSetup(context.locale);
  const { heading, text, modal, button, portalId, formId, large, buttonType, anchor, className } = attributes;
  const title = heading?.title || messages.leadForm.heading;
  if (modal) {
    return (
      <Section id={anchor} className={`py-8 ${className}`}>
        <div className="flex flex-col items-center gap-4 text-center">
          {heading?.title ? (
            <Heading tag={heading.tag} fontSize={heading.fontSize}>
              <RichText html={heading.title} inline as="span" />
            </Heading>
          ) : null}
          {text ? <RichText html={text} className="max-w-2xl" /> : null}
          <OpenModalButton modalId={modal.id} className={buttonClasses(button?.type ?? (buttonType === 'secondary' ? 'transparent' : buttonType), button?.size ?? 'large')}>
            {button?.title || messages.leadForm.open}
          </OpenModalButton>
        </div>
        <LeadFormModal locale={context.locale} nonce={context.nonce} pagePath={context.path} modalId={modal.id} title={title} portalId={portalId} formId={formId} />
      </Section>
    );
  }
  return (
    <Section id={anchor} className={`py-10 ${className}`}>
      <div className={`mx-auto rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${large ? 'max-w-4xl' : 'max-w-xl'}`}>
        <Heading tag={heading?.tag ?? 'h2'} fontSize={heading?.fontSize} className="mb-2">
          <RichText html={title} inline as="span" />
        </Heading>
        <RichText html={text || messages.leadForm.text} className="mb-6 text-slate-700" />
        <LeadFormBody locale={context.locale} nonce={context.nonce} pagePath={context.path} portalId={portalId} formId={formId} large={large} buttonType={buttonType} />
      </div>
    </Section>
  );
}
