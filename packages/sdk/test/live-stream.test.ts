import type { Socket } from 'socket.io'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Sportsbook } from '../src'
import { toBetPick } from '../src/bet-slip/bet-pick'
import { emptyBetSlip } from '../src/bet-slip/bet-slip-empty'
import { betSlipReducer } from '../src/bet-slip/bet-slip-state'
import { createLiveOddsStore } from '../src/live-odds'
import type { IncidentPush, SubscribeRequest } from '../src/protocol'
import { footballMatch, type MatchSocketServer, startMatchSocketServer } from './support/match-socket-server'
import { useTestBackend } from './support/test-backend'

/** Timers the test moves by hand: the heartbeat watch's only clock. */
function manualTimers() {
  let time = 0
  const timers = new Map<number, { at: number; work: () => void }>()
  let next = 1
  return {
    now: () => time,
    setTimer(work: () => void, ms: number) {
      const id = next++
      timers.set(id, { at: time + ms, work })
      return id
    },
    clearTimer(id: unknown) {
      timers.delete(id as number)
    },
    advance(ms: number) {
      time += ms
      for (const [id, timer] of [...timers]) {
        if (timer.at > time) continue
        timers.delete(id)
        timer.work()
      }
    },
  }
}

describe('the odds stream heartbeat (PROTOCOL.md section 12)', () => {
  it('two missed heartbeats make the prices stale and ask for a re-read; the next heartbeat makes them current', () => {
    const clock = manualTimers()
    const store = createLiveOddsStore(clock)
    store.seed([footballMatch(1, { seq: 3 }), footballMatch(2, { seq: 5 })])
    const streams: string[] = []
    const reReads: number[][] = []
    store.subscribeStream((stream) => streams.push(stream.status))
    store.onStale((ids) => reReads.push(ids))

    expect(store.getStream().status).toBe('waiting')
    store.receive('heartbeat', { at: 1, seq: 5 })
    expect(store.getStream()).toEqual({ status: 'current', heartbeatAt: 0 })
    clock.advance(5_000)
    store.receive('heartbeat', { at: 2, seq: 5 })
    // One heartbeat missed (10 s since the last) is not yet stale.
    clock.advance(10_000)
    expect(store.getStream().status).toBe('current')
    clock.advance(2_500)
    expect(store.getStream().status).toBe('stale')
    expect(reReads).toEqual([[1, 2]])
    store.receive('heartbeat', { at: 3, seq: 6 })
    expect(store.getStream()).toEqual({ status: 'current', heartbeatAt: 17_500 })
    expect(streams).toEqual(['current', 'stale', 'current'])
  })

  it('a server that sends no heartbeat never makes the prices stale', () => {
    const clock = manualTimers()
    const store = createLiveOddsStore(clock)
    store.seed([footballMatch(1, { seq: 3 })])
    store.receive('connect')
    clock.advance(60_000)
    expect(store.getStream().status).toBe('waiting')
  })

  it('the bet slip refuses to place on stale prices, with the reason, and places again once current', () => {
    const pick = toBetPick(footballMatch(1), 11)!
    let state = betSlipReducer(emptyBetSlip, {
      type: 'accountChanged',
      account: { member: true, currencyCode: 'USD', available: '100.00' },
    })
    state = betSlipReducer(state, { type: 'added', pick })
    state = betSlipReducer(state, { type: 'stakeSet', bet: 11, stake: '5' })
    expect(state.canPlace).toBe(true)
    state = betSlipReducer(state, { type: 'streamChanged', stale: true })
    expect(state.issues).toContainEqual({ code: 'stalePrices' })
    expect(state.canPlace).toBe(false)
    state = betSlipReducer(state, { type: 'streamChanged', stale: false })
    expect(state.issues).toEqual([])
    expect(state.canPlace).toBe(true)
  })
})

describe('resume, snapshot and incidents over the match socket', () => {
  const env = useTestBackend()
  let sockets: MatchSocketServer
  let sb: Sportsbook

  beforeEach(async () => {
    sockets = await startMatchSocketServer()
    sb = env.open({ socketUrl: sockets.url })
  })
  afterEach(() => sockets.close())

  async function connect(): Promise<{ socket: Socket; subscribed: Promise<SubscribeRequest> }> {
    const connected = sockets.nextConnection()
    await sb.sockets.match.connect()
    const socket = await connected
    return { socket, subscribed: new Promise((resolve) => socket.once('subscribe', resolve)) }
  }

  it('a reconnect resubscribes with the lowest seq shown, and a snapshot replaces its match', async () => {
    sb.liveOdds.seed([footballMatch(1, { seq: 10 }), footballMatch(2, { seq: 4 })])
    await sb.liveOdds.load()
    sb.sockets.match.subscribe([1, 2])
    const subscribes: SubscribeRequest[] = []
    sockets.io.on('connection', (client) => client.on('subscribe', (payload) => subscribes.push(payload)))
    const first = sockets.nextConnection()
    await sb.sockets.match.connect()
    const socket = await first
    await vi.waitFor(() => expect(subscribes).toHaveLength(1))
    const again = sockets.nextConnection()
    socket.conn.close()
    const resumed = await again
    await vi.waitFor(() => expect(subscribes).toHaveLength(2))
    const subscribe = subscribes[1]
    expect(subscribe).toEqual({ matchIds: [1, 2], sinceSeq: 4 })

    resumed.emit('snapshot', {
      seq: 30,
      matchId: 2,
      match: footballMatch(2, { seq: 30, odds: ['3.00', '3.10', '2.20'], status: 'live' }),
    })
    await vi.waitFor(() => expect(sb.liveOdds.getSelection(21)?.odds).toBe('3.00'))
    expect(sb.liveOdds.getMatch(2)?.status).toBe('live')
  })

  it('heartbeats make the stream current and incidents reach the match centre', async () => {
    sb.liveOdds.seed([footballMatch(1, { seq: 10, status: 'live' })])
    await sb.liveOdds.load()
    const { socket } = await connect()
    const incidents: IncidentPush[] = []
    sb.liveOdds.subscribeIncidents(1, (incident) => incidents.push(incident))
    socket.emit('heartbeat', { at: Date.now(), seq: 10 })
    await vi.waitFor(() => expect(sb.liveOdds.getStream().status).toBe('current'))
    const goal: IncidentPush = {
      matchId: 1,
      seq: 11,
      minute: 23,
      type: 'goal',
      side: 'home',
      score: { home: 1, away: 0 },
    }
    socket.emit('incident', goal)
    await vi.waitFor(() => expect(incidents).toEqual([goal]))
  })
})
