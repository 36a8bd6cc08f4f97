import type { Sportsbook } from '@sportsbook/sdk'
import type { Match, OddsUpdate } from '@sportsbook/sdk/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { footballMatch } from '../stories/betting'
import { offlineClient } from '../test/offline-client'
import { liveFeedOf, publishBudgetMs } from './live-feed'

// A real client and its live odds store; frames and the clock run when the test says.
let client: Sportsbook
let pendingFrames: (() => void)[]
let clock: number
let feed: ReturnType<typeof liveFeedOf>

const runFrame = () => {
  for (const callback of pendingFrames.splice(0)) callback()
}

/** 40 matches of 3 selections: 120 prices. */
const matches: Match[] = Array.from({ length: 40 }, (_, index) => {
  const match = footballMatch()
  const id = 500 + index
  return {
    ...match,
    id,
    markets: [
      {
        ...match.markets[0]!,
        id: id * 10,
        matchId: id,
        selections: match.markets[0]!.selections.map((selection, place) => ({
          ...selection,
          id: id * 10 + place,
          marketId: id * 10,
        })),
      },
    ],
  }
})
const selections = matches.flatMap((match) =>
  match.markets[0]!.selections.map((selection) => ({ match, selection })),
)

function move(odds: (index: number) => string, seq: number): void {
  const batch: OddsUpdate[] = selections.map(({ match, selection }, index) => ({
    seq,
    matchId: match.id,
    marketId: selection.marketId,
    selectionId: selection.id,
    odds: odds(index),
    status: 'open',
  }))
  client.liveOdds.receive('odds', batch)
}

beforeEach(async () => {
  client = offlineClient()
  pendingFrames = []
  clock = 0
  feed = liveFeedOf(
    client,
    (callback) => pendingFrames.push(callback),
    () => clock,
  )
  await client.liveOdds.load()
  client.liveOdds.seed(matches)
})

afterEach(() => client.dispose())

describe('live feed', () => {
  it('publishes every change in the next frame when the frame has time', () => {
    const shown: number[] = []
    for (const { selection } of selections)
      feed.selections.subscribe(selection.id, () => shown.push(selection.id))
    move((index) => (2 + index / 100).toFixed(2), 1)
    expect(shown).toEqual([])
    runFrame()
    expect(shown).toEqual(selections.map(({ selection }) => selection.id))
    expect(pendingFrames).toHaveLength(0)
  })

  it('leaves what does not fit in a frame to the next ones, in order, each key once with its newest value', () => {
    const shown: { id: number; odds: string | undefined }[] = []
    for (const { selection } of selections) {
      feed.selections.subscribe(selection.id, () => {
        // Each price takes an eighth of a millisecond to show.
        clock += 0.125
        shown.push({ id: selection.id, odds: feed.selections.get(selection.id)?.odds })
      })
    }
    move((index) => (2 + index / 100).toFixed(2), 1)
    runFrame()
    const perFrame = publishBudgetMs / 0.125
    expect(shown).toHaveLength(perFrame)
    expect(shown.map((item) => item.id)).toEqual(
      selections.slice(0, perFrame).map(({ selection }) => selection.id),
    )
    // Every price moves again before the next frame: those still waiting keep their place, the rest queue behind.
    move((index) => (3 + index / 100).toFixed(2), 2)
    shown.length = 0
    while (pendingFrames.length > 0) runFrame()
    expect(shown.map((item) => item.id)).toEqual([
      ...selections.slice(perFrame).map(({ selection }) => selection.id),
      ...selections.slice(0, perFrame).map(({ selection }) => selection.id),
    ])
    const newest = (place: number) => (3 + ((place + perFrame) % selections.length) / 100).toFixed(2)
    expect(shown.map((item) => item.odds)).toEqual(shown.map((_, place) => newest(place)))
  })
})
