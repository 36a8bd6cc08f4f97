/**
 * The market's tables stack on a phone (market.css, `data-stack`): each row becomes a card whose cells are labelled
 * by their column (`data-label`). The roles are written out, since a table laid out as blocks loses its table
 * semantics in some browsers, and the tables stay tables to assistive technology at every width.
 */
export const stackedTable = { role: 'table', 'data-stack': '' } as const
export const rowGroup = { role: 'rowgroup' } as const
export const tableRow = { role: 'row' } as const
export const columnHeader = { role: 'columnheader', scope: 'col' } as const
export const rowHeader = { role: 'rowheader', scope: 'row' } as const

/** A data cell labelled by its column's name when the table stacks. */
export function labelledCell(label: string) {
  return { role: 'cell', 'data-label': label } as const
}
