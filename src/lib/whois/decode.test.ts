import { describe, expect, it } from 'vitest';
import { decodeAnswer } from './decode';

describe('decodeAnswer', () => {
  it('keeps valid UTF-8 as is (CRLF, U+FFFD, BOM-like bytes included)', () => {
    const text = 'Organization Name\t: Beril Teknoloji Bili\ufffdim\r\nCompany Chinese name:  香港\r\n';
    expect(decodeAnswer(Buffer.from(text, 'utf8'), 'iso-8859-9')).toBe(text);
  });
  it('uses the legacy charset only when the bytes are not UTF-8', () => {
    expect(decodeAnswer(Buffer.from([0x53, 0xe3, 0x6f]), 'iso-8859-1')).toBe('São');
    expect(decodeAnswer(Buffer.from([0xc7, 0xe0]), 'koi8-r')).toBe('гЮ'); // KOI8-R: 0xC0-0xDF lower, 0xE0-0xFF upper case
    expect(decodeAnswer(Buffer.from([0x43, 0x61, 0x66, 0xe9]))).toBe('Café'); // windows-1252 (latin1) by default
  });
  it('decodes ISO-2022-JP (JPRS without /e) by its escape sequences', () => {
    // "ドメイン" in ISO-2022-JP
    const bytes = Buffer.from([0x1b, 0x24, 0x42, 0x25, 0x49, 0x25, 0x61, 0x25, 0x24, 0x25, 0x73, 0x1b, 0x28, 0x42]);
    expect(decodeAnswer(bytes, 'iso-2022-jp')).toBe('ドメイン');
  });
  it('falls back to windows-1252 for an unknown charset label', () => {
    expect(decodeAnswer(Buffer.from([0xe9]), 'no-such-charset')).toBe('é');
  });
});
