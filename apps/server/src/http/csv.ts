import type { CsvFile } from '@sportsbook/sdk/protocol'

/** A field as RFC 4180 writes it: quoted (its quotes doubled) when it holds a comma, a quote or a line break. */
function field(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * The answer of a `format: "csv"` call (PROTOCOL.md sections 11 and 14): RFC 4180 text, UTF-8, a header row of
 * `columns`, a row per item, CRLF line ends.
 */
export function csvAnswer<Row>(
  filename: string,
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): CsvFile {
  const lines = [columns.map(field).join(',')]
  for (const row of rows) {
    lines.push(columns.map((column) => field(row[column] as string | number | boolean | null)).join(','))
  }
  return { filename, csv: `${lines.join('\r\n')}\r\n` }
}
