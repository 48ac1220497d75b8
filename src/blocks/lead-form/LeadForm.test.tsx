// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalProvider, useModal } from '@/components/modal/ModalContext';
import type { BlockContext } from '../types';
import { formsSetup } from '@/components/blocks/forms/forms-setup';
import { leadFormMessages } from '@/components/blocks/forms/messages';
import { renderIsland } from '@/test/render-island';
import { leadFormBlock } from '.';
import { leadFormBlockFixtures } from './fixture';
import { LeadForm } from './LeadForm.client';
import { LEAD_FORM_MODAL_ID } from '@/components/blocks/forms/modal-id';
import { leadFormBlockSchema } from './schema';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const english = formsSetup('en');
const context: BlockContext = { locale: 'en', path: '/company/contact-us/sales-inquiries', pageUri: '/company/contact-us/sales-inquiries/', nonce: 'n' };

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('lead form (first-party)', () => {
  it('checks the fields with the shared schema and says what is wrong, field by field', async () => {
    renderIsland(<LeadForm locale="en" formId="sales" portalId="" pagePath="/x" legalLinks={english.links} />, { namespaces: leadFormMessages });
    fill('Work email', 'not-an-address');
    fill('Phone (optional)', 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number: digits, spaces, + or -')).toBeInTheDocument();
    expect(screen.getByText('Please tick the box to agree')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-describedby', expect.stringMatching(/-name-error$/));
    expect(fetchMock).not.toHaveBeenCalled();
    // A real form: without JavaScript it posts to the same endpoint.
    expect(screen.getByTestId('lead-form')).toHaveAttribute('action', '/api/leads');
    expect(screen.getByTestId('lead-form')).toHaveAttribute('method', 'post');
  });

  it('refuses an address at a reserved name by policy and says which addresses are taken; checks IDN domains in the browser', async () => {
    renderIsland(<LeadForm locale="en" formId="sales" portalId="" pagePath="/x" legalLinks={english.links} />, { namespaces: leadFormMessages });
    fill('Work email', 'jo@nas.local');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Enter an address at a public domain name/)).toBeInTheDocument();
    fill('Work email', 'jo@xn--0.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the lead and shows its reference; server field errors land on their fields', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: false, code: 'validation-failed', fields: { email: 'invalid-email' } }), { status: 400 }));
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, message: { leadId: 'LEAD-20261124-7K3M9Q' } }), { status: 200 }));
    renderIsland(<LeadForm locale="en" formId="sales" portalId="123" pagePath="/company/contact-us/sales-inquiries" legalLinks={english.links} />, { namespaces: leadFormMessages });
    fill('Name', 'Jo Reseller');
    fill('Work email', 'jo@example.com');
    fill('How can we help? (optional)', 'Bulk transfer');
    fireEvent.click(screen.getByLabelText(/I agree that you store these details/));
    fireEvent.click(screen.getByLabelText(/Also send me the monthly newsletter/));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Jo Reseller', email: 'jo@example.com', message: 'Bulk transfer', consent: true, newsletter: true, formId: 'sales', portalId: '123', pagePath: '/company/contact-us/sales-inquiries', locale: 'en', website: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('lead-form-success')).toHaveTextContent('Your request LEAD-20261124-7K3M9Q is in');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/legal/privacy-policy');
  });
});

describe('lead form block', () => {
  it('reads the spec attributes: form_data, unique_id, size, button_type, form_heading, form_text, modal', () => {
    expect(leadFormBlockSchema.parse({ form_data: { portal_id: 123, form_id: 'abc' }, unique_id: 'u1', size: 'large', button_type: 'secondary', form_heading: { title: 'Hi', tag: 'h3' }, form_text: 'Text' })).toMatchObject({
      portalId: '123',
      formId: 'abc',
      large: true,
      buttonType: 'secondary',
      heading: { title: 'Hi', tag: 'h3' },
      text: 'Text',
      modal: null,
      anchor: 'u1',
    });
    expect(leadFormBlockSchema.parse({ unique_id: 'u2', button_type: 'weird' })).toMatchObject({ formId: 'u2', buttonType: 'primary', large: false });
    expect(leadFormBlockSchema.parse({ modal: { enabled: 'on', modal_id: '' } }).modal).toEqual({ id: LEAD_FORM_MODAL_ID });
    for (const fixture of leadFormBlockFixtures) expect(leadFormBlock.resolve(fixture.attributes).ok).toBe(true);
  });

  function Opener() {
    const { openModal } = useModal();
    return (
      <button type="button" onClick={() => openModal(LEAD_FORM_MODAL_ID)}>
        Hero button
      </button>
    );
  }

  it("the modal answers to 'lead-form': its own button or another block's opens it, the x button closes it", async () => {
    const resolved = leadFormBlock.resolve({ modal: { enabled: true }, button: { title: 'Book a demo' }, form_heading: { title: 'Book a demo' } });
    if (!resolved.ok) throw new Error('schema');
    render(
      <ModalProvider>
        <Opener />
        {resolved.render([], context, null)}
      </ModalProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Book a demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
    expect(dialog).toHaveAttribute('data-modal-id', 'lead-form');
    expect(screen.getByLabelText('Work email')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Hero button' }));
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-modal-id', 'lead-form');
  });
});
