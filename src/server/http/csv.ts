// CSV answers (the console's money list, a campaign's donations): one writer of cells, so every
// export is safe to open in a spreadsheet.

/**
 * A cell as RFC 4180 wants it; text a spreadsheet would run as a formula (= + - @ and a tab or
 * carriage return first) is prefixed with an apostrophe.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A header line and one line per row, CRLF-separated as RFC 4180 says, ending with a line break. */
export const csvDocument = (columns: readonly string[], rows: unknown[][]): string =>
  `${[columns.join(','), ...rows.map((r) => r.map(csvCell).join(','))].join('\r\n')}\r\n`;
