import { describe, expect, it } from 'vitest';
import {
  backgroundSchema,
  buttonSchema,
  columnsSchema,
  flag,
  headingSchema,
  imageSchema,
  modalSchema,
  normaliseButtonSize,
  normaliseButtonType,
} from './attributes';

describe('headingSchema', () => {
  it('keeps h1-h6 and falls back to h3 for anything else', () => {
    for (const tag of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) expect(headingSchema.parse({ title: 'x', tag }).tag).toBe(tag);
    for (const tag of ['h7', 'H2x', 'div', '', null, 3]) expect(headingSchema.parse({ title: 'x', tag }).tag).toBe('h3');
    expect(headingSchema.parse({ title: 'x' }).tag).toBe('h3');
    expect(headingSchema.parse({ title: 'x', tag: 'H2' }).tag).toBe('h2');
  });
  it('accepts a bare string and missing heading', () => {
    expect(headingSchema.parse('Title')).toEqual({ title: 'Title', tag: 'h3', fontSize: undefined });
    expect(headingSchema.parse(undefined)).toEqual({ title: '', tag: 'h3', fontSize: undefined });
  });
  it('carries fontSize as text', () => {
    expect(headingSchema.parse({ title: 'x', fontSize: 32 }).fontSize).toBe('32');
  });
});

describe('button types and sizes', () => {
  it.each([
    ['primary', 'primary'],
    ['transparent', 'transparent'],
    ['borderless', 'borderless'],
    ['transparant', 'transparent'],
    ['trasparent', 'transparent'],
    ['Transparent ', 'transparent'],
    ['borderles', 'borderless'],
    ['border-less', 'borderless'],
    ['boderless', 'borderless'],
    ['primay', 'primary'],
    ['', 'primary'],
    ['fancy', 'primary'],
    [undefined, 'primary'],
  ])('%j -> %s', (input, expected) => {
    expect(normaliseButtonType(input)).toBe(expected);
  });
  it('sizes small/medium/large, default medium', () => {
    expect(normaliseButtonSize('small')).toBe('small');
    expect(normaliseButtonSize('LARGE')).toBe('large');
    expect(normaliseButtonSize('huge')).toBe('medium');
  });
  it('buttonSchema: null without a title, modal id when enabled', () => {
    expect(buttonSchema.parse({ url: '/x' })).toBeNull();
    expect(buttonSchema.parse(null)).toBeNull();
    const parsed = buttonSchema.parse({ title: 'Go', url: 'https://docs.example.com/go', target: '_blank', type: 'transparant', size: 'small', modal: { enabled: '1', modal_id: 'm1' } });
    expect(parsed).toMatchObject({ title: 'Go', url: 'https://docs.example.com/go', target: '_blank', type: 'transparent', size: 'small', modalId: 'm1' });
    // internal links open in the same tab, whatever the CMS says
    expect(buttonSchema.parse({ title: 'Go', url: '/go', target: '_blank' })?.target).toBeUndefined();
    expect(buttonSchema.parse({ title: 'Mail', url: 'mailto:a@example.com', target: '_blank' })?.target).toBeUndefined();
    expect(buttonSchema.parse({ title: 'Go', target: '_self', modal: { enabled: false, modal_id: 'm1' } })).toMatchObject({ target: undefined, modalId: '' });
  });
});

describe('columnsSchema', () => {
  it.each([
    ['one', 1],
    ['two', 2],
    ['three', 3],
    ['four', 4],
    ['cuatro', 4],
    ['vier', 4],
    ['Four', 4],
    [3, 3],
    ['five', 2],
    [undefined, 2],
  ])('%j -> %d', (input, expected) => {
    expect(columnsSchema.parse(input)).toBe(expected);
  });
});

describe('backgroundSchema', () => {
  it('solid and gradient with opacity clamped to 0-100', () => {
    expect(backgroundSchema.parse({ enabled: true, type: 'solid', solidColor: '#fff', opacity: 40 })).toEqual({ type: 'solid', color: '#fff', opacity: 40 });
    expect(backgroundSchema.parse({ enabled: 'on', type: 'gradient', gradientColor: 'linear-gradient(red,blue)', opacity: '150' })).toEqual({
      type: 'gradient',
      color: 'linear-gradient(red,blue)',
      opacity: 100,
    });
    expect(backgroundSchema.parse({ enabled: true, solidColor: '#000', opacity: -5 })?.opacity).toBe(0);
    expect(backgroundSchema.parse({ enabled: true, solidColor: '#000' })?.opacity).toBe(100);
  });
  it('is null when disabled or colourless', () => {
    expect(backgroundSchema.parse({ enabled: false, solidColor: '#000' })).toBeNull();
    expect(backgroundSchema.parse({ enabled: true, type: 'solid' })).toBeNull();
    expect(backgroundSchema.parse(undefined)).toBeNull();
  });
});

describe('other shared pieces', () => {
  it('flag reads on/1/true', () => {
    expect([true, 'on', '1', 'true', 1, 'yes'].map((value) => flag.parse(value))).toEqual([true, true, true, true, true, true]);
    expect([false, 'off', '0', '', null, undefined].map((value) => flag.parse(value))).toEqual([false, false, false, false, false, false]);
  });
  it('image needs a url; numbers from strings', () => {
    expect(imageSchema.parse({ url: '/a.png', width: '100', height: 50, alt: 'A' })).toEqual({ url: '/a.png', width: 100, height: 50, alt: 'A' });
    expect(imageSchema.parse({ alt: 'no url' })).toBeNull();
  });
  it('modal {enabled, modal_id}', () => {
    expect(modalSchema.parse({ enabled: 'on', modal_id: 'contact_disclosure_data' })).toEqual({ enabled: true, modalId: 'contact_disclosure_data' });
    expect(modalSchema.parse(undefined)).toEqual({ enabled: false, modalId: '' });
  });
});
