import { describe, expect, it } from 'vitest';
import { lineNameWithVariant, pickVariant, variantLabel } from './variants.ts';

describe('variantLabel', () => {
  it.each([
    [{}, ''],
    [{ Size: '60 capsules' }, '60 capsules'],
    [{ Size: '500 g', Flavour: 'Mango' }, '500 g, Mango'],
    [{ Size: ' 120 capsules ', Flavour: '' }, '120 capsules'],
  ])('%j is labelled %j', (options, label) => {
    expect(variantLabel(options)).toBe(label);
  });
});

describe('pickVariant', () => {
  const variants = [{ _id: 'a' }, { _id: 'b' }];
  it('picks the variant the address names, else the default (first)', () => {
    expect(pickVariant(variants, 'b')).toBe(variants[1]);
    expect(pickVariant(variants, null)).toBe(variants[0]);
    expect(pickVariant(variants, 'gone')).toBe(variants[0]);
    expect(pickVariant([], 'a')).toBeUndefined();
  });
});

describe('lineNameWithVariant', () => {
  it('adds the label in brackets, or leaves the name alone without one', () => {
    expect(lineNameWithVariant('Omega 3', '120 capsules')).toBe('Omega 3 (120 capsules)');
    expect(lineNameWithVariant('Omega 3', '')).toBe('Omega 3');
  });
});
