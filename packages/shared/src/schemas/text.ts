import { z } from './zod.ts';

// C0 controls (NUL, bell, escape…), DEL, C1 controls, and the bidirectional overrides and isolates that
// can make a name read differently from what it is. Tab and line breaks only in multi-line text.
const ALWAYS_REFUSED =
  '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069';
const controlCharacters = new RegExp(`[${ALWAYS_REFUSED}]`);
const controlCharactersOneLine = new RegExp(`[${ALWAYS_REFUSED}\\t\\n\\r\\u2028\\u2029]`);
// Half of a surrogate pair with no other half: not a character at all. PostgreSQL refuses it in JSON
// (a \ud800 escape in jsonb), and no keyboard types it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when a multi-line text holds a character every text field refuses (NUL and the other controls
 * above): for rich text, which the sanitiser cleans but which must not carry them either (PostgreSQL
 * cannot store a NUL in text at all).
 */
export function hasRefusedCharacters(value: string): boolean {
  return controlCharacters.test(value);
}

export interface PlainTextOptions {
  /** Most characters kept after trimming. */
  max: number;
  /** Fewest characters after trimming; default 1 (required). 0 accepts an empty text. */
  min?: number;
  /** Allows tab and line breaks (messages, addresses, notes); one-line text refuses them. */
  multiline?: boolean;
  /** Refuses `<` and `>`: names and other text shown in e-mails, invoices and admin screens. */
  noMarkup?: boolean;
}

/**
 * THE schema for every plain-text field a person or client sends (names, addresses, codes, notes,
 * messages, search text, ids): trims, refuses NUL and other control characters with
 * "{label} contains characters that are not allowed", optionally refuses markup, and caps the length.
 * Every request schema uses it for plain text, so nothing raw reaches the database (README, Developing).
 * Rich text (blog HTML) is not plain text: it goes through the sanitiser instead.
 */
export function plainTextSchema(label: string, options: PlainTextOptions) {
  const { max, min = 1, multiline = false, noMarkup = false } = options;
  const forbidden = multiline ? controlCharacters : controlCharactersOneLine;
  // One check() with every check, rather than a chain: each link of a chain builds the whole schema
  // again, and these are built at every start (docs/PERFORMANCE.md, Restart). Same checks, same order.
  return z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.minLength(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    z.refine<string>(
      (value) => !forbidden.test(value) && !loneSurrogate.test(value),
      `${label} contains characters that are not allowed`,
    ),
    ...(noMarkup ? [z.refine<string>((value) => !/[<>]/.test(value), `${label} cannot contain < or >`)] : []),
  );
}
