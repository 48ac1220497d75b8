// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DisclosureForm } from '@/components/blocks/support/DisclosureForm.client';
import { DomainOwnerForm } from './DomainOwnerForm.client';
import { englishSupportLabels as labels } from '@/components/blocks/support/labels';
import { supportFormMessages } from '@/components/blocks/support/messages';
import { renderIsland } from '@/test/render-island';

const scrolled: string[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const pdf = () => new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' });

async function fillDisclosure(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Your name/), 'Jo Lawyer');
  await user.type(screen.getByLabelText(/Email address/), 'jo@example.com');
  await user.upload(screen.getByLabelText(/Signed statement/), pdf());
  await user.type(screen.getByLabelText(/Domain name/), 'example.nl');
  await user.type(screen.getByLabelText(/Which data/), 'Registrant name and address');
  await user.type(screen.getByLabelText(/Legal basis/), 'Legitimate interest GDPR');
  await user.type(screen.getByLabelText(/Brief description/), 'Trademark infringement');
  await user.type(screen.getByLabelText(/Reference to the applicable law/), 'Article 6(1)(f) GDPR');
  for (const label of [labels.disclosure.declare1, labels.disclosure.declare2, labels.disclosure.declare3, labels.disclosure.declare4]) {
    await user.click(screen.getByLabelText(label));
  }
}

/** The domain-owner form's requester, domain and owner declaration, filled in validly. */
async function fillOwnerDetails(user: ReturnType<typeof userEvent.setup>, hostingProvider = 'Unknown hosting provider') {
  await user.type(screen.getByLabelText(/Your name/), 'Jo Owner');
  await user.type(screen.getByLabelText(/Email address/), 'owner@example.com');
  await user.type(screen.getByLabelText(/Domain name/), 'example.com');
  await user.type(screen.getByLabelText(/^Hosting provider/), hostingProvider);
  await user.click(screen.getByLabelText(labels.domainOwner.iAmOwner));
}

/** The domain-owner form's question and the copy of an ID card. */
async function fillOwnerQuestionAndId(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Your question/), 'Please verify that I own this domain name now.');
  await user.upload(screen.getByLabelText(/Copy of your ID card/), pdf());
}

/** Renders the disclosure form, fills it in validly and submits it; answers the user for what follows. */
async function submitFilledDisclosure() {
  const user = userEvent.setup();
  renderIsland(<DisclosureForm locale="en" />, { locale: 'en', namespaces: supportFormMessages('disclosure') });
  await fillDisclosure(user);
  await user.click(screen.getByRole('button', { name: 'Submit request' }));
  return user;
}

describe('DisclosureForm', () => {
  it('is a real multipart form posting to the ticket endpoint (works without JavaScript)', () => {
    renderIsland(<DisclosureForm locale="en" />, { locale: 'en', namespaces: supportFormMessages('disclosure') });
    const form = screen.getByTestId('disclosure-form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/api/zendesk/create-zendesk-ticket');
    expect(form.method).toBe('post');
    expect(form.enctype).toBe('multipart/form-data');
    expect((form.elements.namedItem('ticketType') as HTMLInputElement).value).toBe('disclosure-data');
    expect(form.elements.namedItem('dpd_refrenceToLaw')).not.toBeNull();
  });

  it('shows the spec messages and scrolls to the first field with an error', async () => {
    const user = userEvent.setup();
    renderIsland(<DisclosureForm locale="en" />, { locale: 'en', namespaces: supportFormMessages('disclosure') });
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Valid info is required')).toBeInTheDocument();
    expect(screen.getAllByText('required').length).toBeGreaterThanOrEqual(7);
    expect(screen.getAllByText('You must declare all the below items:')).toHaveLength(1);
    expect(scrolled[0]).toBe('dpd_name');
    expect(document.activeElement?.id).toBe('dpd_name');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says what is wrong with a filled-in e-mail address, and speaks the page's language", async () => {
    const user = userEvent.setup();
    const { unmount } = renderIsland(<DisclosureForm locale="en" />, { locale: 'en', namespaces: supportFormMessages('disclosure') });
    const email = screen.getByLabelText(/Email address/);
    await user.type(email, 'jo@exa;mple.com');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    // a single-label domain is refused by policy, and the text says which addresses are taken
    await user.clear(email);
    await user.type(email, 'jo@example');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText(/Enter an address at a public domain name, such as name@example.com/)).toBeInTheDocument();
    unmount();

    const spanish = { ...labels, ...(await import('../../../messages/es/support.json')).default } as typeof labels;
    renderIsland(<DisclosureForm locale="es" />, { locale: 'es', namespaces: supportFormMessages('disclosure') });
    await user.type(screen.getByLabelText(new RegExp(spanish.disclosure.email)), 'jo@xn--0.com');
    await user.click(screen.getByRole('button', { name: spanish.common.submit }));
    expect(await screen.findByText('Introduzca una dirección de correo electrónico válida')).toBeInTheDocument();
    expect(await screen.findByText('Se requiere información válida')).toBeInTheDocument();
    expect(screen.queryByText('required')).toBeNull();
    expect(screen.queryByText('Valid info is required')).toBeNull();
  });

  it('scrolls to a later first error (declarations) when the rest is valid', async () => {
    const user = userEvent.setup();
    renderIsland(<DisclosureForm locale="en" />, { locale: 'en', namespaces: supportFormMessages('disclosure') });
    await fillDisclosure(user);
    await user.click(screen.getByLabelText(labels.disclosure.declare3));
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('You must declare all the below items:')).toBeInTheDocument();
    expect(scrolled[0]).toBe('dpd_declare3');
  });

  it('submits, shows ticket id and subject, resets the form', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true, message: { ticketId: 'DPD-20260101-ABCDEFGH', ticketSubject: 'Data disclosure request: example.nl' } }));
    const user = await submitFilledDisclosure();
    expect(await screen.findByTestId('ticket-id')).toHaveTextContent('DPD-20260101-ABCDEFGH');
    expect(screen.getByTestId('ticket-subject')).toHaveTextContent('Data disclosure request: example.nl');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/zendesk/create-zendesk-ticket');
    const body = init.body as FormData;
    expect(body.get('ticketType')).toBe('disclosure-data');
    expect(body.get('dpd_declare4')).toBe('true');
    expect((body.get('dpd_statementAttach-1') as File).name).toBe('statement.pdf');
    await user.click(screen.getByRole('button', { name: labels.common.sendAnother }));
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
  });

  it("shows 'ERROR' and 'No subject' when the answer has neither", async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true, message: {} }));
    await submitFilledDisclosure();
    expect(await screen.findByTestId('ticket-id')).toHaveTextContent('ERROR');
    expect(screen.getByTestId('ticket-subject')).toHaveTextContent('No subject');
  });

  it('shows the error box with the translated title and the fallback text', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await submitFilledDisclosure();
    const box = await screen.findByTestId('ticket-error');
    expect(box).toHaveTextContent(labels.common.ticketCreationError);
    expect(box).toHaveTextContent('Sorry, something went wrong, please try again shortly');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Jo Lawyer');
  });

  it('sends one idempotency key per form fill: the same on a resubmit, a new one after a success', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('connection reset'));
    fetchMock.mockResolvedValue(Response.json({ success: true, message: { ticketId: 'DPD-20260101-ABCDEFGH', ticketSubject: 'Data disclosure request: example.nl' } }));
    const user = await submitFilledDisclosure();
    await screen.findByTestId('ticket-error');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await screen.findByTestId('ticket-id');
    await user.click(screen.getByRole('button', { name: labels.common.sendAnother }));
    await fillDisclosure(user);
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const keys = fetchMock.mock.calls.map((call) => new Headers((call[1] as RequestInit).headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('puts server field codes back on the fields', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ success: false, code: 'unsupported-file-type', message: 'This file type is not accepted', fields: { dpd_statementAttach: 'unsupported-file-type' } }, { status: 415 }),
    );
    await submitFilledDisclosure();
    expect(await screen.findByText('Only PDF, PNG or JPEG files are accepted')).toBeInTheDocument();
    expect(scrolled).toContain('dpd_statementAttach');
  });
});

describe('DomainOwnerForm', () => {
  it("shows the .nl proof only for .nl domains and the 'Unknown hosting provider' hint", async () => {
    const user = userEvent.setup();
    renderIsland(<DomainOwnerForm locale="en" />, { locale: 'en', namespaces: supportFormMessages('domainOwner') });
    expect(screen.getByText(/Unknown hosting provider/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Proof of ownership/)).toBeNull();
    await user.type(screen.getByLabelText(/Domain name/), 'mijn-domein.nl');
    expect(screen.getByLabelText(/Proof of ownership/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Domain name/));
    await user.type(screen.getByLabelText(/Domain name/), 'example.com');
    expect(screen.queryByLabelText(/Proof of ownership/)).toBeNull();
  });

  it('requires ownership with the spec text, then submits', async () => {
    const user = userEvent.setup();
    renderIsland(<DomainOwnerForm locale="en" />, { locale: 'en', namespaces: supportFormMessages('domainOwner') });
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('You must be the owner of the domain(s)')).toBeInTheDocument();
    expect(scrolled[0]).toBe('do_name');

    fetchMock.mockResolvedValue(Response.json({ success: true, message: { ticketId: 'DO-1', ticketSubject: 'Domain owner verification: example.com' } }));
    await fillOwnerDetails(user);
    // English (US) writes month, day, year; an impossible date is refused with its own message.
    const dateGroup = screen.getByRole('group', { name: /Since when/ });
    expect([...dateGroup.querySelectorAll('input, select')].map((control) => control.getAttribute('name'))).toEqual([
      'do_hostingDate',
      'do_hostingDate__month',
      'do_hostingDate__day',
      'do_hostingDate__year',
    ]);
    await user.selectOptions(screen.getByLabelText('Month'), 'February');
    await user.type(screen.getByLabelText('Day'), '30');
    await user.type(screen.getByLabelText('Year'), '2023');
    await fillOwnerQuestionAndId(user);
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(document.querySelector('[data-field="do_hostingDate"]')?.textContent).toContain('Enter a real date: day, month and year'));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '1');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByTestId('ticket-id')).toHaveTextContent('DO-1');
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(body.get('do_uploads')).toBe('["do_idCardAttach"]');
    expect(body.get('do_hostingDate')).toBe('2023-02-01');
  });

  it('enters the date in the page language: day, month by name, year on /es', async () => {
    renderIsland(<DomainOwnerForm locale="es" />, { locale: 'es', namespaces: supportFormMessages('domainOwner') });
    const labelsInOrder = [...document.querySelectorAll('[data-field="do_hostingDate"] label')].map((label) => label.textContent);
    expect(labelsInOrder).toEqual(['Día', 'Mes', 'Año']);
    const months = [...(screen.getByLabelText('Mes') as HTMLSelectElement).options].map((option) => option.textContent);
    expect(months.slice(1, 4)).toEqual(['enero', 'febrero', 'marzo']);
  });

  it("request failure: 'Error in ticket creation' with the server message", async () => {
    fetchMock.mockResolvedValue(Response.json({ success: false, code: 'rate-limit-exceeded', message: 'rate-limit-exceeded' }, { status: 429 }));
    const user = userEvent.setup();
    renderIsland(<DomainOwnerForm locale="en" />, { locale: 'en', namespaces: supportFormMessages('domainOwner') });
    await fillOwnerDetails(user, 'Acme');
    await user.selectOptions(screen.getByLabelText('Month'), 'May');
    await user.type(screen.getByLabelText('Day'), '1');
    await user.type(screen.getByLabelText('Year'), '2023');
    await fillOwnerQuestionAndId(user);
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    const box = await screen.findByTestId('ticket-error');
    expect(box).toHaveTextContent('Error in ticket creation');
    expect(box).toHaveTextContent('Too many requests. Please try later...');
    expect(box).not.toHaveTextContent('rate-limit-exceeded');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit request' })).toBeEnabled());
  });
});
