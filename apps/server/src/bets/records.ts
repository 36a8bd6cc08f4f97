import type { AmountLogEntry, OrderEntry, SettlementRecord } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { LanguageCode } from '../i18n/languages'
import { memoSentence } from '../i18n/memos'
import { floorToScale } from '../ledger/money'
import { type Page, type PageQuery, pageWindow } from '../requests/paging'
import { pageOfOrders, type TimeRange } from './order-queries'
import { wireOrderOf } from './orders'

const accountNames: Record<string, OrderEntry['account']> = {
  member: 'balance',
  escrow: 'openBets',
  house: 'house',
  demo_source: 'house',
}

/**
 * app/api/member/settlement/record: the member's settled orders, newest settlement first, each with its legs'
 * results and every ledger entry of its transfers (the stake, then the settlement or cash out).
 */
export async function settlementRecords(
  ctx: ServerContext,
  memberId: number,
  filters: TimeRange & PageQuery,
): Promise<Page<SettlementRecord>> {
  const { orders, ...page } = await pageOfOrders(
    ctx,
    memberId,
    filters,
    " AND o.status <> 'open'",
    'o.settled_at',
  )
  const entries = await ctx.db.query<{
    order_id: number
    transfer_id: number
    kind: string
    account_kind: string
    amount: string
    created_ms: number
  }>(
    `SELECT t.order_id, t.id AS transfer_id, t.kind, a.kind AS account_kind, e.amount::text AS amount,
            (extract(epoch FROM e.created_at) * 1000)::bigint AS created_ms
     FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
     WHERE t.order_id = ANY($1::bigint[]) ORDER BY t.id, e.id`,
    [orders.map((order) => order.id)],
  )
  return {
    list: orders.map((order) => ({
      orderId: order.id,
      order: wireOrderOf(order, null),
      settledAt: order.settledAt ?? 0,
      entries: entries
        .filter((entry) => Number(entry.order_id) === order.id)
        .map((entry) => ({
          transferId: Number(entry.transfer_id),
          kind: entry.kind,
          account: accountNames[entry.account_kind] ?? 'house',
          amount: floorToScale(entry.amount, order.scale),
          createdAt: Number(entry.created_ms),
        })),
    })),
    ...page,
  }
}

/**
 * trade/member/amount/log: the movements of the member's spendable balances (one per currency), newest first,
 * each with the balance after it and what it was as a sentence in `lang` (never the ledger's internal memo).
 */
export async function amountLog(
  ctx: ServerContext,
  memberId: number,
  lang: LanguageCode,
  filters: TimeRange & PageQuery & { currencyCode?: string | undefined },
): Promise<Page<AmountLogEntry>> {
  const window = pageWindow(filters)
  const params: unknown[] = [memberId]
  let accounts = "member_id = $1 AND kind = 'member' AND ref = ''"
  if (filters.currencyCode) {
    params.push(filters.currencyCode)
    accounts += ` AND currency_code = $${params.length}`
  }
  let where = ''
  if (filters.startTime !== undefined) {
    params.push(filters.startTime)
    where += ` AND e.created_at >= to_timestamp($${params.length}::bigint / 1000.0)`
  }
  if (filters.endTime !== undefined) {
    params.push(filters.endTime)
    where += ` AND e.created_at < to_timestamp($${params.length}::bigint / 1000.0)`
  }
  const entries = `(SELECT e.id, e.transfer_id, e.account_id, e.amount, e.created_at,
      sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id) AS balance_after
    FROM ledger_entries e WHERE e.account_id IN (SELECT id FROM ledger_accounts WHERE ${accounts})) e`
  const [count] = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${entries} WHERE true${where}`,
    params,
  )
  const rows = await ctx.db.query<{
    id: number
    transfer_id: number
    kind: string
    order_id: number | null
    amount: string
    balance_after: string
    currency_code: string
    created_ms: number
  }>(
    `SELECT e.id, e.transfer_id, t.kind, t.order_id, e.amount::text AS amount, e.balance_after::text AS balance_after,
            a.currency_code, (extract(epoch FROM e.created_at) * 1000)::bigint AS created_ms
     FROM ${entries} JOIN ledger_transfers t ON t.id = e.transfer_id JOIN ledger_accounts a ON a.id = e.account_id
     WHERE true${where} ORDER BY e.id DESC ${window.sql}`,
    params,
  )
  const orderIds = [...new Set(rows.flatMap((row) => (row.order_id === null ? [] : [Number(row.order_id)])))]
  const statuses = new Map(
    (
      await ctx.db.query<{ id: number; status: string }>(
        'SELECT id, status FROM orders WHERE id = ANY($1::bigint[]) AND member_id = $2',
        [orderIds, memberId],
      )
    ).map((row) => [Number(row.id), row.status]),
  )
  const list: AmountLogEntry[] = []
  for (const row of rows) {
    const scale = (await ctx.ledger.currencies.get(row.currency_code))?.scale ?? 8
    const orderId = row.order_id === null ? null : Number(row.order_id)
    list.push({
      id: Number(row.id),
      transferId: Number(row.transfer_id),
      kind: row.kind,
      amount: floorToScale(row.amount, scale),
      balanceAfter: floorToScale(row.balance_after, scale),
      currencyCode: row.currency_code,
      createdAt: Number(row.created_ms),
      reference: orderId === null ? '' : `order:${orderId}`,
      memo: memoSentence(lang, {
        kind: row.kind,
        orderId,
        orderStatus: orderId === null ? null : (statuses.get(orderId) ?? null),
      }),
    })
  }
  return { list, total: Number(count?.total ?? 0), page: window.page, pageSize: window.pageSize }
}
