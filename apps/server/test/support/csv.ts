/**
 * RFC 4180 records of a CSV text (quoted fields may hold commas, doubled quotes and line breaks; CRLF ends a
 * record): how a test reads back what `src/http/csv.ts` wrote, independently of the writer.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"'
        at += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[at + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      at += 1
    } else field += char
  }
  return rows
}
