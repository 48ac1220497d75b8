// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TldPriceView } from '@/lib/pricing/tld-prices';
import { renderIsland } from '@/test/render-island';
import { priceCardMessages } from './messages';
import { TldPriceCards } from './TldPriceCards.client';

const view: TldPriceView = {
  member: { now: 8, regular: 10, renew: 12, off: 20, ends: '2026-12-31' },
  nonMember: { now: 11, regular: 11, renew: 13, off: null, ends: null },
  supreme: null,
  onPromo: true,
};

describe('TLD landing price cards', () => {
  it('read their titles and labels from the page language (es, EUR)', () => {
    renderIsland(<TldPriceCards tld=".shop" views={{ EUR: view }} locale="es" hrefs={{ member: '/sign-up', nonMember: '/checkout?domain=shop' }} headingLevel="h2" />, { locale: 'es', namespaces: priceCardMessages });
    const member = screen.getByRole('article', { name: 'Precio para miembros .shop' });
    expect(member).toHaveTextContent('20% de descuento');
    expect(member).toHaveTextContent('Se renueva a');
    expect(member).toHaveTextContent('Válido hasta');
    expect(screen.getByRole('heading', { level: 2, name: 'Precio para no miembros' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Comprar ahora/ }).map((link) => link.getAttribute('href'))).toEqual(['/sign-up', '/checkout?domain=shop']);
  });

  it('say so when the extension has no price in the currency', () => {
    renderIsland(<TldPriceCards tld=".shop" views={{}} locale="en" hrefs={{ member: '/a', nonMember: '/b' }} headingLevel="h3" />, { namespaces: priceCardMessages });
    expect(screen.getAllByText('Price Unavailable')).toHaveLength(2);
  });
});
