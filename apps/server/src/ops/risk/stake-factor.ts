import { catalogue, type StakeFactor, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { registerPath } from '../../http/route'
import type { Member } from '../../members/member'
import { notPermitted } from '../../requests/request-errors'

/**
 * Sets a member's stake factor (PROTOCOL.md section 14): its maximum stakes are multiplied by it from its next
 * call (members/limits.ts). Only a member of the operator's own brand: another brand's id answers 3004 like an
 * unknown one, so ids cannot be probed. A session this node remembers for the order path is read again.
 */
export async function setStakeFactor(
  ctx: ServerContext,
  operator: Member,
  memberId: number,
  hundredths: number,
): Promise<StakeFactor> {
  const factor = (hundredths / 100).toFixed(2)
  const changed = await ctx.db.transaction(async (tx) => {
    const rows = await tx.query(
      'UPDATE members SET stake_factor = $3::numeric WHERE id = $1 AND product_no = $2 RETURNING id',
      [memberId, operator.productNo, factor],
    )
    if (rows.length > 0) tx.afterCommit(() => ctx.bus.emit('memberChanged', { memberId }))
    return rows.length > 0
  })
  if (!changed) throw notPermitted()
  return { memberId, factor }
}

export function registerStakeFactorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerPath(
    app,
    ctx,
    catalogue.operations.memberStakeFactor,
    schemas.operations.memberStakeFactor,
    async ({ payload, member }) => setStakeFactor(ctx, member, payload.memberId, payload.factor),
  )
}
