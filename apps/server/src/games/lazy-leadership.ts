import type { ServerContext } from '../context'
import { type Leadership, redisLeadership, soleLeadership } from '../feed/leader'

/**
 * Which node runs a cluster-wide job (the crash rounds, the notice feed, the red envelope worker): alone, this
 * node; with REDIS_URL, the holder of `key` (feed/leader.ts), and none until Redis has answered, so two nodes never
 * both start.
 */
export function lazyLeadership(ctx: Pick<ServerContext, 'config' | 'log'>, key: string): Leadership {
  if (!ctx.config.redisUrl) return soleLeadership()
  let found: Leadership | null = null
  let stopped = false
  const ready = redisLeadership(ctx.config.redisUrl, key, ctx.log).then(
    (leadership) => {
      if (stopped) void leadership.stop()
      else found = leadership
    },
    (error: unknown) => ctx.log.error({ err: error, key }, 'leadership failed'),
  )
  return {
    isLeader: () => found?.isLeader() ?? false,
    onChange: (listener) => found?.onChange(listener) ?? (() => undefined),
    async stop() {
      stopped = true
      await ready
      await found?.stop()
    },
  }
}
