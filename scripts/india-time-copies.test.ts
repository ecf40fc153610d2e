import { describe, expect, it } from 'vitest';
import { indiaTimeCopies, isCheckedFile } from './india-time-copies.ts';

const whats = (source: string) => indiaTimeCopies(source).map(({ line, what }) => `${line} ${what}`);

describe('indiaTimeCopies', () => {
  it.each([
    [
      "const format = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' });",
      "names India's time zone",
    ],
    ['const zone = "Asia/Calcutta";', "names India's time zone"],
    ['const OFFSET_MS = 330 * 60_000;', "computes India's offset (330 minutes)"],
    ['const local = Date.now() + 5.5 * 3600_000;', "computes India's offset (5.5 hours)"],
    ['const local = Date.now() + 5.5 * 60 * 60_000;', "computes India's offset (5.5 hours)"],
    ['const IST = (5 * 60 + 30) * 60_000;', "computes India's offset (5 hours 30)"],
    ['const at = new Date(t + IST_OFFSET_MS);', "keeps its own copy of India's offset"],
    ["const suffix = '+05:30';", "keeps its own copy of India's offset"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, on purpose
    ['const at = new Date(`${text}T00:00:00+05:30`);', "builds a time with India's offset"],
    ["const at = Date.parse(text + 'T00:00:00+05:30');", "builds a time with India's offset"],
    ["const iso = local.slice(0, 19) + '+05:30';", "keeps its own copy of India's offset"],
  ])('finds %s', (source, what) => {
    expect(whats(`// above\n${source}`)).toEqual([`2 ${what}`]);
  });

  it.each([
    "invalidTime: 'Pick a time such as 2026-11-25T10:30:00+05:30',",
    '/** An instant with its offset, `2026-11-25T10:30:00+05:30` (or `Z`). */',
    ' * India keeps UTC+05:30 all year, Asia/Kolkata, 330 * 60_000 ms.',
    "const when = formatDateTime(at); // not 'Asia/Kolkata' by hand",
    'const price = 19800;',
    'const total = 1330 * 60;',
  ])('leaves data, texts and comments alone: %s', (source) => {
    expect(indiaTimeCopies(source)).toEqual([]);
  });
});

describe('isCheckedFile', () => {
  it('holds code to the rule, not tests, journeys, the module or the rule itself', () => {
    expect(isCheckedFile('apps/web/app/routes/admin/promo-codes.tsx')).toBe(true);
    expect(isCheckedFile('packages/shared/src/rules/invoice.ts')).toBe(true);
    expect(isCheckedFile('apps/api/src/modules/orders/orders.fixtures.ts')).toBe(true);
    expect(isCheckedFile('packages/shared/src/rules/india-time.ts')).toBe(false);
    expect(isCheckedFile('packages/shared/src/rules/support-hours.test.ts')).toBe(false);
    expect(isCheckedFile('apps/web/app/features/chat/chat-thread.test.tsx')).toBe(false);
    expect(isCheckedFile('e2e/support/browser.ts')).toBe(false);
    expect(isCheckedFile('scripts/india-time-copies.ts')).toBe(false);
    expect(isCheckedFile('docs/ARCHITECTURE.md')).toBe(false);
  });
});
