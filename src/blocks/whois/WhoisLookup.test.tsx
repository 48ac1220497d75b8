// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import labels from '../../../messages/en/whois.json';
import spanish from '../../../messages/es/whois.json';
import { renderIsland } from '@/test/render-island';
import { WhoisLookup } from './WhoisLookup.client';

type Reply = { status: number; body: unknown } | 'network-error';

function stubFetch(...replies: Reply[]) {
  const calls: unknown[] = [];
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    calls.push(JSON.parse(String(init?.body)));
    const reply = replies.shift();
    if (!reply || reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const registered = {
  success: true,
  message: 'Domain Name: EXAMPLE.COM\r\nRegistrar: Example Registrar\r\n',
  domain: 'example.com',
  registered: true,
  summary: { registrar: 'Example Registrar', created: '1995-08-14T04:00:00Z', status: ['clientTransferProhibited'], nameServers: ['a.iana-servers.net'] },
};

describe('WhoisLookup', () => {
  it('submits with Enter, shows Loading..., then the summary above the raw text', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_u: string, init?: RequestInit) => {
      calls.push(JSON.parse(String(init?.body)));
      await gate;
      return new Response(JSON.stringify(registered), { status: 200 });
    }));
    const user = userEvent.setup();
    renderIsland(<WhoisLookup />, { namespaces: ['whois'] });
    const input = screen.getByLabelText('Enter the domain name');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    await user.type(input, 'Example.com{Enter}');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release();
    const heading = await screen.findByRole('heading', { name: /Whois results for/ });
    expect(heading).toHaveTextContent('Whois results for Example.com');
    expect(calls).toEqual([{ domainName: 'Example.com' }]);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    const summary = screen.getByTestId('whois-summary');
    expect(summary).toHaveTextContent('Example Registrar');
    expect(summary).toHaveTextContent('August 14, 1995');
    expect(summary).toHaveTextContent('a.iana-servers.net');
    const raw = screen.getByText(/Domain Name: EXAMPLE.COM/);
    expect(raw.textContent).toBe(registered.message);
    // summary comes before the raw text
    expect(summary.compareDocumentPosition(raw) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('whois-not-registered')).not.toBeInTheDocument();
  });

  it('shows the registrar handle beside its name', async () => {
    stubFetch({ status: 200, body: { ...registered, summary: { ...registered.summary, registrar: 'Example Hosting s.r.o.', registrarId: 'ACTI-0024' } } });
    const user = userEvent.setup();
    renderIsland(<WhoisLookup />, { namespaces: ['whois'] });
    await user.type(screen.getByLabelText('Enter the domain name'), 'example.sk{Enter}');
    expect(await screen.findByTestId('whois-summary')).toHaveTextContent('Example Hosting s.r.o. (ACTI-0024)');
  });

  it.each([
    ['empty', '', 'domain-required'],
    ['underscore', 'bad_name.com', 'invalid-domain'],
    ['256 characters', 'x'.repeat(256), 'domain-too-long'],
  ])('client validation (%s) shows %s under the field, focused and selected; editing clears it', async (_label, value, code) => {
    const calls = stubFetch();
    const user = userEvent.setup();
    renderIsland(<WhoisLookup />, { namespaces: ['whois'] });
    const input = screen.getByLabelText<HTMLInputElement>('Enter the domain name');
    if (value) await user.click(input);
    if (value) await user.paste(value);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(code)).toBeInTheDocument();
    // The code comes after a sentence: never a bare code.
    expect(screen.getByRole('alert')).toHaveTextContent(`${(labels.fieldErrors as Record<string, string>)[code]} ${code}`);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(value.length);
    expect(calls).toHaveLength(0);
    await user.type(input, 'a');
    expect(screen.queryByText(code)).not.toBeInTheDocument();
  });

  it.each(['xn--0.com', 'xn--1ug.com', 'ab--c.com', 'a·b.cat'])(
    'refuses %j in the browser with the API\'s IDNA rule (A-labels decoded and checked; tables loaded on demand)',
    async (value) => {
      const calls = stubFetch();
      const user = userEvent.setup();
      renderIsland(<WhoisLookup />, { namespaces: ['whois'] });
      await user.click(screen.getByLabelText('Enter the domain name'));
      await user.paste(value);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText('invalid-domain')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    },
  );

  it('sends a valid A-label to the API', async () => {
    const calls = stubFetch({ status: 200, body: { ...registered, domain: 'xn--bcher-kva.de' } });
    const user = userEvent.setup();
    renderIsland(<WhoisLookup />, { namespaces: ['whois'] });
    await user.type(screen.getByLabelText('Enter the domain name'), 'xn--bcher-kva.de{Enter}');
    expect(await screen.findByTestId('whois-result')).toBeInTheDocument();
    expect(calls).toEqual([{ domainName: 'xn--bcher-kva.de' }]);
  });

  it('shows a server-side input code in lowercase under the field', async () => {
    stubFetch({ status: 400, body: { success: false, code: 'INVALID-DOMAIN', message: 'INVALID-DOMAIN', fields: { domainName: 'INVALID-DOMAIN' } } });
    const user = userEvent.setup();
    renderIsland(<WhoisLookup />, { namespaces: ['whois'] });
    await user.type(screen.getByLabelText('Enter the domain name'), 'ex\u200bample.com{Enter}');
    expect(await screen.findByText('invalid-domain')).toBeInTheDocument();
  });

  it('a not-registered answer says so clearly, without a summary', async () => {
    stubFetch({ status: 200, body: { success: true, message: 'No match for "FREE.COM".\r\n', domain: 'free.com', registered: false, summary: null } });
    const user = userEvent.setup();
    renderIsland(<WhoisLookup />, { namespaces: ['whois'] });
    await user.type(screen.getByLabelText('Enter the domain name'), 'free.com{Enter}');
    expect(await screen.findByTestId('whois-not-registered')).toHaveTextContent('This domain name is not registered.');
    expect(screen.queryByTestId('whois-summary')).not.toBeInTheDocument();
    expect(screen.getByText(/No match for/)).toBeInTheDocument();
  });

  it('shows the server message on a server error, and the fallback text otherwise', async () => {
    stubFetch(
      { status: 504, body: { success: false, code: 'new-failure', message: 'The whois server whois.nic.zz did not answer in time.' } },
      { status: 500, body: 'not json' },
      'network-error',
    );
    const user = userEvent.setup();
    renderIsland(<WhoisLookup />, { namespaces: ['whois'] });
    const input = screen.getByLabelText<HTMLInputElement>('Enter the domain name');
    await user.type(input, 'slow.zz{Enter}');
    expect(await screen.findByText('The whois server whois.nic.zz did not answer in time.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.selectionEnd).toBe('slow.zz'.length);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Something went wrong, please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByText('Something went wrong, please try again later.')).toHaveLength(1));
  });

  it('in Spanish: the code’s text in Spanish, server errors by their code (rate limit included), dates in Spanish', async () => {
    stubFetch(
      { status: 429, body: { success: false, code: 'rate-limit-exceeded', message: 'rate-limit-exceeded' } },
      { status: 504, body: { success: false, code: 'whois-timeout', message: 'The whois server did not answer in time. Please try again later.' } },
      { status: 502, body: { success: false, code: 'new-failure', message: 'Some English text' } },
      { status: 200, body: registered },
    );
    const user = userEvent.setup();
    renderIsland(<WhoisLookup locale="es" />, { locale: 'es', namespaces: ['whois'] });
    const input = screen.getByLabelText<HTMLInputElement>('Introduce el nombre de dominio');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Introduce un nombre de dominio. domain-required');
    await user.type(input, 'example.com{Enter}');
    expect(await screen.findByText('Demasiadas consultas en poco tiempo. Espera un minuto y vuelve a intentarlo.')).toBeInTheDocument();
    expect(screen.queryByText('rate-limit-exceeded')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('El servidor whois no ha respondido a tiempo. Inténtalo de nuevo más tarde.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(spanish.fallbackError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByTestId('whois-summary')).toHaveTextContent('14 de agosto de 1995');
    expect(screen.getByText(/Domain Name: EXAMPLE.COM/)).toHaveAttribute('lang', 'en');
  });
});
