/**
 * Text for a LIKE / ILIKE pattern that matches itself only: a shopper's "100%" or "a_b" are letters to
 * find, not wildcards. PostgreSQL's default escape character is the backslash.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
