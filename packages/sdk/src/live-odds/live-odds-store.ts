import type { Heartbeat, IncidentPush, MatchSnapshot } from '../protocol/schemas/match-centre-shapes'
import type { Match, OddsUpdate, ScoreUpdate, StatusUpdate } from '../protocol/schemas/match-shapes'
import { createSeqGate } from '../sockets/seq-gate'
import { createHeartbeatWatch, type HeartbeatWatchOptions } from './heartbeat-watch'
import type { LiveMatch, LiveOddsChanges, LiveOddsStore, LiveSelection, LiveStream } from './live-odds-types'

type Listener<T> = (value: T) => void

/** Runs every listener even when one throws; the error still surfaces, later. */
function callEach<T>(listeners: Set<Listener<T>> | undefined, value: T): void {
  if (!listeners) return
  for (const listener of listeners) {
    try {
      listener(value)
    } catch (error) {
      queueMicrotask(() => {
        throw error
      })
    }
  }
}

function addTo<K, T>(map: Map<K, Set<Listener<T>>>, key: K, listener: Listener<T>): () => void {
  let set = map.get(key)
  if (!set) {
    set = new Set()
    map.set(key, set)
  }
  set.add(listener)
  return () => {
    set.delete(listener)
    if (set.size === 0 && map.get(key) === set) map.delete(key)
  }
}

/**
 * The live prices of every selection shown, from the match socket. Built for a busy feed (thousands of updates a
 * second over hundreds of selections): an update costs a few map operations and one small object, never work
 * over the whole store, and listeners hear once per socket batch, not once per update.
 */
export function createLiveOddsStore(
  options: { now?: () => number } & Omit<HeartbeatWatchOptions, 'now' | 'onChange'> = {},
): LiveOddsStore {
  const now = options.now ?? Date.now
  const gate = createSeqGate()
  const selections = new Map<number, LiveSelection>()
  const matches = new Map<number, LiveMatch>()
  const selectionListeners = new Map<number, Set<Listener<LiveSelection>>>()
  const matchListeners = new Map<number, Set<Listener<LiveMatch>>>()
  const batchListeners = new Set<Listener<LiveOddsChanges>>()
  const staleListeners = new Set<Listener<number[]>>()
  const streamListeners = new Set<Listener<LiveStream>>()
  const incidentListeners = new Map<number, Set<Listener<IncidentPush>>>()
  // Two missed heartbeats make the prices stale: what is shown is read again.
  const watch = createHeartbeatWatch({
    ...options,
    now,
    onChange(stream) {
      callEach(streamListeners, stream)
      if (stream.status === 'stale') askReRead()
    },
  })
  // Reused between batches: what the batch being applied changed, by id (a selection moved twice is told once).
  const changedSelections = new Map<number, LiveSelection>()
  const changedMatches = new Map<number, LiveMatch>()
  // The seq each entry comes from, apart from the entries so that a seq alone never makes a new object.
  const selectionSeqs = new Map<number, number>()
  const matchSeqs = new Map<number, number>()

  function setSelection(
    update: Pick<LiveSelection, 'matchId' | 'marketId' | 'selectionId' | 'odds' | 'status'>,
    seq: number,
    at: number,
  ): void {
    selectionSeqs.set(update.selectionId, seq)
    const previous = selections.get(update.selectionId)
    if (previous && previous.odds === update.odds && previous.status === update.status) return
    // Odds are two-decimal strings; as numbers they order exactly, and this is the hot path: each parsed once.
    const odds = Number(update.odds)
    const before = previous === undefined ? odds : Number(previous.odds)
    const moved = previous !== undefined && before !== odds
    const next: LiveSelection = {
      matchId: update.matchId,
      marketId: update.marketId,
      selectionId: update.selectionId,
      odds: update.odds,
      status: update.status,
      direction: moved ? (odds > before ? 'up' : 'down') : (previous?.direction ?? null),
      previousOdds: moved ? previous.odds : (previous?.previousOdds ?? null),
      changedAt: moved ? at : (previous?.changedAt ?? 0),
    }
    selections.set(update.selectionId, next)
    changedSelections.set(update.selectionId, next)
  }

  function setMatch(matchId: number, change: Partial<Omit<LiveMatch, 'matchId'>>, seq: number): void {
    matchSeqs.set(matchId, seq)
    const previous = matches.get(matchId)
    const next: LiveMatch = {
      matchId,
      status: null,
      score: null,
      clock: null,
      startTime: null,
      ...previous,
      ...change,
    }
    matches.set(matchId, next)
    changedMatches.set(matchId, next)
  }

  function flush(): void {
    if (changedSelections.size === 0 && changedMatches.size === 0) return
    const changes: LiveOddsChanges | null =
      batchListeners.size > 0
        ? { selections: [...changedSelections.values()], matches: [...changedMatches.values()] }
        : null
    const touchedSelections = selectionListeners.size > 0 ? [...changedSelections.values()] : []
    const touchedMatches = matchListeners.size > 0 ? [...changedMatches.values()] : []
    changedSelections.clear()
    changedMatches.clear()
    for (const selection of touchedSelections)
      callEach(selectionListeners.get(selection.selectionId), selection)
    for (const match of touchedMatches) callEach(matchListeners.get(match.matchId), match)
    if (changes) callEach(batchListeners, changes)
  }

  function applyOdds(batch: readonly OddsUpdate[]): void {
    const at = now()
    for (const update of batch) if (gate.accept(update)) setSelection(update, update.seq, at)
  }

  function applyScore(update: ScoreUpdate): void {
    if (gate.accept(update))
      setMatch(update.matchId, { score: update.score, clock: update.clock }, update.seq)
  }

  function applyStatus(update: StatusUpdate): void {
    if (gate.accept(update)) setMatch(update.matchId, { status: update.status }, update.seq)
  }

  function shownMatchIds(): number[] {
    const shown = new Set<number>(matches.keys())
    for (const selection of selections.values()) shown.add(selection.matchId)
    return [...shown]
  }

  function askReRead(): void {
    const shown = shownMatchIds()
    if (shown.length > 0) callEach(staleListeners, shown)
  }

  function seedOne(match: Match, seq: number, at: number): void {
    gate.mark(match.id, seq)
    if ((matchSeqs.get(match.id) ?? -1) <= seq) {
      const { status, score, clock, startTime } = match
      setMatch(match.id, { status, score, clock, startTime }, seq)
    }
    for (const market of match.markets) {
      for (const selection of market.selections) {
        if ((selectionSeqs.get(selection.id) ?? -1) > seq) continue
        setSelection(
          {
            matchId: match.id,
            marketId: market.id,
            selectionId: selection.id,
            odds: selection.odds,
            // A market closed as a whole closes its selections too.
            status: market.status === 'open' ? selection.status : market.status,
          },
          seq,
          at,
        )
      }
    }
  }

  /** A snapshot replaces what the store shows of its match: the updates before it are gone from the server. */
  function applySnapshot(snapshot: MatchSnapshot): void {
    if (!snapshot?.match) return
    seedOne(snapshot.match, snapshot.seq, now())
  }

  // Where the next resubscribe resumes when the gate was emptied by a reconnect and nothing was read since.
  let resumeFrom: number | undefined

  function reconnected(): void {
    watch.reconnected()
    const shown = shownMatchIds()
    if (shown.length === 0) return
    resumeFrom = gate.lowest() ?? resumeFrom
    // What the store holds may be older than the socket's new pushes, or from a server whose seq restarted:
    // the next read (seed) replaces it whatever its seq, and the gate starts again.
    gate.reset()
    selectionSeqs.clear()
    matchSeqs.clear()
    callEach(staleListeners, shown)
  }

  return {
    getSelection: (selectionId) => selections.get(selectionId),
    subscribeSelection: (selectionId, listener) => addTo(selectionListeners, selectionId, listener),
    getMatch: (matchId) => matches.get(matchId),
    subscribeMatch: (matchId, listener) => addTo(matchListeners, matchId, listener),
    subscribe(listener) {
      batchListeners.add(listener)
      return () => {
        batchListeners.delete(listener)
      }
    },
    onStale(listener) {
      staleListeners.add(listener)
      return () => {
        staleListeners.delete(listener)
      }
    },
    seed(list) {
      const at = now()
      for (const match of list) seedOne(match, match.seq, at)
      flush()
    },
    receive(event, payload) {
      if (event === 'connect') reconnected()
      else if (event === 'odds')
        applyOdds(Array.isArray(payload) ? payload : [payload as unknown as OddsUpdate])
      else if (event === 'score') applyScore(payload as ScoreUpdate)
      else if (event === 'match') applyStatus(payload as StatusUpdate)
      else if (event === 'heartbeat') watch.beat(payload as Heartbeat)
      else if (event === 'snapshot') applySnapshot(payload as MatchSnapshot)
      else if (event === 'incident') {
        const incident = payload as IncidentPush
        if (incident) callEach(incidentListeners.get(incident.matchId), incident)
      }
      flush()
    },
    getStream: watch.getState,
    subscribeStream(listener) {
      streamListeners.add(listener)
      return () => {
        streamListeners.delete(listener)
      }
    },
    subscribeIncidents: (matchId, listener) => addTo(incidentListeners, matchId, listener),
    resumeSeq: () => gate.lowest() ?? resumeFrom,
    load: () => Promise.resolve(),
    forget(matchIds) {
      const gone = new Set(matchIds)
      for (const [id, selection] of selections) {
        if (!gone.has(selection.matchId)) continue
        selections.delete(id)
        selectionSeqs.delete(id)
      }
      for (const id of gone) {
        matches.delete(id)
        matchSeqs.delete(id)
        gate.reset(id)
      }
    },
  }
}
