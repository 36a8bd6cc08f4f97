import type { Sportsbook } from '@sportsbook/sdk'
import { useEffect, useSyncExternalStore } from 'react'
import { useSportsbook } from './hooks'
import { liveFeedOf } from './live-feed'

/**
 * The feed's time. Match clocks are stamped in the feed's time (`clock.at`), which runs `speed` times the wall
 * clock on a demo server (`match/echo` says both), so a running clock shows `seconds` plus the feed time since
 * `at`. One shared one-second tick re-renders every clock on screen in one commit.
 */
interface FeedClock {
  /** The feed time at the last tick, or null before `match/echo` answered. */
  now(): number | null
  /** Feed ms per wall ms, or null before `match/echo` answered. */
  speed(): number | null
  sync(matchId: number): void
  subscribe(listener: () => void): () => void
}

const clocks = new WeakMap<Sportsbook, FeedClock>()

function feedClockOf(client: Sportsbook): FeedClock {
  let clock = clocks.get(client)
  if (clock) return clock
  let base: { feedNow: number; wallNow: number; speed: number } | null = null
  let syncing = false
  let shown: number | null = null
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setInterval> | null = null
  const compute = () => (base ? base.feedNow + (Date.now() - base.wallNow) * base.speed : null)
  const publish = () => {
    shown = compute()
    for (const listener of listeners) listener()
  }
  // The tick joins the frame's price changes: clocks and odds commit together, once per frame.
  const { frames } = liveFeedOf(client)
  const tick = () => frames.schedule(publish)
  clock = {
    now: () => shown,
    speed: () => base?.speed ?? null,
    sync(matchId) {
      if (base || syncing) return
      syncing = true
      client.api.matches
        .echo({ matchId })
        .then(({ feed }) => {
          base = { feedNow: feed.now, wallNow: Date.now(), speed: feed.speed > 0 ? feed.speed : 1 }
          tick()
        })
        .catch(() => undefined)
        .finally(() => {
          syncing = false
        })
    },
    subscribe(listener) {
      listeners.add(listener)
      timer ??= setInterval(tick, 1000)
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0 || !timer) return
        clearInterval(timer)
        timer = null
      }
    },
  }
  clocks.set(client, clock)
  return clock
}

/**
 * The feed time, updated every second, for live match clocks; null until the feed's speed is known (a clock
 * then shows its last reading). `matchId` names a match to ask `match/echo` about (any match will do).
 */
export function useFeedNow(matchId: number | null | undefined): number | null {
  return useFeedClockReading(matchId, 'now')
}

/**
 * How many feed milliseconds pass per wall millisecond (`match/echo`'s speed), null until known: a time on the
 * feed's clock (a bank's `closesAt`) is `(time - feedNow) / speed` wall milliseconds away.
 */
export function useFeedSpeed(matchId: number | null | undefined): number | null {
  return useFeedClockReading(matchId, 'speed')
}

/** One reading of the client's feed clock, synced on `matchId`, re-rendering as the clock ticks. */
function useFeedClockReading(matchId: number | null | undefined, reading: 'now' | 'speed'): number | null {
  const clock = feedClockOf(useSportsbook())
  useEffect(() => {
    if (matchId) clock.sync(matchId)
  }, [clock, matchId])
  return useSyncExternalStore(clock.subscribe, clock[reading], clock[reading])
}
