// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { blockRegistry } from '../registry';
import { webSecToolSchema } from './schema';
import { WebSecToolBlock } from './WebSecToolBlock';

const context = (locale: 'en' | 'nl' | 'es') => ({ locale, path: '/tools/web-security-scan', pageUri: '/tools/web-security-scan/', nonce: '' });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('web security tool block', () => {
  it('is registered under acf/web-sec-tool and renders its fixtures', () => {
    const block = blockRegistry.get('acf/web-sec-tool');
    expect(block?.island).toBe('WebSecTool');
    for (const fixture of block?.fixtures ?? []) expect(block?.resolve(fixture.attributes).ok).toBe(true);
  });

  it('renders the hero and the feature cards in English', () => {
    render(<WebSecToolBlock attributes={webSecToolSchema.parse({})} innerBlocks={[]} context={context('en')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Free web security scan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Host name to scan')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((node) => node.textContent)).toEqual(['Domain security', 'Connection security', 'Security options', 'Email security']);
  });

  it('renders in Dutch and in Spanish', () => {
    const { unmount } = render(<WebSecToolBlock attributes={webSecToolSchema.parse({})} innerBlocks={[]} context={context('nl')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gratis webbeveiligingsscan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nu scannen' })).toBeInTheDocument();
    unmount();
    render(<WebSecToolBlock attributes={webSecToolSchema.parse({})} innerBlocks={[]} context={context('es')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Análisis de seguridad web gratuito' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analizar ahora' })).toBeInTheDocument();
  });

  it('takes the hero title from the content system when set', () => {
    render(<WebSecToolBlock attributes={webSecToolSchema.parse({ title: 'How secure is your site?' })} innerBlocks={[]} context={context('en')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'How secure is your site?' })).toBeInTheDocument();
  });
});
