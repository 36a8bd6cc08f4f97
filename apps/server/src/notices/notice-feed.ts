import type { ServerContext } from '../context'
import { noticesSince } from './notices'

/** How often each node looks for notices it has not pushed yet (ms). */
export const noticePollMs = 2_000
/** How far back it looks: a notice whose transaction committed late is still found. */
const lookBackMs = 60_000

export interface NoticeFeed {
  /** Looks now (after a notice was published on this node). */
  poke(): void
  stop(): Promise<void>
}

/**
 * Pushes every new notice to the sockets of its brand, whoever published it: an operator over HTTP on any node,
 * or the command line, which has no bus. Each node reads the notices of the last minute and emits bus `notice`
 * for those it has not pushed yet; the main socket sends them to its own sockets of the brand only, so with
 * several nodes each client hears a notice once. A client reads the list again after a reconnect (socket.io
 * delivers at most once), so a notice missed while a node restarts is not lost.
 */
export function startNoticeFeed(ctx: ServerContext, pollMs = noticePollMs): NoticeFeed {
  const pushed = new Map<number, number>()
  let since = Date.now() - lookBackMs
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  const look = async () => {
    const now = Date.now()
    for (const { productNo, notice } of await noticesSince(ctx.db, Math.max(since, now - lookBackMs))) {
      if (pushed.has(notice.id)) continue
      pushed.set(notice.id, notice.createdAt)
      ctx.bus.emit('notice', { productNo, notice })
    }
    for (const [id, createdAt] of pushed) if (createdAt < now - lookBackMs) pushed.delete(id)
    since = now - lookBackMs
  }
  const poke = () => {
    if (stopped) return
    if (running) {
      // A notice committed while this look ran may have been missed by it: look once more after.
      again = true
      return
    }
    running = look()
      .catch((error: unknown) => ctx.log.error({ err: error }, 'notice feed failed'))
      .finally(() => {
        running = null
        if (again) {
          again = false
          poke()
        }
      })
  }
  const timer = setInterval(poke, pollMs)
  timer.unref()
  return {
    poke,
    async stop() {
      stopped = true
      clearInterval(timer)
      while (running) await running
    },
  }
}
