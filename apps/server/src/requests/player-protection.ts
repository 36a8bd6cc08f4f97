import { periodMs } from '@sportsbook/sdk/protocol'
import { checkIdentity, unverifiedIdentitySql } from '../account/kyc/identity'
import type { Queryable, Transaction } from '../db'
import type { Currency } from '../ledger/currencies'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { activeBreak } from '../protection/breaks'
import { protectionClock } from '../protection/clock'
import {
  type CheckedLimit,
  firstBreach,
  liftTime,
  remainingOf,
  sessionLiftTime,
  sessionMinutes,
  usedOf,
} from '../protection/limit-rules'
import { latestLoginOf, realityDueAt } from '../protection/reality-check'
import { protectionBlocked, reasonOfLimit } from '../protection/refusal'
import { type LimitRow, limitsOf, lockProtection } from '../protection/state'
import { activitySpansOf, movementsOf, periodSumsOf } from '../protection/usage'
import { sqlUnits } from './amounts'

/**
 * A movement of money a member asks for, as player protection weighs it (PROTOCOL.md section 11): a stake (an
 * order, a bank bet, bank capital, an investment, a game wallet transfer in; zero for a free bet or a launch
 * without a transfer) or money in (a deposit or a collection at create).
 */
export interface ProtectedMovement {
  kind: 'stake' | 'moneyIn' | 'moneyOut'
  currency: Pick<Currency, 'code' | 'scale'>
  amount: bigint
}

/**
 * Whether a member has any protection to check, or an identity its brand requires and it lacks (PROTOCOL.md
 * section 13, 1009): a hot path that writes in one statement (order create) asks
 * first and opens a transaction for checkProtection only when it has. A setting made meanwhile counts as made
 * after the order.
 */
export async function protectionApplies(
  q: Queryable,
  member: Pick<Member, 'id' | 'kind' | 'productNo'>,
): Promise<boolean> {
  if (member.kind !== 'registered') return false
  // One round trip for both: the order's hot path pays one statement for its checks.
  const rows = await q.query(
    `SELECT 1 FROM member_protection WHERE member_id = $1 UNION ALL ${unverifiedIdentitySql}`,
    [member.id, member.productNo],
  )
  return rows.length > 0
}

/**
 * The one check of player protection every money path makes, in the transaction of its movement: a break in
 * force, a reality check waiting for its answer (stakes), a used-up session limit, and the money limits of the
 * movement's currency (deposit for money in; loss and wager for stakes) over each rolling period, read from the
 * ledger under the member's protection lock, so two movements racing cannot both pass a limit only one fits.
 * Throws 1007 (1009 for an identity not verified); nothing was changed.
 */
export async function checkProtection(
  tx: Transaction,
  member: Pick<Member, 'id' | 'kind' | 'productNo'>,
  movement: ProtectedMovement,
): Promise<void> {
  if (member.kind !== 'registered') return
  // A brand that requires it checks the identity first (1009, PROTOCOL.md section 13): money out too, which
  // player protection itself never blocks.
  await checkIdentity(tx, member)
  if (movement.kind === 'moneyOut') return
  const state = await lockProtection(tx, member.id)
  if (!state) return
  const now = protectionClock.now()
  const pause = activeBreak(state, now)
  if (pause) throw protectionBlocked(pause.reason, pause.until)
  if (movement.kind === 'stake') {
    const due = realityDueAt(state, await latestLoginOf(tx, member.id))
    if (due !== null && due <= now) throw protectionBlocked('realityCheck', null)
  }
  const limits = await limitsOf(tx, member.id)
  await checkSessionLimits(tx, member.id, limits, now)
  await checkMoneyLimits(tx, member.id, limits, movement, now)
}

async function checkSessionLimits(tx: Transaction, memberId: number, limits: LimitRow[], now: number) {
  const session = limits.filter((limit) => limit.kind === 'session')
  if (session.length === 0) return
  const longest = Math.max(...session.map((limit) => periodMs[limit.period]))
  const spans = await activitySpansOf(tx, memberId, now - longest)
  const checked: CheckedLimit[] = session.map((limit) => ({
    kind: 'session',
    period: limit.period,
    amount: BigInt(limit.amount.split('.')[0]!),
    used: sessionMinutes(spans, limit.period, now),
  }))
  const breach = firstBreach(checked, 0n)
  if (!breach) return
  throw protectionBlocked('sessionLimit', sessionLiftTime(spans, breach.period, breach.amount, now), {
    remaining: '0',
    period: breach.period,
    currencyCode: null,
  })
}

async function checkMoneyLimits(
  tx: Transaction,
  memberId: number,
  limits: LimitRow[],
  movement: ProtectedMovement,
  now: number,
) {
  const kinds = movement.kind === 'moneyIn' ? ['deposit'] : ['loss', 'wager']
  const relevant = limits.filter(
    (limit) => kinds.includes(limit.kind) && limit.currencyCode === movement.currency.code,
  )
  if (relevant.length === 0) return
  const sums = await periodSumsOf(tx, memberId, movement.currency, now)
  const checked: CheckedLimit[] = relevant.map((limit) => ({
    kind: limit.kind,
    period: limit.period,
    amount: sqlUnits(limit.amount, movement.currency),
    used: usedOf(limit.kind as 'deposit' | 'loss' | 'wager', sums[limit.period]),
  }))
  const breach = firstBreach(checked, movement.amount)
  if (!breach) return
  const movements = await movementsOf(tx, memberId, movement.currency, now - periodMs[breach.period])
  throw protectionBlocked(reasonOfLimit[breach.kind], liftTime(breach, movements, movement.amount, now), {
    remaining: fromUnits(remainingOf(breach.amount, breach.used), movement.currency.scale),
    period: breach.period,
    currencyCode: movement.currency.code,
  })
}
