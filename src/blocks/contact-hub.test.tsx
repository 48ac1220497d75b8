// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModalProvider } from '@/components/modal/ModalContext';
import { RenderBlocks } from './RenderBlocks';
import type { BlockContext } from './types';
import type { Block } from '@/lib/content/types';
import { supportFormKind } from './support-forms/schema';
import { ContactHubBlock } from './contact-hub/ContactHub';
import { contactHubSchema } from './contact-hub/schema';

const context = (locale: BlockContext['locale'] = 'en'): BlockContext => ({ locale, path: '/support', pageUri: '/support/', nonce: 'n' });

function renderBlocks(blocks: Omit<Block, 'innerBlocks'>[], locale: BlockContext['locale'] = 'en') {
  return render(
    <ModalProvider>
      <RenderBlocks blocks={blocks.map((block) => ({ ...block, innerBlocks: [] }))} context={context(locale)} />
    </ModalProvider>,
  );
}

/** The hub reads the company record (async server component): resolved first, then rendered in a DOM. */
async function renderHub(attributes: Record<string, unknown>, locale: BlockContext['locale'] = 'en') {
  const element = await ContactHubBlock({ attributes: contactHubSchema.parse(attributes), innerBlocks: [], context: context(locale) });
  return render(<ModalProvider>{element}</ModalProvider>);
}

describe('contact hub block', () => {
  it("'How can we help?' with the five cards and links of the spec", async () => {
    await renderHub({ security_email: 'sec@nameport.example' });
    expect(screen.getByRole('heading', { name: 'How can we help?' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(screen.getByRole('link', { name: /Sales & Pricing requests/ })).toHaveAttribute('href', '/company/contact-us/sales-inquiries');
    expect(screen.getByRole('link', { name: /Tech support/ })).toHaveAttribute('href', '/company/contact-us/contact-support');
    expect(screen.getByRole('link', { name: /Report DNS Abuse/ })).toHaveAttribute('href', '/company/contact-us/report-abuse');
    expect(screen.getByRole('link', { name: /Request Access to Non-Public Registration Data/ })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('link', { name: /Security/ })).toHaveAttribute('href', 'mailto:sec@nameport.example');
  });

  it('localises the links; the security mailbox is the company record\'s', async () => {
    await renderHub({}, 'nl');
    expect(screen.getByRole('heading', { name: 'Hoe kunnen we helpen?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Technische ondersteuning/ })).toHaveAttribute('href', '/nl/company/contact-us/contact-support');
    expect(screen.getByRole('link', { name: /Beveiliging/ })).toHaveAttribute('href', 'mailto:security@nameport.example');
  });

  it('the non-public data card opens the contact_disclosure_data modal with the disclosure form', async () => {
    const user = userEvent.setup();
    await renderHub({});
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('link', { name: /Request Access to Non-Public Registration Data/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-modal-id', 'contact_disclosure_data');
    expect(within(dialog).getByTestId('disclosure-form')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Your name/)).toHaveAttribute('id', 'contact_disclosure_data-dpd_name');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('support forms block', () => {
  it.each([
    ['data-disclosure-form', 'disclosure'],
    ['dataDisclosure', 'disclosure'],
    ['domain_owner', 'domain-owner'],
    ['text', 'text'],
    ['recruiting', 'other'],
  ])('identity %j -> %s', (identity, kind) => {
    expect(supportFormKind(identity)).toBe(kind);
  });

  it('renders each form inline, the text block, and nothing for the unknown form', () => {
    renderBlocks([
      { name: 'acf/support-forms', attributes: { advIdentity: 'data-disclosure-form' } },
      { name: 'acf/support-forms', attributes: { advIdentity: 'domain-owner-form' } },
      { name: 'acf/support-forms', attributes: { advIdentity: 'text', content: '<p>Plain <em>text</em></p>' } },
      { name: 'acf/support-forms', attributes: { advIdentity: 'other-form' } },
    ]);
    expect(screen.getByTestId('disclosure-form')).toBeInTheDocument();
    expect(screen.getByTestId('domain-owner-form')).toBeInTheDocument();
    expect(screen.getByText('text')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Request access to non-public registration data' })).toBeInTheDocument();
  });

  it('a form with modal settings opens when the shared open-modal id matches', async () => {
    const user = userEvent.setup();
    renderBlocks([
      { name: 'acf/button', attributes: { button: { title: 'Verify ownership', modal: { enabled: true, modal_id: 'owner-modal' } } } },
      { name: 'acf/support-forms', attributes: { advIdentity: 'domain-owner-form', modal: { enabled: true, modal_id: 'owner-modal' } } },
    ]);
    expect(screen.queryByTestId('domain-owner-form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify ownership' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('domain-owner-form')).toBeInTheDocument();
  });
});
