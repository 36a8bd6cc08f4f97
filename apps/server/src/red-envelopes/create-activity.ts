import type { RedEnvelopeActivity } from '@sportsbook/sdk/protocol'
import { walletCurrencyOf } from '../brands/brand-currencies'
import type { ServerContext } from '../context'
import { fromUnits } from '../ledger/money'
import { unitsOf } from '../requests/amounts'
import { invalidField } from '../requests/request-errors'
import { escrowOf, findActivity, wireActivity } from './activities'
import { splitEnvelopes } from './split'

export interface NewActivity {
  productNo: number
  title: string
  currencyCode: string
  total: string
  count: number
  minAmount?: string
  startsAt: number
  endsAt: number
  createdBy: number | null
}

/**
 * Creates an activity (PROTOCOL.md section 10): in one transaction the row, its amounts split now (split.ts) and
 * stored, and the house's funding of its escrow. The currency is one of the brand's real ones (1000 otherwise);
 * the total must cover `minAmount` (default one unit) per envelope (1000 on `total`).
 */
export async function createActivity(
  ctx: Pick<ServerContext, 'db' | 'ledger'> & { config: Pick<ServerContext['config'], 'brands'> },
  activity: NewActivity,
): Promise<RedEnvelopeActivity> {
  const currency = await walletCurrencyOf(
    ctx.config,
    ctx.ledger.currencies,
    {
      kind: 'registered',
      productNo: activity.productNo,
    },
    activity.currencyCode,
  )
  if (!currency) throw invalidField('currencyCode')
  const total = unitsOf(activity.total, currency, 'total')
  const min = activity.minAmount === undefined ? 1n : unitsOf(activity.minAmount, currency, 'minAmount')
  if (min < 1n) throw invalidField('minAmount')
  if (total < min * BigInt(activity.count)) throw invalidField('total')
  const amounts = splitEnvelopes(total, activity.count, min)
  const money = (units: bigint) => fromUnits(units, currency.scale)
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO red_envelope_activities (product_no, title, currency_code, total, count, min_amount, starts_at,
         ends_at, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        activity.productNo,
        activity.title,
        currency.code,
        money(total),
        activity.count,
        money(min),
        activity.startsAt,
        activity.endsAt,
        activity.createdBy,
        Date.now(),
      ],
    )
    const id = Number(row!.id)
    // One statement for every amount: 10,000 envelopes are one round trip.
    await tx.query(
      `INSERT INTO red_envelope_amounts (activity_id, seq, amount)
       SELECT $1, s.seq - 1, s.amount::numeric FROM unnest($2::text[]) WITH ORDINALITY AS s (amount, seq)`,
      [id, amounts.map(money)],
    )
    await ctx.ledger.transfer(tx, {
      kind: 'red-envelope-fund',
      memo: `red-envelope:${id}`,
      entries: [
        { account: { kind: 'house', memberId: null, currency: currency.code }, amount: `-${money(total)}` },
        { account: escrowOf(id, currency.code), amount: money(total) },
      ],
    })
    const created = await findActivity(tx, id, 0)
    return wireActivity(created!)
  })
}
