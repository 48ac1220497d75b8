import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buttonPairAttributes, imageSchema, optionalHeading, withSecondButton } from './attributes';

const schema = z.object(buttonPairAttributes).transform(withSecondButton);

describe('buttonTwo beside button_2, image link (generic hero, banner; issue 15.6)', () => {
  it('buttonTwo {title|label, url} is the second button; button_2 wins when both are set', () => {
    expect(schema.parse({ buttonTwo: { label: 'Talk to sales', url: '/sales' } }).button_2).toMatchObject({ title: 'Talk to sales', url: '/sales' });
    expect(schema.parse({ buttonTwo: { title: 'T', url: 'https://t.example.com', target: '_blank' } }).button_2).toMatchObject({ title: 'T', target: '_blank' });
    expect(schema.parse({ button_2: { title: 'A', url: '/a' }, buttonTwo: { title: 'B', url: '/b' } }).button_2).toMatchObject({ title: 'A' });
    expect(schema.parse({}).button_2).toBeNull();
    expect(Object.keys(schema.parse({ buttonTwo: { title: 'x' } }))).not.toContain('buttonTwo');
  });

  it('image.link: a url or {url}; only safe links', () => {
    expect(imageSchema.parse({ url: '/a.svg', alt: '', link: '/membership-plans' })?.link).toBe('/membership-plans');
    expect(imageSchema.parse({ url: '/a.svg', alt: '', link: { url: 'https://example.com/x', target: '_blank' } })?.link).toBe('https://example.com/x');
    expect(imageSchema.parse({ url: '/a.svg', alt: '', link: 'javascript:alert(1)' })?.link).toBeUndefined();
    expect(imageSchema.parse({ url: '/a.svg', alt: '', link: '//evil.test' })?.link).toBeUndefined();
  });

  it('a heading a block leaves out is an empty h3', () => {
    expect(optionalHeading.parse(undefined)).toEqual({ title: '', tag: 'h3', fontSize: undefined });
    expect(optionalHeading.parse({ title: 'x', tag: 'h3' })).toEqual({ title: 'x', tag: 'h3', fontSize: undefined });
  });
});
