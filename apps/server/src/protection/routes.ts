import { catalogue, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import { memberConfirms, memberRemoves, memberSets, operatorImposes } from './limit-changes'
import { changeLimit } from './limit-service'
import { memberOfOperator, searchMembers } from './member-search'
import { protectionOf } from './protection-view'
import { answerRealityCheck, setRealityCheck } from './reality-service'
import { statementCsv, statementPage } from './statement'
import { takeBreak } from './take-break'

const paths = catalogue.protection
const protection = schemas.protection

/** The amount a set carries (the schema requires it; null only on confirm and remove). */
const required = (amount: bigint | null) => {
  if (amount === null) throw new Error('a limit set without an amount')
  return amount
}

/**
 * Player protection (PROTOCOL.md section 11): a registered member's limits, breaks, reality checks and statement,
 * and an operator's view of its own brand's members. The money paths check it through requests/player-protection.
 */
export function registerProtectionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerPath(app, ctx, paths.protection, protection.protection, async ({ session }) =>
    protectionOf(ctx, ctx.db, session.memberId, session.protection.startedAt),
  )
  registerPath(app, ctx, paths.limitSet, protection.limitSet, async ({ payload, member }) =>
    changeLimit(ctx, member, payload, ({ existing, key, amount, now, delayMs }) =>
      memberSets(existing, key, required(amount), now, delayMs),
    ),
  )
  registerPath(app, ctx, paths.limitConfirm, protection.limitConfirm, async ({ payload, member }) =>
    changeLimit(ctx, member, payload, ({ existing, now }) => memberConfirms(existing, now)),
  )
  registerPath(app, ctx, paths.limitRemove, protection.limitRemove, async ({ payload, member }) =>
    changeLimit(ctx, member, payload, ({ existing, now, delayMs }) => memberRemoves(existing, now, delayMs)),
  )
  registerPath(app, ctx, paths.timeOut, protection.timeOut, async ({ payload, member }) =>
    takeBreak(ctx, member, { kind: 'timeOut', ...payload }),
  )
  registerPath(app, ctx, paths.selfExclude, protection.selfExclude, async ({ payload, member }) =>
    takeBreak(ctx, member, { kind: 'selfExclusion', ...payload }),
  )
  registerPath(app, ctx, paths.realityCheck, protection.realityCheck, async ({ payload, session }) =>
    setRealityCheck(ctx, session, payload.minutes),
  )
  registerPath(app, ctx, paths.realityCheckAck, protection.realityCheckAck, async ({ payload, session }) =>
    answerRealityCheck(ctx, session, payload.choice),
  )
  registerPath(app, ctx, paths.statement, protection.statement, async ({ payload, member, lang }) =>
    payload.format === 'csv'
      ? statementCsv(ctx, member, lang, payload)
      : statementPage(ctx, member, lang, payload),
  )

  // Operators, their own brand's members only.
  registerPath(app, ctx, paths.memberProtection, protection.memberProtection, async ({ payload, member }) => {
    const target = await memberOfOperator(ctx, member, payload.memberId)
    return protectionOf(ctx, ctx.db, target.id, null)
  })
  registerPath(app, ctx, paths.memberSearch, protection.memberSearch, async ({ payload, member }) =>
    searchMembers(ctx, member, payload),
  )
  registerPath(app, ctx, paths.memberLimitSet, protection.memberLimitSet, async ({ payload, member }) => {
    const target = await memberOfOperator(ctx, member, payload.memberId)
    return changeLimit(ctx, target, payload, ({ existing, key, amount }) =>
      operatorImposes(existing, key, required(amount), payload.reason),
    )
  })
}
