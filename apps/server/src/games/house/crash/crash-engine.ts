import type { GameRoundDetail } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db'
import type { GameSession } from '../../game-sessions'
import { lazyLeadership } from '../../lazy-leadership'
import { type BetRequest, createBetDesk } from './crash-bet-desk'
import { type CashedOut, createCashOutDesk } from './crash-cash-out'
import {
  advanceFlight,
  type CrashRoundRow,
  crashTimeOf,
  exitOf,
  latestRound,
  openExitsOf,
  openRound,
  startFlight,
} from './crash-rounds'
import { multiplierAt } from './flight'

/** The rhythm of the rounds and the maximum house loss per round (units of each currency). */
export interface CrashSettings {
  bettingMs: number
  /** The pause after a crash before the next round opens. */
  pauseMs: number
  /** How often the driving node moves the flight on (auto cash-outs, the crash). */
  tickMs: number
  /**
   * How often the multiplier is pushed in flight (`tick`). Players draw the curve themselves from the round's
   * `flightStartedAt` and `growthPerMs`; a tick sets their clock against the server's. Each push is a socket write
   * per player: with a thousand players, five a second held the server's thread about a tenth of the time on the
   * bench (a write is a system call each).
   */
  tickPushMs: number
  maxLossPerRound: string
}

export const defaultCrashSettings: CrashSettings = {
  bettingMs: 6_000,
  pauseMs: 3_000,
  tickMs: 100,
  tickPushMs: 500,
  maxLossPerRound: '20000',
}

export interface CrashEngine {
  settings: CrashSettings
  /** The clock every decision reads: the cash-out's too (tests replace it). */
  now: () => number
  /** Moves the rounds on to `now()` once (the timer calls it on the driving node). */
  advance(): Promise<void>
  /**
   * A refusal the driving node already knows from the round it holds (a bet after the betting window, a cash-out
   * at or after the crash by `now`), so it answers 4001 without the database; null when only the database can
   * tell. It never accepts anything: what it does not refuse goes through the database's locks.
   */
  refusal(action: { kind: 'bet' } | { kind: 'cashOut'; roundId: number }, now: number): string | null
  /** A bet at `now` (crash-bet-desk.ts), placed with the others of its moment in one transaction. */
  placeBet(session: GameSession, request: BetRequest, now: number): Promise<GameRoundDetail>
  /**
   * A cash-out at `now` (crash-cash-out.ts), recorded with the others of its moment in one statement: on the
   * driving node the next tick settles it. One decided on another node is settled when the curve passes another
   * exit, or at the crash at the latest (its exit is in the database either way).
   */
  cashOut(session: GameSession, roundId: number, now: number): Promise<CashedOut>
  /** Stops the timer (tests then call `advance` by hand). */
  pause(): void
  stop(): Promise<void>
}

/** The crash engine of a server, the instance's `crashEngine` decoration; undefined when games are not served. */
export function crashEngineOf(ctx: ServerContext): CrashEngine | undefined {
  return ctx.app.hasDecorator('crashEngine') ? ctx.app.crashEngine : undefined
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
  const desk = createCashOutDesk(ctx)
  const bets = createBetDesk(ctx)

  const announce = (roundId: number) => ctx.bus.emit('crash', { kind: 'round', roundId })

  // The driving node keeps the round it last read: the database is touched only when something is due (a round
  // to open, a flight to start, an automatic exit reached, the crash), not on every tick, since PGlite serves every
  // request through one connection. Bets are taken only while betting, so a flight's exits are known when it starts.
  let round: CrashRoundRow | null | undefined
  let exits: number[] = []
  const forget = () => {
    round = undefined
  }

  const advance = async () => {
    const now = engine.now()
    if (round === undefined) {
      round = await latestRound(ctx.db)
      exits = round?.phase === 'flying' ? await automaticExits(ctx.db, round) : []
    }
    if (!round || (round.phase === 'crashed' && now >= Number(round.crashed_at) + settings.pauseMs)) {
      forget()
      const id = await openRound(ctx, now, settings.bettingMs)
      if (id !== null) announce(id)
      return
    }
    const id = Number(round.id)
    if (round.phase === 'betting' && now >= Number(round.betting_ends_at)) {
      // The bets that arrived in the window are placed before the flight starts; the round is held until then,
      // so the bets arriving meanwhile are refused from memory.
      try {
        await bets.drain()
        if (await startFlight(ctx, id, now, settings.maxLossPerRound)) announce(id)
      } finally {
        forget()
      }
      return
    }
    if (round.phase === 'flying') {
      const crashAt = crashTimeOf(round)!
      const reached = multiplierAt(now - Number(round.flight_started_at))
      const crashed = now >= crashAt
      if (crashed || exits.some((exit) => exit <= reached)) {
        // The round row does not change in flight: only the crash makes it worth reading again, once settled (the
        // cash-outs arriving while the crash settles are refused from the round held). Exits noted while the
        // settling runs stay for the next tick.
        // The cash-outs asked before the crash by the server's clock are recorded before its settling.
        if (crashed) await desk.drain()
        const due = exits.filter((exit) => exit <= reached)
        exits = exits.filter((exit) => exit > reached)
        const changes = await advanceFlight(ctx, id, now)
          .catch((error: unknown) => {
            exits.push(...due)
            throw error
          })
          .finally(() => {
            if (crashed) forget()
          })
        for (const change of changes) ctx.bus.emit('crash', change)
      }
    }
  }

  // The multiplier is pushed from the round held in memory, on its own rhythm: a settling in progress (a batch of
  // cash-outs, the crash) does not hold the pushes back.
  const pushTick = () => {
    const now = engine.now()
    if (round?.phase !== 'flying' || now - lastTickPush < settings.tickPushMs) return
    const crashAt = crashTimeOf(round)
    if (crashAt === null || now >= crashAt) return
    lastTickPush = now
    const reached = multiplierAt(now - Number(round.flight_started_at))
    ctx.bus.emit('crash', { kind: 'tick', roundId: Number(round.id), multiplier: reached, at: now })
  }

  const tick = () => {
    // A node that was not driving may hold a round another node has moved on since.
    if (!leadership.isLeader()) forget()
    if (!stopped && leadership.isLeader()) pushTick()
    if (stopped || running || !leadership.isLeader()) return
    running = advance()
      .catch((error: unknown) => ctx.log.error({ err: error }, 'crash round failed'))
      .finally(() => {
        running = null
      })
  }
  let timer: NodeJS.Timeout | null = setInterval(tick, settings.tickMs)
  timer.unref()

  const refusal: CrashEngine['refusal'] = (action, now) => {
    // Only the driving node's round is current: it alone opens the next one, after forgetting this one.
    if (!round || !leadership.isLeader()) return null
    const id = Number(round.id)
    if (action.kind === 'bet') {
      if (round.phase === 'betting') return now >= Number(round.betting_ends_at) ? 'betsClosed' : null
      if (round.phase === 'flying') return 'betsClosed'
      return now < Number(round.crashed_at) + settings.pauseMs ? 'betsClosed' : null
    }
    // One round is live at a time: an older one has crashed.
    if (action.roundId < id) return 'crashed'
    if (action.roundId > id) return null
    if (round.phase === 'crashed') return 'crashed'
    const crashAt = crashTimeOf(round)
    return crashAt !== null && now >= crashAt ? 'crashed' : null
  }

  const engine: CrashEngine = {
    settings,
    now: () => Date.now(),
    advance,
    refusal,
    placeBet: (session, request, now) => bets.place(session, request, now),
    async cashOut(session, roundId, now) {
      // The driving node's copy of the flying round (its row does not change in flight), else the desk reads it.
      const held = leadership.isLeader() && round?.phase === 'flying' && Number(round.id) === roundId
      const cashedOut = await desk.cashOut(session, roundId, now, held ? round : null)
      if (round?.phase === 'flying' && Number(round.id) === roundId) exits.push(cashedOut.exit)
      return cashedOut
    },
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
  // On the root instance whichever plugin starts it: the engine is the server's, not one feature's.
  ctx.app.decorate('crashEngine', engine)
  return engine
}

/** The exits (hundredths) still to come in a flying round: decided cash-outs, auto cash-outs and caps. */
async function automaticExits(q: Queryable, round: CrashRoundRow): Promise<number[]> {
  const bets = await openExitsOf(q, Number(round.id))
  return bets.map((bet) => exitOf(bet, round)).filter((exit) => exit < round.crash_point)
}
