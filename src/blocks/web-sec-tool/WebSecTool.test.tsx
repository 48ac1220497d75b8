// @vitest-environment jsdom
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../messages/en/webSecTool.json';
import { renderIsland } from '@/test/render-island';
import { webSecToolMessages } from './messages';
import { WebSecTool } from './WebSecTool.client';

const item = (success: boolean, name: string) => ({ success, reason: success ? 'ok' : 'missing', explanation: `${name} explanation`, fix: success ? null : `${name} fix` });
const group = (names: string[], failing: string[] = []) => Object.fromEntries(names.map((name) => [name, item(!failing.includes(name), name)]));

type Handler = (path: string, body: Record<string, unknown>) => { status: number; body: unknown } | 'network-error';

function mockFetch(handler: Handler) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace('/api/web-sec-tool/', '');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ path, body });
    const result = handler(path, body);
    if (result === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(result.body), { status: result.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const happy: Handler = (path) => {
  switch (path) {
    case 'check-host-availability':
      return { status: 200, body: { success: true, message: { host: 'perfect.test', ipv4: ['192.0.2.1'], ipv6: [] } } };
    case 'check-domain-security':
      return { status: 200, body: { success: true, message: group(['ipv6', 'dnssec', 'dane'], ['ipv6']) } };
    case 'check-connection-security':
      return {
        status: 200,
        body: { success: true, message: group(['https', 'httpsRedirect', 'httpCompression', 'ssl', 'tls', 'hsts', 'xFrameOptions', 'xContentTypeOptions', 'contentSecurityPolicy', 'referrerPolicy']) },
      };
    case 'check-email-security':
      return { status: 200, body: { success: true, message: group(['spf', 'dkim', 'dmarc']) } };
    default:
      return { status: 200, body: { success: true } };
  }
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup() {
  const user = userEvent.setup();
  // English messages; the report mail's language (the locale prop) is Dutch.
  renderIsland(<WebSecTool dwell={{ min: 0, max: 0 }} features={<p>features</p>} locale="nl" />, { namespaces: webSecToolMessages });
  const input = screen.getByLabelText(en.hero.inputLabel);
  /** Types the host and starts the scan. */
  const scan = async (host: string) => {
    await user.type(input, host);
    await user.click(screen.getByRole('button', { name: en.hero.button }));
  };
  return { user, input, scan };
}

describe('WebSecTool', () => {
  it('shows Invalid host name for a bad host and calls nothing', async () => {
    const calls = mockFetch(happy);
    const { user, input, scan } = setup();
    await scan('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid host name');
    expect(calls).toHaveLength(0);
    // What to do: check the spelling puts the cursor back in the field.
    await user.click(screen.getByRole('button', { name: en.endStates.checkSpelling }));
    expect(input).toHaveFocus();
    // The dismiss control of the tooltip removes it.
    await user.click(screen.getByRole('button', { name: en.hero.dismiss }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [{ status: 200, body: { success: false, code: 'NXDOMAIN', message: 'NXDOMAIN' } }, 'Domain / Host does not exist'],
    [{ status: 200, body: { success: false, code: 'SERVFAIL', message: 'SERVFAIL' } }, 'Host is down or unavailable'],
    [{ status: 429, body: { success: false, code: 'rate-limit-exceeded', message: 'rate-limit-exceeded' } }, 'Too many requests. Please try later...'],
    ['network-error', 'Server error'],
  ] as const)('maps an availability failure to the spec text (%#)', async (result, text) => {
    mockFetch((path) => (path === 'check-host-availability' ? result : happy(path, {})));
    const { scan } = setup();
    await scan('perfect.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByText('features')).toBeInTheDocument();
  });

  it('a host that does not exist: what it means and the next steps (spelling, whois of the domain, support)', async () => {
    mockFetch((path) => (path === 'check-host-availability' ? { status: 200, body: { success: false, code: 'NXDOMAIN', message: 'NXDOMAIN' } } : happy(path, {})));
    const { scan } = setup();
    await scan('www.exmaple.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No name server knows www.exmaple.com');
    expect(within(alert).getByRole('link', { name: 'Look up exmaple.com in whois' })).toHaveAttribute('href', '/domains/whois?domain=exmaple.com');
    expect(within(alert).getByRole('link', { name: en.endStates.support })).toHaveAttribute('href', '/company/contact-us/contact-support');
    expect(within(alert).getByRole('button', { name: en.endStates.checkSpelling })).toBeInTheDocument();
  });

  it('a partial scan says which parts were not checked; those checks read "Not checked"', async () => {
    mockFetch((path, body) => (path === 'check-email-security' ? { status: 500, body: { success: false, code: 'internal-error' } } : happy(path, body)));
    const { scan } = setup();
    await scan('perfect.test');
    const partial = await screen.findByTestId('scan-partial');
    expect(partial).toHaveTextContent(en.partial.title);
    expect(partial).toHaveTextContent('Not checked: Email security.');
    expect(within(partial).getByRole('button', { name: en.endStates.retry })).toBeInTheDocument();
  });

  it('scans, shows the scores, gates the report behind a valid email and saves it', async () => {
    const calls = mockFetch(happy);
    const { user, scan } = setup();
    await scan('Perfect.Test');
    await screen.findByTestId('scan-report');
    expect(calls.map((call) => call.path)).toEqual(['check-host-availability', 'check-domain-security', 'check-connection-security', 'check-email-security']);
    expect(calls[0]?.body).toEqual({ query: 'perfect.test' });
    // domain 70 (ipv6 failed), others 100 -> overall 0.2*70 + 30 + 20 + 30 = 94
    expect(screen.getByRole('img', { name: 'Overall score: 94 out of 100' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Domain security: 70 out of 100' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toHaveLength(3);
    expect(screen.queryByTestId('full-report')).toBeNull();

    const email = screen.getByLabelText(en.gate.emailLabel);
    await user.type(email, 'x@x.au');
    await user.click(screen.getByRole('button', { name: en.gate.button }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'save-email')).toBe(false);

    await user.clear(email);
    await user.type(email, 'visitor@example.com');
    await user.click(screen.getByRole('button', { name: en.gate.button }));
    expect(await screen.findByTestId('full-report')).toBeInTheDocument();
    expect(screen.queryByTestId('email-gate')).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path === 'save-email')).toBe(true));
    expect(calls.find((call) => call.path === 'save-email')?.body).toEqual({
      emailAddress: 'visitor@example.com',
      domainName: 'perfect.test',
      overallScore: 94,
      domSecScore: 70,
      connSecScore: 100,
      secOptionsScore: 100,
      emailSecScore: 100,
      hasSSL: true,
      hasDmarc: true,
      // Beyond the spec's payload: each verdict (for the report mail) and the page's language.
      checks: {
        ipv6: false,
        dnssec: true,
        dane: true,
        https: true,
        httpsRedirect: true,
        httpCompression: true,
        ssl: true,
        tls: true,
        hsts: true,
        xFrameOptions: true,
        xContentTypeOptions: true,
        contentSecurityPolicy: true,
        referrerPolicy: true,
        spf: true,
        dkim: true,
        dmarc: true,
      },
      locale: 'nl',
    });
    expect(screen.getByText('ipv6 explanation')).toBeInTheDocument();
    expect(screen.getByText('ipv6 fix')).toBeInTheDocument();
  });

  it('a group whose call failed shows "Not checked" instead of a score of 0', async () => {
    mockFetch((path, body) => (path === 'check-email-security' ? { status: 500, body: { success: false } } : happy(path, body)));
    const { scan } = setup();
    await scan('perfect.test');
    await screen.findByTestId('scan-report');
    expect(screen.getByRole('img', { name: 'Email security: Not checked' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Email security: 0 out of 100' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Domain security: 70 out of 100' })).toBeInTheDocument();
  });

  it('returns to the initial state when the input changes', async () => {
    mockFetch(happy);
    const { user, input, scan } = setup();
    await scan('perfect.test');
    await screen.findByTestId('scan-report');
    await user.type(input, 'x');
    expect(screen.queryByTestId('scan-report')).toBeNull();
    expect(screen.getByText('features')).toBeInTheDocument();
  });

  it('keeps the report when save-email fails and says so', async () => {
    mockFetch((path, body) => (path === 'save-email' ? { status: 200, body: { success: false } } : happy(path, body)));
    const { user, scan } = setup();
    await scan('perfect.test');
    await screen.findByTestId('scan-report');
    await user.type(screen.getByLabelText(en.gate.emailLabel), 'visitor@example.com');
    await user.click(screen.getByRole('button', { name: en.gate.button }));
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
    expect(screen.getByTestId('full-report')).toBeInTheDocument();
  });
});
