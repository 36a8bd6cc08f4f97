import type { Deposit, DepositStatus } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import { floorToScale, fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import type { PaymentProvider } from '../payments/provider'
import { checkRange, rangeOf, unitsOf } from '../requests/amounts'
import { idempotent } from '../requests/idempotency'
import { memberCurrency } from '../requests/member-currency'
import { type PageQuery, pageOfRows } from '../requests/paging'
import { checkProtection } from '../requests/player-protection'
import { refuseDemo } from '../requests/refuse-demo'
import { requestHash } from '../requests/request-hash'
import { payTypeFor } from './pay-settings'

/** A deposit still pending after this long expires (PROTOCOL.md section 8). */
export const depositLifetimeMs = 24 * 60 * 60 * 1000

interface DepositRow {
  id: number
  request_id: string
  pay_type_id: number
  provider: string
  amount: string
  currency_code: string
  status: DepositStatus
  pay_url: string
  return_url: string
  created_at: number | string
  completed_at: number | string | null
}

const columns = `id, request_id, pay_type_id, provider, amount::text AS amount, currency_code, status, pay_url,
  return_url, created_at, completed_at`

async function wireDeposit(ctx: ServerContext, row: DepositRow): Promise<Deposit> {
  const currency = await ctx.ledger.currencies.get(row.currency_code)
  return {
    id: Number(row.id),
    requestId: row.request_id,
    payTypeId: Number(row.pay_type_id),
    amount: floorToScale(row.amount, currency?.scale ?? 2),
    currencyCode: row.currency_code,
    status: row.status,
    payUrl: row.pay_url,
    createdAt: Number(row.created_at),
    completedAt: row.completed_at === null ? null : Number(row.completed_at),
  }
}

async function depositRow(q: Queryable, id: number): Promise<DepositRow> {
  const [row] = await q.query<DepositRow>(`SELECT ${columns} FROM deposits WHERE id = $1`, [id])
  if (!row) throw new Error(`deposit ${id} vanished`)
  return row
}

export interface DepositRequest {
  payTypeId: number
  amount: string
  currencyCode: string
  requestId: string
}

export interface PaymentPlace {
  /** The server's address as the player reaches it (for the provider's pay URL). */
  publicBaseUrl: string
  /** The site's `#/wallet` the provider's page returns to. */
  returnUrl: string
}

/**
 * Opens a deposit (PROTOCOL.md section 8): an online pay type of the member's brand in its currency, the amount
 * within its limits (2004), idempotent by requestId. The row is written first (pending), then the provider opens
 * the payment outside any transaction (a real provider is a remote call); a replay whose provider call failed
 * asks it again. Nothing is credited here: only the provider's signed notification credits.
 */
export async function createDeposit(
  ctx: ServerContext,
  providers: ReadonlyMap<string, PaymentProvider>,
  member: Member,
  request: DepositRequest,
  place: PaymentPlace,
): Promise<Deposit> {
  refuseDemo(member)
  const currency = await memberCurrency(ctx, member, request.currencyCode)
  const payType = payTypeFor(ctx, member.productNo, request.payTypeId, 'online', currency.code)
  const units = unitsOf(request.amount, currency)
  const hash = requestHash('deposit-create', {
    payTypeId: request.payTypeId,
    amount: units,
    currencyCode: currency.code,
  })
  const provider = providers.get(payType.provider ?? '')
  if (!provider) throw new Error(`pay type ${payType.id}: no payment provider ${payType.provider}`)
  const row = await idempotent(ctx.db, {
    table: 'deposits',
    key: { memberId: member.id, requestId: request.requestId, hash },
    attempt: () =>
      ctx.db.transaction(async (tx) => {
        checkRange(units, rangeOf(payType, currency), currency)
        await checkProtection(tx, member, { kind: 'moneyIn', currency, amount: units })
        const [inserted] = await tx.query<DepositRow>(
          `INSERT INTO deposits (member_id, request_id, request_hash, pay_type_id, provider, return_url, amount,
             currency_code, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (member_id, request_id) DO NOTHING RETURNING ${columns}`,
          [
            member.id,
            request.requestId,
            hash,
            payType.id,
            provider.name,
            place.returnUrl,
            fromUnits(units, currency.scale),
            currency.code,
            Date.now(),
          ],
        )
        return inserted ?? null
      }),
    replay: (id) => depositRow(ctx.db, Number(id)),
  })
  if (row.pay_url === '' && row.status === 'pending') {
    const created = await provider.createPayment({
      depositId: Number(row.id),
      amount: floorToScale(row.amount, currency.scale),
      currencyCode: currency.code,
      returnUrl: row.return_url,
      publicBaseUrl: place.publicBaseUrl,
    })
    await ctx.db.query(`UPDATE deposits SET pay_url = $2, provider_ref = $3 WHERE id = $1 AND pay_url = ''`, [
      row.id,
      created.payUrl,
      created.providerRef,
    ])
    return wireDeposit(ctx, await depositRow(ctx.db, Number(row.id)))
  }
  return wireDeposit(ctx, row)
}

export interface ListRequest<S extends string> extends PageQuery {
  status?: S | undefined
}

export async function listDeposits(ctx: ServerContext, member: Member, request: ListRequest<DepositStatus>) {
  const where = 'WHERE member_id = $1 AND ($2::text IS NULL OR status = $2)'
  const page = await pageOfRows(
    ctx.db,
    request,
    {
      select: `SELECT ${columns} FROM deposits ${where} ORDER BY id DESC`,
      count: `SELECT count(*)::int AS total FROM deposits ${where}`,
      params: [member.id, request.status ?? null],
    },
    (row: DepositRow) => row,
  )
  return { ...page, list: await Promise.all(page.list.map((row) => wireDeposit(ctx, row))) }
}
