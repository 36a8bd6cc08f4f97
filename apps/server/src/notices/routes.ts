import { catalogue, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import { startNoticeFeed } from './notice-feed'
import { insertNotice, latestNotices, noticePage } from './notices'

const paths = catalogue.misc
const misc = schemas.misc

/**
 * Notices (PROTOCOL.md section 10): each brand reads its own; an operator publishes to its own brand, pushed as
 * `notice` to that brand's sockets once committed (the notice feed pushes the command line's).
 */
export function registerNoticeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const feed = startNoticeFeed(ctx)
  app.addHook('onClose', () => feed.stop())

  registerPath(app, ctx, paths.notices, misc.notices, async ({ member }) =>
    latestNotices(ctx.db, member.productNo),
  )

  registerPath(app, ctx, paths.noticePage, misc.noticePage, async ({ member, payload }) =>
    noticePage(ctx.db, member.productNo, payload),
  )

  registerPath(app, ctx, paths.noticeCreate, misc.noticeCreate, async ({ member, payload }) =>
    ctx.db.transaction(async (tx) => {
      const notice = await insertNotice(tx, { ...payload, productNo: member.productNo, createdBy: member.id })
      tx.afterCommit(() => ctx.bus.emit('notice', { productNo: member.productNo, notice }))
      return notice
    }),
  )
}
