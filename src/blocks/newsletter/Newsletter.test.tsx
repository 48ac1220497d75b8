// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '@/i18n/messages';
import type { BlockContext } from '../types';
import { formsSetup } from '@/components/blocks/forms/forms-setup';
import { newsletterFormMessages } from '@/components/blocks/forms/messages';
import { renderIsland } from '@/test/render-island';
import { afterInteractive, forgetLoadedScripts, loadScriptOnce, MarketingForm } from '@/components/blocks/forms/MarketingForm.client';
import { newsletterBlock } from '.';
import { newsletterBlockFixtures } from './fixture';
import { NewsletterForm } from './NewsletterForm.client';
import { newsletterBlockSchema } from './schema';
import { NEWSLETTER_DELAY_MS } from './timing';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const dutch = formsSetup('nl');

function renderForm(delayMs?: number) {
  return renderIsland(<NewsletterForm locale="nl" formId="home-news-letter-form" pagePath="/" legalLinks={dutch.links} delayMs={delayMs} />, { locale: 'nl', namespaces: newsletterFormMessages });
}

/** Renders the form, fills in the address, ticks the consent and sends it. */
async function signUp(email: string) {
  renderForm(0);
  await screen.findByTestId('newsletter-form');
  fireEvent.input(screen.getByLabelText('E-mailadres'), { target: { value: email } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
}

describe('newsletter form (first-party)', () => {
  it('shows a spinner for 5000 ms, then loads the form (its code is not fetched before)', async () => {
    vi.useFakeTimers();
    renderForm();
    expect(screen.getByTestId('newsletter-loading')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('status')).toHaveTextContent('Aanmeldformulier laden…');
    act(() => vi.advanceTimersByTime(NEWSLETTER_DELAY_MS - 1));
    expect(screen.queryByTestId('newsletter-form')).toBeNull();
    expect(screen.getByTestId('newsletter-loading')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(await screen.findByTestId('newsletter-form')).toBeInTheDocument();
    expect(screen.queryByTestId('newsletter-loading')).toBeNull();
    expect(NEWSLETTER_DELAY_MS).toBe(5000);
  });

  it("the block's own button text replaces the catalogue's", async () => {
    renderIsland(<NewsletterForm buttonTitle="Schrijf me in" locale="nl" formId="f" pagePath="/" legalLinks={dutch.links} delayMs={0} />, { locale: 'nl', namespaces: newsletterFormMessages });
    await screen.findByTestId('newsletter-form');
    expect(screen.getByRole('button', { name: 'Schrijf me in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aanmelden' })).toBeNull();
  });

  it('links the consent to the legal pages in the page language and checks the fields before posting', async () => {
    renderForm(0);
    await screen.findByTestId('newsletter-form');
    expect(screen.getByRole('link', { name: 'privacybeleid' })).toHaveAttribute('href', '/nl/legal/privacy-policy');
    expect(screen.getByRole('link', { name: 'algemene voorwaarden' })).toHaveAttribute('href', '/nl/legal/terms-conditions');
    fireEvent.input(screen.getByLabelText('E-mailadres'), { target: { value: 'x@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByText('Vul een geldig e-mailadres in')).toBeInTheDocument();
    expect(screen.getByText('Vink het vakje aan om akkoord te gaan')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the address, consent and context; on success says to follow the link in the mail', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true }), { status: 200 }));
    await signUp('jo@example.com');
    expect(await screen.findByTestId('newsletter-success')).toHaveTextContent('Volg de link daarin om je aanmelding te bevestigen');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'jo@example.com', consent: true, formId: 'home-news-letter-form', portalId: '', pagePath: '/', locale: 'nl', website: '' });
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('');
  });

  it('shows the rate limit and server failures in words', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: false, code: 'rate-limit-exceeded' }), { status: 429 }));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await signUp('jo@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Te veel verzoeken. Probeer het later opnieuw.');
    fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We konden de server niet bereiken'));
  });
});

describe('newsletter block', () => {
  const context = (locale: BlockContext['locale']): BlockContext => ({ locale, path: '/', pageUri: '/', nonce: 'n' });

  it('news-letter and home-news-letter identities; catalogue copy in the page language, English where a language lacks it', async () => {
    const card = newsletterBlockSchema.parse({ advIdentity: 'news-letter' });
    expect(card).toMatchObject({ identity: 'news-letter', anchor: 'newsletter', heading: null });
    const home = newsletterBlockSchema.parse({ advIdentity: 'home-news-letter', heading: { title: 'Own heading', tag: 'h2' } });
    expect(home).toMatchObject({ identity: 'home-news-letter', heading: { title: 'Own heading' } });
    for (const fixture of newsletterBlockFixtures) expect(newsletterBlock.resolve(fixture.attributes).ok).toBe(true);
    expect(newsletterBlock.variants).toEqual(['news-letter', 'home-news-letter']);

    const resolved = newsletterBlock.resolve({ advIdentity: 'news-letter' });
    if (!resolved.ok) throw new Error('schema');
    render(resolved.render([], context('es'), null));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(messagesFor('es').newsletter.block.heading);
    // The India variant reads English.
    const again = newsletterBlock.resolve({ advIdentity: 'home-news-letter' });
    if (!again.ok) throw new Error('schema');
    render(again.render([], context('hi'), null));
    expect(screen.getAllByRole('heading', { level: 2 })[1]).toHaveTextContent('Stay ahead with our monthly newsletter');
  });

  it('the form for visitors without JavaScript links the consent sentence to the legal pages in the page language', () => {
    const resolved = newsletterBlock.resolve({ advIdentity: 'news-letter' });
    if (!resolved.ok) throw new Error('schema');
    const html = renderToStaticMarkup(resolved.render([], context('es'), null));
    const noscript = html.slice(html.indexOf('<noscript>'), html.indexOf('</noscript>'));
    expect(noscript).toContain('consulta la <a href="/es/legal/privacy-policy" class="font-semibold underline underline-offset-2">política de privacidad</a> y los <a href="/es/legal/terms-conditions"');
    expect(noscript).toContain('>términos y condiciones</a>.');
  });

  it('with MARKETING_FORMS=hubspot and both ids: the marketing form script instead of the first-party form', () => {
    vi.stubEnv('MARKETING_FORMS', 'hubspot');
    const resolved = newsletterBlock.resolve({ advIdentity: 'news-letter', form_data: { portal_id: '1234567', form_id: 'abc' } });
    if (!resolved.ok) throw new Error('schema');
    const { container } = render(resolved.render([], context('en'), null));
    expect(container.querySelector('[data-portal-id="1234567"][data-form-id="abc"]')).not.toBeNull();
  });
});

describe('marketing form script', () => {
  it('loads after the page is interactive, creates the form (region na1, the block ids), logs a load failure', async () => {
    const create = vi.fn();
    const appended: HTMLScriptElement[] = [];
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      appended.push(node as HTMLScriptElement);
      return node;
    });
    try {
      render(<MarketingForm portalId="1234567" formId="abc" region="na1" nonce="nonce-1" loadingLabel="Loading…" />);
      await waitFor(() => expect(appended).toHaveLength(1));
      expect(appended[0]!.src).toBe('https://js.hsforms.net/forms/embed/v2.js');
      expect(appended[0]!.nonce).toBe('nonce-1');
      (window as unknown as { hbspt: unknown }).hbspt = { forms: { create } };
      appended[0]!.dispatchEvent(new Event('load'));
      await waitFor(() => expect(create).toHaveBeenCalledWith({ region: 'na1', portalId: '1234567', formId: 'abc', target: expect.stringMatching(/^#marketing-form-/) }));

      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const failing = loadScriptOnce('https://js.example/other.js', '');
      appended[1]!.dispatchEvent(new Event('error'));
      await expect(failing).rejects.toThrow();
      error.mockRestore();
    } finally {
      append.mockRestore();
      delete (window as unknown as { hbspt?: unknown }).hbspt;
    }
  });

  it("logs 'Script failed to load' when the script cannot load", async () => {
    forgetLoadedScripts();
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      setTimeout(() => node.dispatchEvent(new Event('error')), 0);
      return node;
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(<MarketingForm portalId="1" formId="broken" region="na1" nonce="" loadingLabel="Loading…" />);
      await waitFor(() => expect(error).toHaveBeenCalledWith('Script failed to load'));
    } finally {
      append.mockRestore();
      error.mockRestore();
    }
  });

  it('runs after the load event when the page is still loading', () => {
    const run = vi.fn();
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    afterInteractive(run);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(run).toHaveBeenCalledTimes(1);
    state.mockRestore();
  });
});
