import { describe, expect, it } from 'vitest';
import { menuHref, navGroupsFromMenu } from './navigation';

describe('navGroupsFromMenu', () => {
  const menu = [
    { label: 'Domains', uri: null, children: [{ label: 'Domain prices', uri: '/domains/domain-prices/', children: [] }, { label: 'Nowhere', uri: null, children: [] }] },
    { label: 'Blog', uri: '/blog/', children: [] },
    { label: 'Empty', uri: null, children: [] },
    { label: 'Partners', uri: null, children: [{ label: 'Panel', uri: 'https://panel.example/login', children: [] }] },
  ];

  it('turns top-level items into groups and localises site paths', () => {
    expect(navGroupsFromMenu(menu, 'es')).toEqual([
      { label: 'Domains', links: [{ label: 'Domain prices', href: '/es/domains/domain-prices', external: false }] },
      { label: 'Blog', links: [{ label: 'Blog', href: '/es/blog', external: false }] },
      { label: 'Partners', links: [{ label: 'Panel', href: 'https://panel.example/login', external: true }] },
    ]);
  });

  it('keeps English paths unprefixed and hashes in place', () => {
    expect(menuHref('/support/#disclosure-request', 'en')).toBe('/support#disclosure-request');
    expect(menuHref('/', 'nl')).toBe('/nl');
    expect(menuHref('mailto:sales@nameport.example', 'nl')).toBe('mailto:sales@nameport.example');
  });
});
