import { describe, expect, it } from 'vitest';
import { apiErrorText } from './error-text';

const catalogue = { 'rate-limit-exceeded': 'Demasiadas solicitudes. Inténtalo más tarde.', 'whois-timeout': 'El servidor whois no ha respondido a tiempo.' };

describe('apiErrorText: the visitor’s text for an API error, never a bare code', () => {
  it('the catalogue’s text for a known code, whatever the server said, any case', () => {
    expect(apiErrorText({ code: 'rate-limit-exceeded', message: 'rate-limit-exceeded' }, catalogue, 'Error', false)).toBe('Demasiadas solicitudes. Inténtalo más tarde.');
    expect(apiErrorText({ code: 'WHOIS-TIMEOUT', message: 'The whois server did not answer in time.' }, catalogue, 'Error', false)).toBe('El servidor whois no ha respondido a tiempo.');
  });

  it('an unknown code: the server’s English message on an English page, the fallback elsewhere', () => {
    expect(apiErrorText({ code: 'new-code', message: 'Something new failed.' }, {}, 'Server error', true)).toBe('Something new failed.');
    expect(apiErrorText({ code: 'new-code', message: 'Something new failed.' }, {}, 'Error del servidor', false)).toBe('Error del servidor');
  });

  it('a message that is only a code, or nothing at all: the fallback', () => {
    expect(apiErrorText({ code: 'rate-limit-exceeded', message: 'rate-limit-exceeded' }, {}, 'Too many requests', true)).toBe('Too many requests');
    expect(apiErrorText(null, catalogue, 'Fallback', true)).toBe('Fallback');
    expect(apiErrorText({ code: 'toString', message: '' }, catalogue, 'Fallback', true)).toBe('Fallback');
  });
});
