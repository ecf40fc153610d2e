/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A value a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) gets a leading
 * apostrophe, so an address typed into a public form cannot become a formula in the owner's spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document: a header row, then one line per row, CRLF line ends. */
export function toCsv(header: string[], rows: string[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
