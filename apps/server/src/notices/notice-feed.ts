import type { ServerContext } from '../context'
import { lazyLeadership } from '../games/lazy-leadership'
import { noticesSince } from './notices'

/** How often the feed looks for notices written by the command line (ms). */
export const noticePollMs = 2_000
/** How far back it looks: a notice whose transaction committed late is still found. */
const lookBackMs = 60_000

export interface NoticeFeed {
  stop(): Promise<void>
}

/**
 * Pushes the notices the command line writes: it has no bus, so one node (the leader, like the feed's) reads the
 * last minute's command-line notices every 2 s and emits bus `notice` for each one not pushed yet; the main socket
 * sends it to the brand's sockets on every node. A notice published over HTTP is pushed by the node that
 * published it, after its commit. A client reads the list again after a reconnect (socket.io delivers at most
 * once), so a notice missed while a node restarts is not lost.
 */
export function startNoticeFeed(ctx: ServerContext, pollMs = noticePollMs): NoticeFeed {
  const leadership = lazyLeadership(ctx, 'sportsbook:notice-feed')
  const pushed = new Map<number, number>()
  let running: Promise<void> | null = null
  let stopped = false

  const look = async () => {
    const now = Date.now()
    for (const { productNo, notice } of await noticesSince(ctx.db, now - lookBackMs)) {
      if (pushed.has(notice.id)) continue
      pushed.set(notice.id, notice.createdAt)
      ctx.bus.emit('notice', { productNo, notice })
    }
    for (const [id, createdAt] of pushed) if (createdAt < now - lookBackMs) pushed.delete(id)
  }
  const timer = setInterval(() => {
    if (stopped || running || !leadership.isLeader()) return
    running = look()
      .catch((error: unknown) => ctx.log.error({ err: error }, 'notice feed failed'))
      .finally(() => {
        running = null
      })
  }, pollMs)
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      while (running) await running
      await leadership.stop()
    },
  }
}
