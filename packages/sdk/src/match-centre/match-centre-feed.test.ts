import { describe, expect, it, vi } from 'vitest'
import type { Api } from '../api/create-api'
import { createLiveOddsStore } from '../live-odds'
import type { MatchCentre } from '../protocol/schemas/match-centre-shapes'
import { createMatchCentreFeed } from './match-centre-feed'

const stats = {
  possession: { home: 50, away: 50 },
  shots: { home: 0, away: 0 },
  shotsOnTarget: { home: 0, away: 0 },
  corners: { home: 0, away: 0 },
  cards: { home: 0, away: 0 },
  fouls: { home: 0, away: 0 },
}

function centreAt(seq: number, incidents: MatchCentre['incidents'] = []): MatchCentre {
  return { matchId: 1, seq, incidents, stats, momentum: [] }
}

describe('the match centre feed (PROTOCOL.md section 12)', () => {
  it('reads match/centre, adds pushed incidents newer than the read at once, and reads again after them', async () => {
    const answers = [
      centreAt(10),
      centreAt(12, [{ seq: 12, minute: 23, type: 'goal', side: 'home', score: { home: 1, away: 0 } }]),
    ]
    const reads: number[] = []
    const api = {
      matches: {
        centre: async ({ matchId }: { matchId: number }) => {
          reads.push(matchId)
          return answers.shift() ?? centreAt(12)
        },
      },
    } as unknown as Api
    const liveOdds = createLiveOddsStore()
    const shown: MatchCentre[] = []
    const stop = createMatchCentreFeed({ api, liveOdds, settleMs: 10, refreshMs: 60_000 }).watch(
      1,
      (centre) => shown.push(centre),
    )
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    // An incident at or below the read's seq is in the read already.
    liveOdds.receive('incident', {
      matchId: 1,
      seq: 9,
      minute: 5,
      type: 'corner',
      side: 'away',
      score: { home: 0, away: 0 },
    })
    // Another match's incident is not this centre's.
    liveOdds.receive('incident', {
      matchId: 2,
      seq: 30,
      minute: 5,
      type: 'goal',
      side: 'away',
      score: { home: 0, away: 1 },
    })
    liveOdds.receive('incident', {
      matchId: 1,
      seq: 12,
      minute: 23,
      type: 'goal',
      side: 'home',
      score: { home: 1, away: 0 },
    })
    expect(shown).toHaveLength(2)
    expect(shown[1]!.incidents.map((line) => line.seq)).toEqual([12])
    // The read after the incident brings the statistics with it, the incident once.
    await vi.waitFor(() => expect(reads).toHaveLength(2))
    await vi.waitFor(() => expect(shown).toHaveLength(3))
    expect(shown[2]!.incidents.map((line) => line.seq)).toEqual([12])
    stop()
    liveOdds.receive('incident', {
      matchId: 1,
      seq: 13,
      minute: 30,
      type: 'card',
      side: 'away',
      score: { home: 1, away: 0 },
    })
    expect(shown).toHaveLength(3)
  })
})
