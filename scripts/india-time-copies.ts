/**
 * The rule of scripts/one-india-time.ts: India's offset and time zone are known to one module,
 * packages/shared/src/rules/india-time.ts. Anywhere else, these are copies of it that drift apart.
 * Tests and e2e journeys may write India times as data (`'2026-11-25T10:30:00+05:30'`), and so may
 * texts and comments; what counts is code that derives India time again.
 */

export const indiaTimeModule = 'packages/shared/src/rules/india-time.ts';

/** Whether a repository file is held to the rule: code, not a test, not the module itself. */
export function isCheckedFile(file: string): boolean {
  if (!/\.(?:ts|tsx|js|mjs|cjs)$/.test(file)) return false;
  if (file === indiaTimeModule || /\.test\.tsx?$/.test(file) || file.startsWith('e2e/')) return false;
  // The rule and its tests spell out what they forbid.
  return !/^scripts\/(?:india-time-copies|one-india-time)(?:\.test)?\.ts$/.test(file);
}

const rules: { pattern: RegExp; what: string }[] = [
  { pattern: /(['"`])Asia\/(?:Kolkata|Calcutta)\1/, what: "names India's time zone" },
  { pattern: /\b330\s*\*\s*60/, what: "computes India's offset (330 minutes)" },
  { pattern: /\b5\.5\s*\*\s*(?:60|3_?600)/, what: "computes India's offset (5.5 hours)" },
  { pattern: /\b5\s*\*\s*60\s*\+\s*30\b/, what: "computes India's offset (5 hours 30)" },
  { pattern: /\bIST_OFFSET|(['"`])\+05:30\1/, what: "keeps its own copy of India's offset" },
  {
    // The offset glued to a date in code: in a template with a substitution or in string
    // concatenation. A plain string holding an example time is data.
    pattern: /\+05:30.*\$\{|\$\{.*\+05:30|\+05:30['"`]\s*\+|\+\s*['"`][^'"`]*\+05:30/,
    what: "builds a time with India's offset",
  },
];

/** The part of a line that is code: comment lines and trailing `//` comments left out (roughly). */
function codeOf(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return '';
  return line.replace(/\s\/\/\s.*$/, '');
}

export interface Copy {
  line: number;
  what: string;
  text: string;
}

/** Each line of a source file that derives India time on its own, with what it does. */
export function indiaTimeCopies(source: string): Copy[] {
  const copies: Copy[] = [];
  source.split('\n').forEach((line, index) => {
    const code = codeOf(line);
    const rule = rules.find(({ pattern }) => pattern.test(code));
    if (rule) copies.push({ line: index + 1, what: rule.what, text: line.trim() });
  });
  return copies;
}
