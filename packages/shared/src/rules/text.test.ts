import { describe, expect, it } from 'vitest';
import { formatDate } from './india-time.ts';
import { firstWords, slugify } from './text.ts';

describe('firstWords', () => {
  it('keeps short texts whole and cuts long ones with an ellipsis', () => {
    expect(firstWords('one two  three', 5)).toBe('one two three');
    expect(firstWords('a b c d e', 3)).toBe('a b c…');
  });
});

describe('slugify', () => {
  it('turns names into URL-safe slugs', () => {
    expect(slugify("Men's Wellness")).toBe('mens-wellness');
    expect(slugify('  Ashwagandha  KSM-66® ')).toBe('ashwagandha-ksm-66');
  });
});

describe('formatDate', () => {
  it('writes en-IN dates in India time', () => {
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('22 Nov 2026');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
