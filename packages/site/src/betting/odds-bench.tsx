import { useLingui } from '@lingui/react'
import type { Market, Match, OddsUpdate, Selection } from '@sportsbook/sdk/protocol'
import { bettingMessages, LiveMatchRow, MatchList, useSportsbook } from '@sportsbook/ui'
import { useSearch } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'

/**
 * The odds benchmark's page, `#/index?bench=<matches>&rate=<updates per second>&batch=<updates per message>`:
 * the home page's live rows (the production components) over generated matches, fed by a generator that calls
 * `sb.liveOdds.receive('odds', batch)` as the match socket would, with no server: every message due by the clock
 * arrives, a busy page gets them queued, one task each. Defaults: 72 football matches
 * (504 selections, 7 each), 2,000 updates a second in messages of 50. `run=0` waits for
 * `window.__oddsBench.start()`. The page publishes its counters on `window.__oddsBench`.
 */
export interface OddsBenchHandle {
  matches: number
  selections: number
  rate: number
  batch: number
  /** Updates sent so far. */
  sent: number
  running: boolean
  start(): void
  stop(): void
}

declare global {
  interface Window {
    __oddsBench?: OddsBenchHandle
  }
}

const number = (value: unknown, fallback: number, min: number, max: number) => {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= min ? Math.min(max, Math.floor(parsed)) : fallback
}

/** A deterministic xorshift: the same page gets the same matches and the same feed. */
function random(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 0x100000000
  }
}

const odds = (value: number) => Math.min(50, Math.max(1.01, value)).toFixed(2)

export function benchMatches(count: number): Match[] {
  const next = random(7)
  const now = Date.now()
  return Array.from({ length: count }, (_, index): Match => {
    const id = 9_000_001 + index
    const league = 1 + (index % 6)
    let selectionId = id * 10
    const market = (
      marketIndex: number,
      type: Market['type'],
      line: string | null,
      names: Selection['name'][],
    ): Market => {
      const marketId = id * 10 + marketIndex
      return {
        id: marketId,
        matchId: id,
        type,
        line,
        main: true,
        status: 'open',
        selections: names.map((name) => ({
          id: selectionId++,
          marketId,
          name,
          odds: odds(1.3 + next() * 4),
          status: 'open',
          result: null,
        })),
      }
    }
    const live = index % 3 === 0
    return {
      id,
      sportType: 1,
      league: { id: league, name: `Bench League ${league}` },
      home: { id: id * 2, name: `Home ${index + 1}`, shortName: `H${index + 1}` },
      away: { id: id * 2 + 1, name: `Away ${index + 1}`, shortName: `A${index + 1}` },
      startTime: now + (live ? -1_800_000 : 3_600_000 * (1 + (index % 12))),
      status: live ? 'live' : 'upcoming',
      score: { home: index % 3, away: index % 2 },
      clock: live ? { period: '1H', seconds: 1800, running: false, at: now } : null,
      markets: [
        market(1, '1x2', null, ['home', 'draw', 'away']),
        market(2, 'handicap', '-0.5', ['home', 'away']),
        market(3, 'total', '2.5', ['over', 'under']),
      ],
      marketCount: 3,
      seq: 0,
      favorite: false,
      hot: false,
      hasStream: false,
    }
  })
}

export default function OddsBench() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const count = number(search.bench, 72, 2, 2000)
  const rate = number(search.rate, 2000, 0, 100_000)
  const batch = number(search.batch, 50, 1, 5000)
  const autorun = search.run !== 0 && search.run !== '0'
  const matches = useMemo(() => benchMatches(count), [count])

  useEffect(() => {
    const live = sportsbook.liveOdds
    live.seed(matches)
    const selections = matches.flatMap((match) =>
      match.markets.flatMap((market) => market.selections.map((selection) => ({ match, market, selection }))),
    )
    const prices = new Map(selections.map(({ selection }) => [selection.id, Number(selection.odds)]))
    const seqs = new Map(matches.map((match) => [match.id, 0]))
    const next = random(11)
    let timer: ReturnType<typeof setInterval> | null = null
    // A socket hands over what the server sent while the page was busy, one message event (one task) each: the
    // clock says how many messages are due, and each goes through a message port as a task of its own. A timer
    // alone would skip the messages a busy page had no time for, and so measure less than the rate asked.
    const messages = new MessageChannel()
    let startedAt = 0
    let posted = 0
    const tick = () => {
      const due = Math.floor(((performance.now() - startedAt) * rate) / 1000 / batch)
      for (; posted < due; posted++) messages.port2.postMessage(null)
    }
    messages.port1.onmessage = () => {
      if (handle.running) send()
    }
    const handle: OddsBenchHandle = {
      matches: matches.length,
      selections: selections.length,
      rate,
      batch,
      sent: 0,
      running: false,
      start() {
        if (timer || rate === 0) return
        handle.running = true
        startedAt = performance.now()
        posted = 0
        timer = setInterval(tick, (1000 * batch) / rate)
      },
      stop() {
        if (timer) clearInterval(timer)
        timer = null
        handle.running = false
      },
    }
    function send() {
      const updates: OddsUpdate[] = []
      for (let index = 0; index < batch; index++) {
        const pick = selections[Math.floor(next() * selections.length)]
        if (!pick) continue
        const { match, market, selection } = pick
        const seq = (seqs.get(match.id) ?? 0) + 1
        seqs.set(match.id, seq)
        const price =
          (prices.get(selection.id) ?? 2) + (next() < 0.5 ? -1 : 1) * (0.01 + Math.floor(next() * 5) / 100)
        prices.set(selection.id, Math.min(20, Math.max(1.05, price)))
        updates.push({
          seq,
          matchId: match.id,
          marketId: market.id,
          selectionId: selection.id,
          odds: odds(prices.get(selection.id)!),
          // A few prices suspend for a moment, as on a goal.
          status: next() < 0.01 ? 'suspended' : 'open',
        })
      }
      live.receive('odds', updates)
      handle.sent += updates.length
    }
    window.__oddsBench = handle
    if (autorun) handle.start()
    return () => {
      handle.stop()
      messages.port1.close()
      live.forget(matches.map((match) => match.id))
      if (window.__oddsBench === handle) delete window.__oddsBench
    }
  }, [sportsbook, matches, rate, batch, autorun])

  return (
    <div className="sb-betting">
      <div className="sb-betting__main" data-bench-matches={count} data-bench-rate={rate}>
        <MatchList
          label={i18n._(bettingMessages.benchTitle)}
          matches={matches}
          status="ready"
          renderRow={(match) => <LiveMatchRow match={match} />}
        />
      </div>
    </div>
  )
}
