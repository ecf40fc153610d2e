import { describe, expect, it } from 'vitest';
import { escapeLike } from './like.ts';

describe('escapeLike', () => {
  it('makes %, _ and the backslash match themselves', () => {
    expect(escapeLike('100% a_b \\ c')).toBe('100\\% a\\_b \\\\ c');
    expect(escapeLike('tulsi drops')).toBe('tulsi drops');
  });
});
