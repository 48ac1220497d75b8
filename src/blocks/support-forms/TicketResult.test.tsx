// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishSupportLabels as labels } from './labels';
import { TicketResult, ticketResultFrom } from './TicketResult';

describe('no-JS result page', () => {
  it('success shows the reference', () => {
    const model = ticketResultFrom({ status: 'success', type: 'domain-owner', ticketId: 'DO-20260101-AAAA', ticketSubject: 'Domain owner verification: a.nl' });
    render(<TicketResult model={model} labels={labels} backHref="/support" />);
    expect(screen.getByTestId('ticket-id')).toHaveTextContent('DO-20260101-AAAA');
    expect(screen.getByTestId('ticket-subject')).toHaveTextContent('Domain owner verification: a.nl');
  });
  it("success without id/subject shows 'ERROR' / 'No subject'", () => {
    render(<TicketResult model={ticketResultFrom({ status: 'success' })} labels={labels} backHref="/" />);
    expect(screen.getByTestId('ticket-id')).toHaveTextContent('ERROR');
    expect(screen.getByTestId('ticket-subject')).toHaveTextContent('No subject');
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
  it('domain owner rate limit: request failure title', () => {
    render(<TicketResult model={ticketResultFrom({ status: 'error', type: 'domain-owner', code: 'rate-limit-exceeded' })} labels={labels} backHref="/" />);
    expect(screen.getByTestId('ticket-error')).toHaveTextContent('Error in ticket creation');
    expect(screen.getByTestId('ticket-error')).toHaveTextContent('rate-limit-exceeded');
  });
});
