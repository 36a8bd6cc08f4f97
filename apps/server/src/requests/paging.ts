import type { Queryable } from '../db'

/** A page of a list (PROTOCOL.md section 7). */
export interface Page<T> {
  list: T[]
  total: number
  page: number
  pageSize: number
}

/** What a list path asked for; the protocol's schemas bound `pageSize` to 1-100. */
export interface PageQuery {
  page?: number | undefined
  pageSize?: number | undefined
}

export interface PageWindow {
  page: number
  pageSize: number
  offset: number
  /** `LIMIT n OFFSET m` of the window: whole numbers only, never text from the request. */
  sql: string
}

export const defaultPageSize = 20

/** The window a list path reads: page 1 and 20 rows unless asked otherwise. */
export function pageWindow(query: PageQuery, pageSize = defaultPageSize): PageWindow {
  const page = query.page ?? 1
  const size = query.pageSize ?? pageSize
  const offset = (page - 1) * size
  return { page, pageSize: size, offset, sql: `LIMIT ${Number(size)} OFFSET ${Number(offset)}` }
}

/** A page cut from a list already in memory. */
export function pageOfList<T>(items: readonly T[], query: PageQuery, pageSize?: number): Page<T> {
  const window = pageWindow(query, pageSize)
  return {
    list: items.slice(window.offset, window.offset + window.pageSize),
    total: items.length,
    page: window.page,
    pageSize: window.pageSize,
  }
}

/**
 * A page read from the database: `select` is a statement without its window, whose rows `wire` turns into the
 * answer; `count` counts the same rows (its one row's `total`).
 */
export async function pageOfRows<R, T>(
  q: Queryable,
  query: PageQuery,
  statements: { select: string; count: string; params: unknown[] },
  wire: (row: R) => T,
): Promise<Page<T>> {
  const window = pageWindow(query)
  const [rows, counted] = await Promise.all([
    q.query<R>(`${statements.select} ${window.sql}`, statements.params),
    q.query<{ total: number | string }>(statements.count, statements.params),
  ])
  return {
    list: rows.map(wire),
    total: Number(counted[0]?.total ?? 0),
    page: window.page,
    pageSize: window.pageSize,
  }
}
