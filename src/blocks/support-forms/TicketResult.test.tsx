// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import dutch from '../../../messages/nl/support.json';
import spanish from '../../../messages/es/support.json';
import { englishSupportLabels as labels } from '@/components/blocks/support/labels';
import { TicketResult, ticketResultFrom } from './TicketResult';

describe('no-JS result page', () => {
  it('success shows the stored ticket, never the text in the URL', () => {
    const model = ticketResultFrom(
      { status: 'success', type: 'disclosure-data', ticketId: 'DO-20260101-AAAAAAAA', token: 't', ticketSubject: 'Your account is suspended: call +1 555 0100' },
      { ticketId: 'DO-20260101-AAAAAAAA', ticketSubject: 'Domain owner verification: a.nl', type: 'domain-owner' },
    );
    expect(model.type).toBe('domain-owner');
    render(<TicketResult model={model} labels={labels} backHref="/support" />);
    expect(screen.getByTestId('ticket-id')).toHaveTextContent('DO-20260101-AAAAAAAA');
    expect(screen.getByTestId('ticket-subject')).toHaveTextContent('Domain owner verification: a.nl');
    expect(document.body).not.toHaveTextContent('suspended');
  });
  it('a success URL the store does not confirm shows no ticket and none of its text', () => {
    render(<TicketResult model={ticketResultFrom({ status: 'success', ticketId: 'DPD-20260101-FORGED00', ticketSubject: 'Pay now at evil.example' })} labels={labels} backHref="/" />);
    expect(screen.queryByTestId('ticket-id')).toBeNull();
    expect(screen.getByTestId('ticket-error')).toHaveTextContent(labels.result.notFound);
    expect(document.body).not.toHaveTextContent('evil.example');
    expect(document.body).not.toHaveTextContent('FORGED');
  });
  it('an error code outside the fixed list reads as internal-error; unknown field names are dropped', () => {
    const model = ticketResultFrom({ status: 'error', type: 'domain-owner', code: 'your-account-is-suspended', fields: 'do_CALL_5550100:required,do_name:required' });
    render(<TicketResult model={model} labels={labels} backHref="/" />);
    expect(document.body).not.toHaveTextContent('suspended');
    expect(document.body).not.toHaveTextContent('CALL');
    expect(screen.getByTestId('result-field-errors').querySelectorAll('li')).toHaveLength(1);
  });
  it('errors list the fields with the spec texts and ignore junk', () => {
    const model = ticketResultFrom({
      status: 'error',
      type: 'disclosure-data',
      code: 'validation-failed',
      fields: 'dpd_name:too-short,dpd_declare1:must-declare,dpd_declare2:must-declare,<script>:x,dpd_email:invalid-email',
    });
    render(<TicketResult model={model} labels={labels} backHref="/" />);
    expect(screen.getByTestId('ticket-error')).toHaveTextContent('Error in ticket creation');
    const list = screen.getByTestId('result-field-errors');
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(list).toHaveTextContent('Your name: Valid info is required');
    expect(list).toHaveTextContent('Declarations: You must declare all the below items:');
    expect(list).toHaveTextContent('Email address: Enter a valid e-mail address');
  });
  it('domain owner rate limit: request failure title, the text for the code (never the bare code)', () => {
    render(<TicketResult model={ticketResultFrom({ status: 'error', type: 'domain-owner', code: 'rate-limit-exceeded' })} labels={labels} backHref="/" />);
    expect(screen.getByTestId('ticket-error')).toHaveTextContent('Error in ticket creation');
    expect(screen.getByTestId('ticket-error')).toHaveTextContent('Too many requests. Please try later...');
    expect(screen.getByTestId('ticket-error')).not.toHaveTextContent('rate-limit-exceeded');
  });

  it('in Spanish and Dutch: titles, server errors and fallbacks in the page language', () => {
    const { unmount } = render(<TicketResult model={ticketResultFrom({ status: 'error', type: 'domain-owner', code: 'rate-limit-exceeded' })} labels={spanish} locale="es" backHref="/es" />);
    expect(screen.getByTestId('ticket-error')).toHaveTextContent('Error al crear el ticket');
    expect(screen.getByTestId('ticket-error')).toHaveTextContent('Demasiadas solicitudes. Inténtelo más tarde...');
    unmount();
    const second = render(<TicketResult model={ticketResultFrom({ status: 'error', type: 'disclosure-data', code: 'made-up' })} labels={dutch} locale="nl" backHref="/nl" />);
    // An unknown code in the URL reads as internal-error.
    expect(screen.getByTestId('ticket-error')).toHaveTextContent('Onze server kon je aanvraag niet opslaan');
    second.unmount();
    render(<TicketResult model={ticketResultFrom({ status: 'error', type: 'disclosure-data', code: 'file-extension-mismatch', fields: 'dpd_statementAttach:file-extension-mismatch' })} labels={dutch} locale="nl" backHref="/nl" />);
    expect(screen.getByTestId('ticket-error')).toHaveTextContent('De naam van een bestand past niet bij de inhoud');
    expect(screen.getByTestId('result-field-errors')).toHaveTextContent('Alleen PDF-, PNG- of JPEG-bestanden worden geaccepteerd');
  });
});
