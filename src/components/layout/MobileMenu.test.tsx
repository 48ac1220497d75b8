// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIsland } from '@/test/render-island';
import { MobileMenu } from './MobileMenu.client';
import { mobileMenuMessages } from './messages';

const props = {
  groups: [{ label: 'Domeinen', links: [{ label: 'Prijzen', href: '/nl/domains/domain-prices' }] }],
  languages: [{ locale: 'nl', label: 'Nederlands', lang: 'nl-NL', short: 'NL' }],
  current: 'nl' as const,
  signInHref: 'https://cp.example/login',
  signUpHref: 'https://cp.example/signup',
};

describe('phone menu (messages from IslandMessages)', () => {
  it('names the button and the drawer in the page language', async () => {
    renderIsland(<MobileMenu {...props} />, { locale: 'nl', namespaces: mobileMenuMessages });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Taal');
    expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('https://cp.example/login');
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeTruthy();
  });
});
