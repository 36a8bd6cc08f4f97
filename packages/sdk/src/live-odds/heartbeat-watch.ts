import type { Heartbeat } from '../protocol/schemas/match-centre-shapes'
import type { LiveStream } from './live-odds-types'

/** The match socket's heartbeat period: the server sends one every 5 s. */
export const heartbeatIntervalMs = 5_000

/** What the heartbeat watch takes; tests pass their own timers and clock. */
export interface HeartbeatWatchOptions {
  now: () => number
  /** Called with the stream's state each time it changes. */
  onChange: (stream: LiveStream) => void
  /** The server's heartbeat period (5 s). */
  heartbeatMs?: number
  setTimer?: (work: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

/**
 * Watches the match socket's heartbeat: two missed in a row (no heartbeat for two periods and a half) make the
 * stream `stale`; the next heartbeat makes it `current` again. Nothing is watched before the first heartbeat, so
 * a server without them never makes the prices stale.
 */
export function createHeartbeatWatch(options: HeartbeatWatchOptions) {
  const period = options.heartbeatMs ?? heartbeatIntervalMs
  const setTimer = options.setTimer ?? ((work: () => void, ms: number) => setTimeout(work, ms))
  const clearTimer =
    options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  let state: LiveStream = { status: 'waiting', heartbeatAt: null }
  let timer: unknown = null

  const set = (next: LiveStream) => {
    const changed = next.status !== state.status
    state = next
    if (changed) options.onChange(state)
  }
  const arm = () => {
    if (timer !== null) clearTimer(timer)
    timer = setTimer(() => {
      timer = null
      set({ ...state, status: 'stale' })
    }, period * 2.5)
  }

  return {
    getState: (): LiveStream => state,
    beat(_heartbeat: Heartbeat): void {
      set({ status: 'current', heartbeatAt: options.now() })
      arm()
    },
    /** After a reconnect the heartbeats must start again within two periods, once there were any. */
    reconnected(): void {
      if (state.heartbeatAt !== null) arm()
    },
  }
}
