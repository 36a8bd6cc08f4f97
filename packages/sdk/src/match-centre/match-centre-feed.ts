import type { Api } from '../api/create-api'
import type { LiveOddsStore } from '../live-odds/live-odds-types'
import type { IncidentPush, MatchCentre } from '../protocol/schemas/match-centre-shapes'

/** `sb.matchCentre`: the live match centre of the protocol, kept current. */
export interface MatchCentreFeed {
  /**
   * Reads `match/centre` and keeps it current for `listener`, which gets the centre at each change: an `incident`
   * push of the match socket adds its line at once (one older than the read is dropped), and the centre is read
   * again shortly after (statistics and momentum move with it), every `refreshMs` while watched, and when the
   * live stream went stale or reconnected. The page subscribes the match socket to the match
   * (`sb.sockets.match.subscribe`). Returns the function that stops watching.
   */
  watch(matchId: number, listener: (centre: MatchCentre) => void): () => void
}

export interface MatchCentreFeedOptions {
  api: Api
  liveOdds: LiveOddsStore
  /** How often a watched centre is read again (15 s). */
  refreshMs?: number
  /** How long after an incident the centre is read again (1 s): incidents of one moment share the read. */
  settleMs?: number
}

export function createMatchCentreFeed(options: MatchCentreFeedOptions): MatchCentreFeed {
  const { api, liveOdds } = options
  const refreshMs = options.refreshMs ?? 15_000
  const settleMs = options.settleMs ?? 1_000
  return {
    watch(matchId, listener) {
      let centre: MatchCentre | null = null
      let stopped = false
      let reading = false
      let again = false
      let settle: ReturnType<typeof setTimeout> | null = null

      const show = (next: MatchCentre) => {
        centre = next
        listener(next)
      }
      async function read(): Promise<void> {
        if (reading) {
          again = true
          return
        }
        reading = true
        try {
          const answer = await api.matches.centre({ matchId })
          // Incidents pushed while the read travelled and newer than it stay.
          const kept = centre?.incidents.filter((line) => line.seq > answer.seq) ?? []
          if (!stopped) show({ ...answer, incidents: [...answer.incidents, ...kept] })
        } catch {
          // The next push, tick or reconnect reads it again.
        } finally {
          reading = false
          if (again && !stopped) {
            again = false
            void read()
          }
        }
      }
      const onIncident = (push: IncidentPush) => {
        if (!centre || push.seq <= centre.seq || centre.incidents.some((line) => line.seq === push.seq))
          return
        const { matchId: _match, ...line } = push
        show({ ...centre, incidents: [...centre.incidents, line] })
        if (settle) clearTimeout(settle)
        settle = setTimeout(() => void read(), settleMs)
      }
      const offIncidents = liveOdds.subscribeIncidents(matchId, onIncident)
      const offStale = liveOdds.onStale((ids) => ids.includes(matchId) && void read())
      const timer = setInterval(() => void read(), refreshMs)
      void read()
      return () => {
        stopped = true
        offIncidents()
        offStale()
        clearInterval(timer)
        if (settle) clearTimeout(settle)
      }
    },
  }
}
