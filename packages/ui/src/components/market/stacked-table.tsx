import type { ComponentPropsWithoutRef, Key, ReactNode } from 'react'

/**
 * The market's tables stack on a phone (market.css, `data-stack`): each row becomes a card whose cells are labelled
 * by their column (`data-label`). The roles are written out, since a table laid out as blocks loses its table
 * semantics in some browsers, and the tables stay tables to assistive technology at every width.
 */
const stackedTable = { role: 'table', 'data-stack': '' } as const
const rowGroup = { role: 'rowgroup' } as const
const tableRow = { role: 'row' } as const
const columnHeader = { role: 'columnheader', scope: 'col' } as const
export const rowHeader = { role: 'rowheader', scope: 'row' } as const

/** A data cell labelled by its column's name when the table stacks. */
export function labelledCell(label: string) {
  return { role: 'cell', 'data-label': label } as const
}

/** Props of {@link StackedTable}; any other prop of a `table` (`data-table`, `aria-*`) goes to it. */
export interface StackedTableProps<T> extends Omit<ComponentPropsWithoutRef<'table'>, 'children'> {
  caption?: ReactNode
  /** The columns' names, the row header's first; each names its cells when the table stacks. */
  columns: readonly ReactNode[]
  rows: readonly T[]
  /** A row's key and the attributes of its `tr` (`data-*`). */
  rowOf: (row: T) => { key: Key } & { [attribute: `data-${string}`]: string | number }
  /** A row's cells: its header (`rowHeader`), then a `labelledCell` for each other column. */
  cells: (row: T) => ReactNode
}

/** One of the market's tables: a caption, the columns' header row and a row per item, stacked on a phone. */
export function StackedTable<T>({
  caption,
  columns,
  rows,
  rowOf,
  cells,
  className,
  ...rest
}: StackedTableProps<T>) {
  return (
    <table {...rest} {...stackedTable} className={className ? `sb-bank-table ${className}` : 'sb-bank-table'}>
      {caption ? <caption>{caption}</caption> : null}
      <thead {...rowGroup}>
        <tr {...tableRow}>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a name may be an element
            <th key={index} {...columnHeader}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody {...rowGroup}>
        {rows.map((row) => {
          const { key, ...data } = rowOf(row)
          return (
            <tr key={key} {...tableRow} {...data}>
              {cells(row)}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
