import type { Socket } from 'socket.io'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSportsbook, type LiveSelection, memoryStorage, type Sportsbook } from '../src'
import { createLiveOddsStore } from '../src/live-odds'
import type { OddsUpdate } from '../src/protocol'
import { footballMatch, type MatchSocketServer, startMatchSocketServer } from './support/match-socket-server'
import { useTestBackend } from './support/test-backend'

const env = useTestBackend()
let sockets: MatchSocketServer
let sb: Sportsbook

beforeEach(async () => {
  sockets = await startMatchSocketServer()
  sb = env.open({ socketUrl: sockets.url, brand: { channel: 'brand-800002' } })
})
afterEach(() => sockets.close())

async function connect(): Promise<Socket> {
  const connected = sockets.nextConnection()
  await sb.sockets.match.connect()
  return connected
}

const update = (selectionId: number, odds: string, seq: number, status: OddsUpdate['status'] = 'open') => ({
  seq,
  matchId: Math.floor(selectionId / 10),
  marketId: Math.floor(selectionId / 10) * 10,
  selectionId,
  odds,
  status,
})

describe('live odds over the match socket', () => {
  it('seeds from a match answer, then follows odds batches; one call per changed selection per batch', async () => {
    sb.liveOdds.seed([footballMatch(1, { seq: 10 })])
    await sb.liveOdds.load()
    expect(sb.liveOdds.getSelection(11)).toMatchObject({ odds: '1.95', status: 'open', direction: null })
    expect(sb.liveOdds.getMatch(1)).toMatchObject({ status: 'upcoming', score: { home: 0, away: 0 } })

    const heard: Record<number, LiveSelection[]> = { 11: [], 12: [], 13: [] }
    for (const id of [11, 12, 13]) sb.liveOdds.subscribeSelection(id, (entry) => heard[id]!.push(entry))
    const batches: number[] = []
    sb.liveOdds.subscribe((changes) => batches.push(changes.selections.length))

    const socket = await connect()
    socket.emit('odds', [update(11, '2.00', 11), update(11, '2.05', 11), update(12, '3.40', 11)])
    await vi.waitFor(() => expect(batches).toHaveLength(1))
    // 11 moved twice in the batch: told once, with the last price; 12 did not move: not told.
    expect(heard[11]!.map((entry) => entry.odds)).toEqual(['2.05'])
    expect(heard[12]).toEqual([])
    expect(heard[13]).toEqual([])
    expect(batches).toEqual([1])
    expect(sb.liveOdds.getSelection(11)).toMatchObject({
      odds: '2.05',
      direction: 'up',
      previousOdds: '2.00',
    })
  })

  it('drops pushes older than what it shows, and a read older than a push keeps the push', async () => {
    const socket = await connect()
    socket.emit('odds', [update(11, '2.10', 20)])
    await vi.waitFor(() => expect(sb.liveOdds.getSelection(11)?.odds).toBe('2.10'))
    socket.emit('odds', [update(11, '1.50', 19)])
    socket.emit('score', { seq: 18, matchId: 1, score: { home: 5, away: 5 }, clock: null })
    socket.emit('odds', [update(12, '3.30', 20)])
    await vi.waitFor(() => expect(sb.liveOdds.getSelection(12)?.odds).toBe('3.30'))
    expect(sb.liveOdds.getSelection(11)?.odds).toBe('2.10')
    expect(sb.liveOdds.getMatch(1)?.score).toBeUndefined()

    // A match read at seq 15 (older than the pushes): the pushed selections keep the pushed odds, the others
    // take the read.
    sb.liveOdds.seed([footballMatch(1, { seq: 15, odds: ['1.70', '3.00', '5.00'] })])
    expect(sb.liveOdds.getSelection(11)?.odds).toBe('2.10')
    expect(sb.liveOdds.getSelection(13)?.odds).toBe('5.00')
    // The read marks the gate: a push older than it is dropped.
    socket.emit('odds', [update(13, '9.00', 14), update(14, '2.20', 21)])
    await vi.waitFor(() => expect(sb.liveOdds.getSelection(14)?.odds).toBe('2.20'))
    expect(sb.liveOdds.getSelection(13)?.odds).toBe('5.00')
  })

  it('marks which way the odds went and keeps it through a status change', async () => {
    let now = 1000
    const store = createLiveOddsStore({ now: () => now })
    store.receive('odds', [update(11, '2.00', 1)])
    expect(store.getSelection(11)).toMatchObject({ direction: null, previousOdds: null, changedAt: 0 })
    now = 2000
    store.receive('odds', [update(11, '1.90', 2)])
    expect(store.getSelection(11)).toMatchObject({ direction: 'down', previousOdds: '2.00', changedAt: 2000 })
    now = 3000
    store.receive('odds', [update(11, '1.90', 3, 'suspended')])
    expect(store.getSelection(11)).toMatchObject({ status: 'suspended', direction: 'down', changedAt: 2000 })
    store.receive('odds', [update(11, '1.95', 4, 'open')])
    expect(store.getSelection(11)).toMatchObject({ direction: 'up', previousOdds: '1.90', changedAt: 3000 })
    // The same odds again: nothing changed, the same object stays (an atom does not re-render).
    const same = store.getSelection(11)
    store.receive('odds', [update(11, '1.95', 5, 'open')])
    expect(store.getSelection(11)).toBe(same)
  })

  it('takes score, clock and status pushes per match', async () => {
    sb.liveOdds.seed([footballMatch(1, { seq: 1 })])
    const heard: unknown[] = []
    sb.liveOdds.subscribeMatch(1, (match) => heard.push(match.status))
    const socket = await connect()
    socket.emit('match', { seq: 2, matchId: 1, status: 'live' })
    const clock = { period: '1H', seconds: 60, running: true, at: 5 }
    socket.emit('score', { seq: 3, matchId: 1, score: { home: 1, away: 0 }, clock })
    await vi.waitFor(() => expect(sb.liveOdds.getMatch(1)?.score).toEqual({ home: 1, away: 0 }))
    expect(sb.liveOdds.getMatch(1)).toMatchObject({ status: 'live', clock, startTime: 1_900_000_000_000 })
    expect(heard).toEqual(['live', 'live'])
  })

  it('after a reconnect asks to re-read what it shows, and takes the re-read whatever its seq', async () => {
    const stale: number[][] = []
    sb.liveOdds.onStale((matchIds) => stale.push(matchIds))
    const socket = await connect()
    // Nothing shown yet: nothing to re-read.
    await vi.waitFor(() => expect(sb.sockets.match.connected).toBe(true))
    expect(stale).toEqual([])
    sb.liveOdds.seed([footballMatch(1, { seq: 50 }), footballMatch(2, { seq: 7 })])

    const again = sockets.nextConnection()
    socket.conn.close()
    await again
    await vi.waitFor(() => expect(stale).toEqual([[1, 2]]))
    // The server restarted its sequence: the re-read (seq 3) replaces what the store showed (seq 50).
    sb.liveOdds.seed([footballMatch(1, { seq: 3, odds: ['1.60', '3.00', '6.00'] })])
    expect(sb.liveOdds.getSelection(11)?.odds).toBe('1.60')
    expect(sb.liveOdds.getSelection(11)?.direction).toBe('down')
  })

  it('a subscription made before the store loaded hears, and one cancelled before it loaded does not', async () => {
    const fresh = createSportsbook({
      baseUrl: env.backend.url,
      storage: memoryStorage(),
      sessionStorage: memoryStorage(),
      brand: { channel: 'brand-800002' },
    })
    const heard: string[] = []
    const cancelled: string[] = []
    fresh.liveOdds.subscribeSelection(11, (entry) => heard.push(entry.odds))
    fresh.liveOdds.subscribeSelection(11, (entry) => cancelled.push(entry.odds))()
    expect(fresh.liveOdds.getSelection(11)).toBeUndefined()
    fresh.liveOdds.seed([footballMatch(1)])
    await fresh.liveOdds.load()
    expect(heard).toEqual(['1.95'])
    expect(cancelled).toEqual([])
    fresh.dispose()
  })

  it('inspecting the lazily loaded object before and after it loads causes no error', async () => {
    expect(() => JSON.stringify({ odds: sb.liveOdds })).not.toThrow()
    expect(sb.liveOdds.getSelection(11)).toBeUndefined()
    await sb.liveOdds.load()
    expect(() => JSON.stringify({ odds: sb.liveOdds })).not.toThrow()
    expect((sb.liveOdds as unknown as Record<string, unknown>).then).toBeUndefined()
  })

  it('forgets matches a page no longer shows', () => {
    const store = createLiveOddsStore()
    store.seed([footballMatch(1, { seq: 9 }), footballMatch(2)])
    store.forget([1])
    expect(store.getSelection(11)).toBeUndefined()
    expect(store.getMatch(1)).toBeUndefined()
    expect(store.getSelection(21)?.odds).toBe('1.95')
    // Its gate is gone too: an older seq is taken again.
    store.receive('odds', [update(11, '2.00', 1)])
    expect(store.getSelection(11)?.odds).toBe('2.00')
  })
})

describe('a busy feed', () => {
  it('2,000 updates over 500 selections in one batch: each listener once, no work for others', () => {
    const store = createLiveOddsStore()
    const matches = Array.from({ length: 100 }, (_, index) => footballMatch(index + 1, { seq: 1 }))
    store.seed(matches)
    const ids = matches.flatMap((match) =>
      match.markets.flatMap((market) => market.selections.map((s) => s.id)),
    )
    expect(ids).toHaveLength(500)

    const calls = new Map<number, number>()
    for (const id of ids) store.subscribeSelection(id, () => calls.set(id, (calls.get(id) ?? 0) + 1))
    let batches = 0
    store.subscribe(() => {
      batches += 1
    })
    const batch = Array.from({ length: 2000 }, (_, index) => {
      const id = ids[index % 250]! // the first 250 selections move, four times each
      return update(id, (2 + (index % 7) / 100).toFixed(2), 2)
    })
    store.receive('odds', batch)
    expect(batches).toBe(1)
    expect([...calls.values()].every((count) => count === 1)).toBe(true)
    expect(calls.size).toBe(250)
  })

  it('a selection nobody listens to costs no listener call', () => {
    const store = createLiveOddsStore()
    let heard = 0
    store.subscribeSelection(999, () => {
      heard += 1
    })
    store.receive('odds', [update(11, '2.00', 1), update(12, '2.00', 1)])
    expect(heard).toBe(0)
  })
})
