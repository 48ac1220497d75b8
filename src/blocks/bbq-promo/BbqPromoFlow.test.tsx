// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bbqBarState, isStepLinked, readPromoLinkFlag } from '@/lib/promotions/bbq';
import { renderIsland } from '@/test/render-island';
import { BbqPromoFlow, CopyLinkButton } from './BbqPromoFlow.client';

const namespaces = ['promotions.bbq'] as const;
const steps = [
  { title: 'Create your free account', text: '' },
  { title: 'Open your promo link', text: '' },
  { title: 'Register', text: '' },
];

function renderFlow() {
  return renderIsland(<BbqPromoFlow steps={steps} accountLink={{ url: 'https://cp.example.com/signup', title: '' }} promoLink={{ url: '/promo', title: '' }} anchor="how-it-works" />, { namespaces });
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BBQ promo flow', () => {
  it('Get Offer → after the free-account click: Next… (steps 2, 3 not links) → 3000 ms later the promo link', () => {
    renderFlow();
    const bar = screen.getByTestId('bbq-bar');
    expect(bar).toHaveAttribute('data-state', 'get-offer');
    expect(screen.getByRole('link', { name: 'Get Offer' })).toHaveAttribute('href', '#how-it-works');
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/promo')).toHaveLength(0);

    fireEvent.click(screen.getByRole('link', { name: /Create your free account/ }));
    expect(window.localStorage.getItem('isPromoLinkActive')).toBe('false');
    expect(bar).toHaveAttribute('data-state', 'next-account');
    expect(bar).toHaveTextContent('Next: create your free account');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(bar).toHaveAttribute('data-state', 'next-account');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(window.localStorage.getItem('isPromoLinkActive')).toBe('true');
    expect(bar).toHaveTextContent('Here is your promo link. You will also get it via email.');
    // Steps 2 and 3 and the bar now link to the promo.
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/promo')).toHaveLength(3);
  });

  it('reads the stored flag on the next visit; storage failures leave the first state', () => {
    window.localStorage.setItem('isPromoLinkActive', 'true');
    renderFlow();
    expect(screen.getByTestId('bbq-bar')).toHaveAttribute('data-state', 'promo-link');
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(readPromoLinkFlag(broken)).toBe('unset');
    expect(bbqBarState('unset')).toBe('get-offer');
    expect(isStepLinked(1, 'inactive')).toBe(true);
    expect(isStepLinked(2, 'inactive')).toBe(false);
  });
});

describe("copying the promo link (the 'Copied' marker for 1000 ms)", () => {
  it("copies the absolute link and says 'Copied' for 1000 ms", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderIsland(<CopyLinkButton url="/promo" />, { namespaces });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/promo`);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
