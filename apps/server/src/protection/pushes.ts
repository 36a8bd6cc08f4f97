import { periodMs } from '@sportsbook/sdk/protocol'
import type { Server } from 'socket.io'
import type { ServerContext } from '../context'
import { sessionOf } from '../sockets/handshake'
import { protectionClock } from './clock'
import { firstBreach, sessionLiftTime, sessionMinutes } from './limit-rules'
import { latestLoginOf, realityDueAt } from './reality-check'
import { realityCheckOf } from './reality-service'
import { limitsOf } from './state'
import { activitySpansOf, touchActivity } from './usage'

/** How often a node looks at the members connected to it (ms): a reality check is late by at most this. */
export const protectionTickMs = 30_000

export interface ProtectionPushes {
  /** Looks now: counts connected sessions as signed in, pushes due reality checks and used-up session limits. */
  tick(): Promise<void>
  stop(): void
}

const watchers = new WeakMap<ServerContext, ProtectionPushes>()

/** The pushes of a server's main socket (tests tick them by hand after moving the protection clock). */
export function protectionPushesOf(ctx: ServerContext): ProtectionPushes | undefined {
  return watchers.get(ctx)
}

interface WatchedRow {
  member_id: number | string
  currency_code: string
  reality_check_minutes: number
  reality_acked_at: number | string | null
  reality_pushed_at: number | string | null
  session_limit_pushed_until: number | string | null
  session_limited: boolean
}

/**
 * The main socket's protection pushes (PROTOCOL.md section 11), for the members connected to this node: a
 * connected main socket is signed-in time; `realityCheck` when a check is due (once per check, whichever node
 * marks it first), `protection { reason: "sessionLimit", until }` when a session limit runs out (once per
 * exhaustion).
 */
export function watchProtection(
  io: Server,
  ctx: ServerContext,
  everyMs = protectionTickMs,
): ProtectionPushes {
  let running: Promise<void> = Promise.resolve()
  const look = async () => {
    const sessions = new Map<number, Set<number>>()
    for (const socket of io.sockets.sockets.values()) {
      const { memberId, sessionId } = sessionOf(socket)
      if (!sessions.has(memberId)) sessions.set(memberId, new Set())
      sessions.get(memberId)!.add(sessionId)
    }
    if (sessions.size === 0) return
    const rows = await ctx.db.query<WatchedRow>(
      `SELECT p.member_id, m.currency_code, p.reality_check_minutes, p.reality_acked_at, p.reality_pushed_at,
         p.session_limit_pushed_until,
         EXISTS (SELECT 1 FROM protection_limits l WHERE l.member_id = p.member_id AND l.kind = 'session')
           AS session_limited
       FROM member_protection p JOIN members m ON m.id = p.member_id
       WHERE p.member_id = ANY($1::bigint[])`,
      [[...sessions.keys()]],
    )
    const now = protectionClock.now()
    for (const row of rows) {
      const memberId = Number(row.member_id)
      for (const sessionId of sessions.get(memberId) ?? [])
        await touchActivity(ctx.db, memberId, sessionId, now)
      await pushRealityCheck(ctx, row, memberId, now)
      if (row.session_limited) await pushSessionLimit(ctx, row, memberId, now)
    }
  }
  const pushes: ProtectionPushes = {
    tick() {
      running = running.catch(() => undefined).then(look)
      return running
    },
    stop() {
      clearInterval(timer)
      watchers.delete(ctx)
    },
  }
  const timer = setInterval(() => {
    pushes.tick().catch((error: unknown) => ctx.log.error({ err: error }, 'protection pushes failed'))
  }, everyMs)
  timer.unref()
  watchers.set(ctx, pushes)
  return pushes
}

const msOrNull = (value: number | string | null) => (value === null ? null : Number(value))

async function pushRealityCheck(ctx: ServerContext, row: WatchedRow, memberId: number, now: number) {
  const login = await latestLoginOf(ctx.db, memberId)
  const due = realityDueAt(
    {
      realityCheckMinutes: Number(row.reality_check_minutes),
      realityAckedAt: msOrNull(row.reality_acked_at),
    },
    login,
  )
  const pushed = msOrNull(row.reality_pushed_at)
  if (due === null || login === null || due > now || (pushed !== null && pushed >= due)) return
  const marked = await ctx.db.query(
    `UPDATE member_protection SET reality_pushed_at = $2
     WHERE member_id = $1 AND (reality_pushed_at IS NULL OR reality_pushed_at < $3) RETURNING member_id`,
    [memberId, now, due],
  )
  if (marked.length === 0) return
  const currency = await ctx.ledger.currencies.get(row.currency_code)
  if (!currency) return
  const payload = await realityCheckOf(ctx.db, { id: memberId }, currency, login, now)
  ctx.bus.emit('protection', { memberId, event: 'realityCheck', payload })
}

async function pushSessionLimit(ctx: ServerContext, row: WatchedRow, memberId: number, now: number) {
  const pushedUntil = msOrNull(row.session_limit_pushed_until)
  if (pushedUntil !== null && pushedUntil > now) return
  const limits = (await limitsOf(ctx.db, memberId)).filter((limit) => limit.kind === 'session')
  if (limits.length === 0) return
  const spans = await activitySpansOf(
    ctx.db,
    memberId,
    now - Math.max(...limits.map((l) => periodMs[l.period])),
  )
  const breach = firstBreach(
    limits.map((limit) => ({
      kind: 'session' as const,
      period: limit.period,
      amount: BigInt(Math.floor(Number(limit.amount))),
      used: sessionMinutes(spans, limit.period, now),
    })),
    0n,
  )
  if (!breach) return
  const until = sessionLiftTime(spans, breach.period, breach.amount, now)
  await ctx.db.query('UPDATE member_protection SET session_limit_pushed_until = $2 WHERE member_id = $1', [
    memberId,
    until,
  ])
  ctx.bus.emit('protection', { memberId, event: 'protection', payload: { reason: 'sessionLimit', until } })
}
