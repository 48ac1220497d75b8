// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import type { BlockContext } from '../types';
import { scriptBlock } from '.';
import { scriptBlockFixtures } from './fixture';
import { ScriptBlock } from './Script';
import { ScriptRunner } from './ScriptRunner.client';
import { scriptBlockSchema } from './schema';
import { SCRIPT_DELAY_MS, type ScriptItem } from './scripts';

const scripts: ScriptItem[] = [
  { kind: 'inline', code: "document.body.dataset.ran = (document.body.dataset.ran || '') + 'x';" },
  { kind: 'src', src: '/widgets/form.js' },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete document.body.dataset.ran;
});

function createdScripts(id: string): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>(`#${id} > script`));
}

describe('ScriptRunner', () => {
  it('creates the container and its scripts once, 400 ms after mount, each with the nonce', () => {
    const { rerender } = render(<ScriptRunner scripts={scripts} outputDomId="hs-form" nonce="abc123" />);
    act(() => vi.advanceTimersByTime(SCRIPT_DELAY_MS - 1));
    expect(document.getElementById('hs-form')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const created = createdScripts('hs-form');
    expect(created).toHaveLength(2);
    expect(created[0]?.textContent).toContain('dataset.ran');
    // jsdom runs inline scripts: it ran exactly once.
    expect(document.body.dataset.ran).toBe('x');
    expect(created[1]?.getAttribute('src')).toBe('/widgets/form.js');
    expect(created[1]?.async).toBe(false);
    expect(created.every((script) => script.nonce === 'abc123')).toBe(true);
    // Re-rendering with new props and more time does not run it again.
    rerender(<ScriptRunner scripts={[...scripts]} outputDomId="hs-form" nonce="abc123" />);
    act(() => vi.advanceTimersByTime(5 * SCRIPT_DELAY_MS));
    expect(document.querySelectorAll('#hs-form')).toHaveLength(1);
    expect(createdScripts('hs-form')).toHaveLength(2);
    expect(document.body.dataset.ran).toBe('x');
  });

  it('does not run when an element with its id already exists', () => {
    const existing = document.createElement('div');
    existing.id = 'hs-form';
    document.body.appendChild(existing);
    render(<ScriptRunner scripts={scripts} outputDomId="hs-form" nonce="abc123" />);
    act(() => vi.advanceTimersByTime(10 * SCRIPT_DELAY_MS));
    expect(document.querySelectorAll('#hs-form')).toHaveLength(1);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.body.dataset.ran).toBeUndefined();
  });

  it('does not run when unmounted before the delay', () => {
    const { unmount } = render(<ScriptRunner scripts={scripts} outputDomId="late" nonce="n" />);
    act(() => vi.advanceTimersByTime(SCRIPT_DELAY_MS / 2));
    unmount();
    act(() => vi.advanceTimersByTime(SCRIPT_DELAY_MS));
    expect(document.getElementById('late')).toBeNull();
  });

  it('logs a failed external script', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ScriptRunner scripts={[{ kind: 'src', src: '/missing.js' }]} outputDomId="broken" nonce="n" />);
    act(() => vi.advanceTimersByTime(SCRIPT_DELAY_MS));
    createdScripts('broken')[0]?.dispatchEvent(new Event('error'));
    expect(error).toHaveBeenCalledWith('Script failed to load: /missing.js');
    error.mockRestore();
  });

  it('two blocks with the same id: only the first runs', () => {
    render(
      <>
        <ScriptRunner scripts={[{ kind: 'inline', code: "document.body.dataset.ran = 'first'" }]} outputDomId="shared" nonce="n" />
        <ScriptRunner scripts={[{ kind: 'inline', code: "document.body.dataset.ran = 'second'" }]} outputDomId="shared" nonce="n" />
      </>,
    );
    act(() => vi.advanceTimersByTime(SCRIPT_DELAY_MS));
    expect(createdScripts('shared')).toHaveLength(1);
    expect(document.body.dataset.ran).toBe('first');
  });
});

describe('ScriptBlock (server)', () => {
  const context: BlockContext = { locale: 'en', path: '/', pageUri: '/', nonce: 'request-nonce' };

  it("passes the response's nonce to the island", () => {
    render(<ScriptBlock attributes={scriptBlockSchema.parse({ data: ['document.body.dataset.ran = "server"'], output_dom_id: 'out' })} innerBlocks={[]} context={context} />);
    act(() => vi.advanceTimersByTime(SCRIPT_DELAY_MS));
    expect(createdScripts('out')[0]?.nonce).toBe('request-nonce');
  });

  it('renders nothing without scripts', () => {
    const { container } = render(<ScriptBlock attributes={scriptBlockSchema.parse({ data: [] })} innerBlocks={[]} context={context} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('every fixture parses', () => {
    for (const fixture of scriptBlockFixtures) expect(scriptBlock.resolve(fixture.attributes).ok).toBe(true);
  });
});
