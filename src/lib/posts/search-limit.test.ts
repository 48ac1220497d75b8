import { describe, expect, it } from 'vitest';
import { searchLimitedPage } from './search-limit';

describe('searchLimitedPage (429 of a hub search over the limit)', () => {
  it('words the wait in the page language, one second or many, with Retry-After and no cache', async () => {
    const spanish = searchLimitedPage('es', 42);
    expect(spanish.status).toBe(429);
    expect(spanish.headers.get('retry-after')).toBe('42');
    expect(spanish.headers.get('cache-control')).toBe('no-store');
    const html = await spanish.text();
    expect(html).toContain('<html lang="es-ES">');
    expect(html).toContain('<h1>Demasiadas búsquedas</h1>');
    expect(html).toContain('Espera 42 segundos y vuelve a buscar.');
    expect(html).toContain('<a href="/es/blog">Volver al blog</a>');
    expect(await searchLimitedPage('es', 1).text()).toContain('Espera 1 segundo y vuelve a buscar.');
    expect(await searchLimitedPage('nl', 1).text()).toContain('Wacht 1 seconde en zoek dan opnieuw.');
    expect(await searchLimitedPage('en', 5).text()).toContain('Please wait 5 seconds and search again.');
    expect(await searchLimitedPage('hi', 1).text()).toContain('<a href="/hi/blog">');
  });
});
