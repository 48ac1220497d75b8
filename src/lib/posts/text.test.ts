import { describe, expect, it } from 'vitest';
import { countWords, cutExcerpt, formatPostDate, plainText, readingMinutes } from './text';

describe('reading time (words / 200, rounded up)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  it('rounds up, with at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(`<p>${words(1)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingMinutes(`<h2>${words(100)}</h2><ul><li>${words(300)}</li></ul>`)).toBe(2);
    expect(readingMinutes(`<p>${words(401)}</p>`)).toBe(3);
  });
  it('counts words, not markup or punctuation', () => {
    expect(countWords(plainText('<p>It’s an <strong>e-mail</strong> — really, <a href="/x">truly</a>.</p>'))).toBe(5);
    expect(countWords(plainText('<img src="a.png" alt="many words in an alt"> <p>one two</p>'))).toBe(2);
  });
});

describe('excerpt cut', () => {
  it('keeps 85 characters or fewer as they are', () => {
    const exactly85 = 'a'.repeat(85);
    expect(cutExcerpt(exactly85)).toBe(exactly85);
    expect(cutExcerpt('<p>Short &amp; sweet.</p>')).toBe('Short & sweet.');
  });
  it('cuts longer ones to 86 characters plus an ellipsis', () => {
    const text = 'x'.repeat(86) + 'y'.repeat(20);
    const cut = cutExcerpt(`<p>${text}</p>`);
    expect(cut).toBe(`${'x'.repeat(86)}…`);
    expect(Array.from(cut)).toHaveLength(87);
    expect(cutExcerpt('b'.repeat(86))).toBe(`${'b'.repeat(86)}…`);
  });
  it('counts characters as code points and decodes entities first', () => {
    const text = 'é'.repeat(90);
    expect(cutExcerpt(text)).toBe(`${'é'.repeat(86)}…`);
    expect(cutExcerpt(`${'&amp;'.repeat(85)}`)).toBe('&'.repeat(85));
    expect(cutExcerpt(`${'😀'.repeat(90)}`)).toBe(`${'😀'.repeat(86)}…`);
  });
});

describe('dates in en-US format', () => {
  it('whatever the page language, without a time zone shift', () => {
    expect(formatPostDate('2026-10-16T08:00:00')).toBe('October 16, 2026');
    expect(formatPostDate('2026-10-16T08:00:00', 'hi')).toBe('October 16, 2026');
    expect(formatPostDate('2026-10-16T08:00:00', 'es')).toBe('16 de octubre de 2026');
    expect(formatPostDate('2026-10-16T08:00:00', 'nl')).toBe('16 oktober 2026');
    expect(formatPostDate('2026-01-01T00:30:00+00:00')).toBe('January 1, 2026');
    expect(formatPostDate('not a date')).toBe('not a date');
  });
});
