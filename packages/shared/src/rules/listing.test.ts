import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descriptionBlocks, pageCount, pageWindow } from './listing.ts';

describe('descriptionBlocks', () => {
  it('makes one paragraph per line and skips blank lines', () => {
    expect(descriptionBlocks('First line.\r\n\n  Second line.  ')).toEqual([
      { kind: 'paragraph', text: 'First line.' },
      { kind: 'paragraph', text: 'Second line.' },
    ]);
  });

  it('groups consecutive bullet lines into one list', () => {
    expect(descriptionBlocks('Intro\n- one\n• two\n1. three\nOutro\n* four')).toEqual([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'list', items: ['one', 'two', 'three'] },
      { kind: 'paragraph', text: 'Outro' },
      { kind: 'list', items: ['four'] },
    ]);
  });

  it('keeps a hyphenated word that is not a bullet', () => {
    expect(descriptionBlocks('-free of sugar')).toEqual([{ kind: 'paragraph', text: '-free of sugar' }]);
  });

  it('returns nothing for an empty description', () => {
    expect(descriptionBlocks('  \n ')).toEqual([]);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 24, 1],
    [24, 24, 1],
    [25, 24, 2],
    [100, 10, 10],
  ])('%i items at %i a page → %i pages', (total, limit, pages) => {
    expect(pageCount(total, limit)).toBe(pages);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [3, 10, [1, 2, 3, 4, null, 10]],
    [10, 10, [1, null, 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('page %i of %i → %j', (current, pages, expected) => {
    expect(pageWindow(current, pages)).toEqual(expected);
  });

  it('always starts at 1, ends at the last page, includes the current one and stays sorted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const pages = Math.max(a, b);
        const current = Math.min(a, b);
        const shown = pageWindow(current, pages);
        const numbers = shown.filter((n): n is number => n !== null);
        return (
          numbers[0] === 1 &&
          numbers.at(-1) === pages &&
          numbers.includes(current) &&
          numbers.every((n, i) => i === 0 || n > numbers[i - 1]!) &&
          shown.every((n, i) => n !== null || (shown[i - 1] !== null && shown[i + 1] !== null))
        );
      }),
    );
  });
});
