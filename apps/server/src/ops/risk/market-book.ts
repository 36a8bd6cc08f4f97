import type { Queryable } from '../../db'
import type { Currency } from '../../ledger/currencies'
import { sqlUnits } from '../../requests/amounts'

/**
 * The house's open book (PROTOCOL.md section 14), per brand and currency, over the open orders' unsettled legs.
 * A selection's liability is what the house loses if it wins: the potential returns of the orders on it, less every
 * stake the house keeps on its market. Each order counts whole on each of its legs (a parlay's other legs taken as
 * won: the worst case), and a free bet stakes nothing of the player's, so it adds its return but no stake.
 *
 * A bet builder (PROTOCOL.md section 12) is one order on several markets of one match: it pays its one return
 * only when every leg wins, so it counts that return once on each leg's selection (never a return per leg) and its
 * stake once in each leg's market, which it keeps whichever other selection of that market wins; it leaves the
 * book with its first lost leg (lost at once). A pending order (in its in-play delay, its stake held) counts as
 * open: it becomes open unless rejected, and the caps must hold for every order that may stand.
 */

/** The orders `o` the book counts: open, and pending in their in-play delay. */
export const inBook = "o.status IN ('open', 'pending')"

/** One selection's open orders in one currency, in its units. */
export interface SelectionBook {
  matchId: number
  marketId: number
  selectionId: number
  currencyCode: string
  stakes: bigint
  payout: bigint
  orders: number
}

interface SelectionRow {
  match_id: number
  market_id: number
  selection_id: number
  currency_code: string
  stakes: string
  payout: string
  orders: number
}

/** The grouped sums; `where` filters legs `l`, orders `o` and members `m` with the given parameters. */
const bookSelect = (
  where: string,
  extra = '',
) => `SELECT l.match_id, l.market_id, l.selection_id, o.currency_code,
    sum(CASE WHEN o.free_bet THEN 0 ELSE o.stake END)::text AS stakes, sum(o.potential_return)::text AS payout,
    count(*)::int AS orders${extra}
  FROM order_legs l JOIN orders o ON o.id = l.order_id JOIN members m ON m.id = o.member_id
  WHERE l.result IS NULL AND ${inBook} AND ${where}
  GROUP BY l.match_id, l.market_id, l.selection_id, o.currency_code`

export function selectionBookOf(row: SelectionRow, currency: Pick<Currency, 'scale'>): SelectionBook {
  return {
    matchId: Number(row.match_id),
    marketId: Number(row.market_id),
    selectionId: Number(row.selection_id),
    currencyCode: row.currency_code,
    stakes: sqlUnits(row.stakes, currency),
    payout: sqlUnits(row.payout, currency),
    orders: Number(row.orders),
  }
}

/** The book of these markets for a brand in one currency (read in the order's transaction, after its locks). */
export async function marketsBook(
  q: Queryable,
  productNo: number,
  currency: Pick<Currency, 'code' | 'scale'>,
  marketIds: readonly number[],
): Promise<SelectionBook[]> {
  const rows = await q.query<SelectionRow>(
    bookSelect('l.market_id = ANY($1::bigint[]) AND o.currency_code = $2 AND m.product_no = $3'),
    [marketIds, currency.code, productNo],
  )
  return rows.map((row) => selectionBookOf(row, currency))
}

/** The whole book of a brand in one currency (a node's suspensions at start or after a change of cap). */
export async function brandBook(
  q: Queryable,
  productNo: number,
  currency: Pick<Currency, 'code' | 'scale'>,
): Promise<SelectionBook[]> {
  const rows = await q.query<SelectionRow>(bookSelect('o.currency_code = $1 AND m.product_no = $2'), [
    currency.code,
    productNo,
  ])
  return rows.map((row) => selectionBookOf(row, currency))
}

/** What an operator lists: the book with the legs' names, for one match and currency when asked. */
export interface NamedSelectionRow extends SelectionRow {
  sport_type: number
  league_name: string
  home_name: string
  away_name: string
  start_time: number
  market_type: string
  line: string | null
  selection_name: string
}

export function namedBook(
  q: Queryable,
  productNo: number,
  filter: { matchId?: number | undefined; currencyCode?: string | undefined },
): Promise<NamedSelectionRow[]> {
  return q.query<NamedSelectionRow>(
    bookSelect(
      'm.product_no = $1 AND ($2::bigint IS NULL OR l.match_id = $2) AND ($3::text IS NULL OR o.currency_code = $3)',
      `, max(l.sport_type) AS sport_type, max(l.league_name) AS league_name, max(l.home_name) AS home_name,
    max(l.away_name) AS away_name, max(l.start_time) AS start_time, max(l.market_type) AS market_type,
    max(l.line) AS line, max(l.selection_name) AS selection_name`,
    ),
    [productNo, filter.matchId ?? null, filter.currencyCode ?? null],
  )
}

/** Each market's stakes (every order on it once: an order has one leg per market). */
export function marketStakes(book: readonly SelectionBook[]): Map<number, bigint> {
  const stakes = new Map<number, bigint>()
  for (const selection of book) {
    stakes.set(selection.marketId, (stakes.get(selection.marketId) ?? 0n) + selection.stakes)
  }
  return stakes
}

/** The selection's liability: its payout less its market's stakes. */
export function liabilityOf(selection: SelectionBook, stakes: ReadonlyMap<number, bigint>): bigint {
  return selection.payout - (stakes.get(selection.marketId) ?? 0n)
}

/** The selections of a book whose liability is at or past `max`: those the brand suspends. */
export function atMaximumOf(book: readonly SelectionBook[], max: bigint): SelectionBook[] {
  const stakes = marketStakes(book)
  return book.filter((selection) => liabilityOf(selection, stakes) >= max)
}
