import { type Limit, type LimitPeriod, periodMs } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import type { CurrencyCatalog } from '../ledger/currencies'
import { floorToScale, fromUnits } from '../ledger/money'
import { sqlUnits } from '../requests/amounts'
import { type PeriodSums, remainingOf, sessionMinutes, usedOf } from './limit-rules'
import type { LimitRow } from './state'
import { activitySpansOf, periodSumsOf } from './usage'

/** Whole minutes as a session limit's wire amount. */
const minutesText = (value: string) => String(Math.floor(Number(value)))

/**
 * The member's limits as the wire shows them (PROTOCOL.md section 11): the amount in force, what its rolling
 * period has used at `now` and what is left, and what waits (confirmable once its time has come).
 */
export async function wireLimits(
  q: Queryable,
  currencies: CurrencyCatalog,
  memberId: number,
  limits: readonly LimitRow[],
  now: number,
): Promise<Limit[]> {
  const sumsByCurrency = new Map<string, Record<LimitPeriod, PeriodSums>>()
  const sessionLimits = limits.filter((limit) => limit.kind === 'session')
  const spans =
    sessionLimits.length > 0
      ? await activitySpansOf(
          q,
          memberId,
          now - Math.max(...sessionLimits.map((item) => periodMs[item.period])),
        )
      : []
  const wired: Limit[] = []
  for (const limit of limits) {
    const pending =
      limit.pendingEffectiveAt === null
        ? null
        : { effectiveAt: limit.pendingEffectiveAt, confirmable: now >= limit.pendingEffectiveAt }
    if (limit.kind === 'session' || limit.currencyCode === null) {
      const amount = BigInt(minutesText(limit.amount))
      const used = sessionMinutes(spans, limit.period, now)
      wired.push({
        kind: 'session',
        period: limit.period,
        currencyCode: null,
        amount: String(amount),
        used: String(used),
        remaining: String(remainingOf(amount, used)),
        pending: pending && {
          ...pending,
          amount:
            limit.pendingRemoval || limit.pendingAmount === null ? null : minutesText(limit.pendingAmount),
        },
        imposed:
          limit.imposedAmount === null
            ? null
            : { amount: minutesText(limit.imposedAmount), reason: limit.imposedReason ?? '' },
      })
      continue
    }
    const currency = await currencies.get(limit.currencyCode)
    if (!currency) continue
    let sums = sumsByCurrency.get(currency.code)
    if (!sums) {
      sums = await periodSumsOf(q, memberId, currency, now)
      sumsByCurrency.set(currency.code, sums)
    }
    const amount = sqlUnits(limit.amount, currency)
    const used = usedOf(limit.kind, sums[limit.period])
    const money = (value: string) => floorToScale(value, currency.scale)
    wired.push({
      kind: limit.kind,
      period: limit.period,
      currencyCode: currency.code,
      amount: fromUnits(amount, currency.scale),
      used: fromUnits(used, currency.scale),
      remaining: fromUnits(remainingOf(amount, used), currency.scale),
      pending: pending && {
        ...pending,
        amount: limit.pendingRemoval || limit.pendingAmount === null ? null : money(limit.pendingAmount),
      },
      imposed:
        limit.imposedAmount === null
          ? null
          : { amount: money(limit.imposedAmount), reason: limit.imposedReason ?? '' },
    })
  }
  return wired
}
