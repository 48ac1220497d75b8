// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { renderIsland } from '@/test/render-island';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { BlockContext } from '../types';
import { countdownBlock } from '.';
import { CountdownBlock } from './Countdown';
import { CountdownTimer } from '@/components/blocks/Countdown.client';
import { countdownBlockFixtures } from './fixture';
import { countdownBlockSchema } from './schema';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

// The English messages of blocks.countdown, as the island reads them.
const labels = { label: 'Time left', days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' };
const namespaces = ['blocks.countdown'] as const;
const context: BlockContext = { locale: 'en', path: '/blocks', pageUri: '/blocks', nonce: 'n' };

function shown(): string[] {
  const timer = screen.getByRole('timer');
  return Object.values(labels)
    .slice(1, 5)
    .map((label) => within(timer).getByText(label).previousElementSibling?.textContent ?? '');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('countdown schema', () => {
  it('reads the target from date or its aliases, in SITE_TIME_ZONE (Amsterdam summer time here)', () => {
    expect(countdownBlockSchema.parse({ date: '2025-04-01 23:59:59' }).target).toBe('2025-04-01T21:59:59.000Z');
    expect(countdownBlockSchema.parse({ end_date: '2025-03-31 23:59:59' }).target).toBe('2025-03-31T21:59:59.000Z');
  });

  it('fails the block on a missing or unreal date, naming the field', () => {
    expect(countdownBlock.resolve({})).toMatchObject({ ok: false, field: 'date' });
    expect(countdownBlock.resolve({ target_date: '2025-02-30' })).toMatchObject({ ok: false, field: 'target_date' });
  });

  it('every fixture parses', () => {
    for (const fixture of countdownBlockFixtures) expect(countdownBlock.resolve(fixture.attributes).ok).toBe(true);
  });
});

describe('CountdownTimer', () => {
  it('renders the initial value, then recalculates every 1000 ms', () => {
    vi.useFakeTimers({ now: new Date('2025-04-01T23:58:58Z') });
    renderIsland(<CountdownTimer target="2025-04-01T23:59:59.000Z" initialNow={Date.now()} endDate="31 December 2027" />, { namespaces });
    expect(shown()).toEqual(['00', '00', '01', '01']);
    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toEqual(['00', '00', '01', '01']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['00', '00', '01', '00']);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual(['00', '00', '00', '59']);
  });

  it('shows 00 in every unit once the target passes and stops ticking', () => {
    vi.useFakeTimers({ now: new Date('2025-03-31T23:59:57Z') });
    renderIsland(<CountdownTimer target="2025-03-31T23:59:59.000Z" initialNow={Date.now()} endDate="31 December 2027" />, { namespaces });
    expect(shown()).toEqual(['00', '00', '00', '02']);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toEqual(['00', '00', '00', '00']);
    expect(screen.getByRole('timer')).toHaveAttribute('data-done', 'true');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("corrects a stale server value on mount with the browser's clock", () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T00:00:00Z') });
    renderIsland(<CountdownTimer target="2025-03-02T00:00:00.000Z" initialNow={Date.parse('2025-02-01T00:00:00Z')} endDate="31 December 2027" />, { namespaces });
    expect(shown()).toEqual(['01', '00', '00', '00']);
  });

  it('more than 99 days ahead shows the end date, then the two-digit units once the days fit', () => {
    vi.useFakeTimers({ now: new Date('2027-09-22T23:59:58Z') });
    renderIsland(<CountdownTimer target="2027-12-31T23:59:59.000Z" initialNow={Date.now()} endDate="31 December 2027" />, { namespaces });
    expect(screen.getByRole('timer')).toHaveTextContent('Ends on 31 December 2027');
    expect(screen.getByRole('timer')).toHaveAttribute('data-beyond', 'true');
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toEqual(['99', '23', '59', '59']);
  });
});

describe('hydration', () => {
  it('hydrates the server HTML without a mismatch, then ticks from the browser clock', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-31T23:00:00Z') });
    const element = (
      <IslandMessages locale="en" namespaces={namespaces}>
        <CountdownTimer target="2025-04-01T23:59:59.000Z" initialNow={Date.now()} endDate="2 April 2025" />
      </IslandMessages>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.appendChild(container);
    const serverText = container.textContent;
    // The browser renders 5 s later than the server did.
    vi.setSystemTime(new Date('2025-03-31T23:00:05Z'));
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(serverText).toContain('59');
    expect(within(container).getByText('Seconds').previousElementSibling).toHaveTextContent('54');
    act(() => root.unmount());
    container.remove();
  });
});

describe('CountdownBlock (server)', () => {
  it('renders the current value and translated unit labels', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-30T00:00:00Z') });
    const attributes = countdownBlockSchema.parse({ heading: { title: 'Limited offer', tag: 'h2' }, date: '2025-04-01 23:59:59' });
    render(await CountdownBlock({ attributes, innerBlocks: [], context: { ...context, locale: 'nl' } }));
    expect(screen.getByRole('heading', { level: 2, name: 'Limited offer' })).toBeInTheDocument();
    const timer = screen.getByRole('timer', { name: 'Resterende tijd' });
    expect(within(timer).getByText('Dagen').previousElementSibling).toHaveTextContent('02');
    expect(within(timer).getByText('Seconden').previousElementSibling).toHaveTextContent('59');
  });
});
