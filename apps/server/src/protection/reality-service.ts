import type { Protection, RealityCheckPush } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import type { Currency } from '../ledger/currencies'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { invalidField } from '../requests/request-errors'
import type { AuthenticatedSession } from '../sessions/sessions'
import { protectionClock } from './clock'
import { protectionOf } from './protection-view'
import { protectionSettingsOf } from './settings'
import { lockOrCreateProtection, lockProtection } from './state'
import { movementsOf } from './usage'

/**
 * Sets the reality-check interval (PROTOCOL.md section 11): one of the brand's choices (1000 on `minutes`), 0 for
 * off; the next check counts from now.
 */
export async function setRealityCheck(
  ctx: ServerContext,
  session: AuthenticatedSession,
  minutes: number,
): Promise<Protection> {
  if (!protectionSettingsOf(ctx.config, session.member.productNo).realityCheckMinutes.includes(minutes)) {
    throw invalidField('minutes')
  }
  return ctx.db.transaction(async (tx) => {
    const now = protectionClock.now()
    await lockOrCreateProtection(tx, session.memberId, now)
    await tx.query(
      `UPDATE member_protection SET reality_check_minutes = $2, reality_acked_at = $3, reality_pushed_at = NULL,
         updated_at = $3 WHERE member_id = $1`,
      [session.memberId, minutes, now],
    )
    return protectionOf(ctx, tx, session.memberId, session.protection.startedAt)
  })
}

/** The answer to a reality check: `continue` lets stakes through again; `logout` also ends this session. */
export async function answerRealityCheck(
  ctx: ServerContext,
  session: AuthenticatedSession,
  choice: 'continue' | 'logout',
): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    const now = protectionClock.now()
    if (await lockProtection(tx, session.memberId)) {
      await tx.query(
        `UPDATE member_protection SET reality_acked_at = $2, reality_pushed_at = NULL, updated_at = $2
         WHERE member_id = $1`,
        [session.memberId, now],
      )
    }
    if (choice === 'logout') await ctx.sessions.revoke(tx, session.memberId, [session.id], 'reality check')
  })
  return null
}

/** What the member staked and got back in its currency since `since` (the session's login): a reality check. */
export async function realityCheckOf(
  q: Queryable,
  member: Pick<Member, 'id'>,
  currency: Pick<Currency, 'code' | 'scale'>,
  since: number,
  now: number,
): Promise<RealityCheckPush> {
  let stakes = 0n
  let returns = 0n
  for (const movement of await movementsOf(q, member.id, currency, since)) {
    if (movement.kind === 'stake') stakes -= movement.amount
    else if (movement.kind === 'return') returns += movement.amount
  }
  return {
    elapsedMs: Math.max(0, now - since),
    stakes: fromUnits(stakes, currency.scale),
    returns: fromUnits(returns, currency.scale),
    net: fromUnits(returns - stakes, currency.scale),
    currencyCode: currency.code,
    since,
  }
}
