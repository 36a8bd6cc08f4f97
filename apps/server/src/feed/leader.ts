import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'

/**
 * Which node drives the feed's side effects when several servers serve one site (REDIS_URL). Every node runs the
 * same deterministic feed, so each answers HTTP from its own memory; only the leader writes the feed to the
 * database and pushes its changes to the sockets (through the Redis adapter, to clients of every node), so
 * nothing is written or pushed twice. The lead is a Redis key with a time-out that the leader keeps renewing:
 * if the leader dies, another node takes over within `ttlMs`.
 */
export interface Leadership {
  isLeader(): boolean
  /** Called with true when this node takes the lead and false when it loses it. */
  onChange(listener: (leader: boolean) => void): () => void
  stop(): Promise<void>
}

/** One node, no Redis: always the leader. */
export function soleLeadership(): Leadership {
  return { isLeader: () => true, onChange: () => () => undefined, stop: async () => undefined }
}

const renewScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`
const releaseScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`

export async function redisLeadership(
  url: string,
  key: string,
  log: Logger,
  ttlMs = 10_000,
): Promise<Leadership> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  redis.on('error', (error) => log.warn({ err: error }, 'redis error (feed leader)'))
  await redis.connect()
  const me = randomUUID()
  const listeners = new Set<(leader: boolean) => void>()
  let leader = false
  let stopped = false

  const set = (next: boolean) => {
    if (next === leader) return
    leader = next
    log.info({ key, leader }, next ? 'this node now drives the feed' : 'this node no longer drives the feed')
    for (const listener of listeners) listener(next)
  }

  const round = async () => {
    if (stopped) return
    try {
      if (leader) {
        const renewed = await redis.eval(renewScript, 1, key, me, String(ttlMs))
        set(renewed === 1)
      } else {
        set((await redis.set(key, me, 'PX', ttlMs, 'NX')) === 'OK')
      }
    } catch (error) {
      // Unsure whether the key is still ours: stand down rather than risk two leaders.
      log.warn({ err: error }, 'feed leadership check failed')
      set(false)
    }
  }

  await round()
  const timer = setInterval(() => void round(), Math.max(200, Math.floor(ttlMs / 3)))
  timer.unref()
  return {
    isLeader: () => leader,
    onChange(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      if (leader) await redis.eval(releaseScript, 1, key, me).catch(() => undefined)
      set(false)
      await redis.quit().catch(() => undefined)
    },
  }
}
