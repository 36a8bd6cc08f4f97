import type { ServerContext } from '../../../context'
import { lazyLeadership } from '../../lazy-leadership'
import { advanceFlight, crashTimeOf, latestRound, openRound, startFlight } from './crash-rounds'
import { multiplierAt } from './flight'

/** The rhythm of the rounds and the maximum house loss per round (units of each currency). */
export interface CrashSettings {
  bettingMs: number
  /** The pause after a crash before the next round opens. */
  pauseMs: number
  /** How often the driving node moves the flight on (auto cash-outs, the crash, the multiplier push). */
  tickMs: number
  maxLossPerRound: string
}

export const defaultCrashSettings: CrashSettings = {
  bettingMs: 6_000,
  pauseMs: 3_000,
  tickMs: 100,
  maxLossPerRound: '20000',
}

export interface CrashEngine {
  settings: CrashSettings
  /** The clock every decision reads: the cash-out's too (tests replace it). */
  now: () => number
  /** Moves the rounds on to `now()` once (the timer calls it on the driving node). */
  advance(): Promise<void>
  /** Stops the timer (tests then call `advance` by hand). */
  pause(): void
  stop(): Promise<void>
}

const engines = new WeakMap<ServerContext, CrashEngine>()

export function crashEngineOf(ctx: ServerContext): CrashEngine | undefined {
  return engines.get(ctx)
}

/**
 * Runs the crash rounds (PROTOCOL.md section 10) on a fixed rhythm: betting window, flight, crash, pause. One node
 * drives them (the Redis leadership when several serve, like the feed); the database's row locks and phases keep
 * a change from happening twice even if two nodes briefly both drive. Changes are announced on bus `crash` for the
 * crash namespace.
 */
export function startCrashEngine(
  ctx: ServerContext,
  settings: CrashSettings = defaultCrashSettings,
): CrashEngine {
  const leadership = lazyLeadership(ctx, 'sportsbook:crash-leader')
  let stopped = false
  let running: Promise<void> | null = null
  let lastTickPush = 0

  const announce = (roundId: number) => ctx.bus.emit('crash', { kind: 'round', roundId })

  const advance = async () => {
    const now = engine.now()
    const round = await latestRound(ctx.db)
    if (!round || (round.phase === 'crashed' && now >= Number(round.crashed_at) + settings.pauseMs)) {
      const id = await openRound(ctx, now, settings.bettingMs)
      if (id !== null) announce(id)
      return
    }
    const id = Number(round.id)
    if (round.phase === 'betting' && now >= Number(round.betting_ends_at)) {
      if (await startFlight(ctx, id, now, settings.maxLossPerRound)) announce(id)
      return
    }
    if (round.phase === 'flying') {
      for (const change of await advanceFlight(ctx, id, now)) ctx.bus.emit('crash', change)
      const crashAt = crashTimeOf(round)!
      if (now < crashAt && now - lastTickPush >= 200) {
        lastTickPush = now
        ctx.bus.emit('crash', {
          kind: 'tick',
          roundId: id,
          multiplier: multiplierAt(now - Number(round.flight_started_at)),
          at: now,
        })
      }
    }
  }

  const tick = () => {
    if (stopped || running || !leadership.isLeader()) return
    running = advance()
      .catch((error: unknown) => ctx.log.error({ err: error }, 'crash round failed'))
      .finally(() => {
        running = null
      })
  }
  let timer: NodeJS.Timeout | null = setInterval(tick, settings.tickMs)
  timer.unref()

  const engine: CrashEngine = {
    settings,
    now: () => Date.now(),
    advance,
    pause() {
      if (timer) clearInterval(timer)
      timer = null
    },
    async stop() {
      stopped = true
      engine.pause()
      while (running) await running
      await leadership.stop()
    },
  }
  engines.set(ctx, engine)
  return engine
}
