import type { Sportsbook } from '@sportsbook/sdk'
import type { Match, OddsUpdate } from '@sportsbook/sdk/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { footballMatch } from '../stories/betting'
import { offlineClient } from '../test/offline-client'
import { liveFeedOf, priceConflateMs, publishBudgetMs } from './live-feed'

// A real client and its live odds store; frames and the clock run when the test says.
let client: Sportsbook
let pendingFrames: (() => void)[]
let clock: number
let feed: ReturnType<typeof liveFeedOf>

/** A frame of a 60 Hz screen: the clock moves on by one before its callbacks run. */
const frameMs = 16

const runFrame = () => {
  clock += frameMs
  for (const callback of pendingFrames.splice(0)) callback()
}

/** Runs frames while the feed asks for them (within a bound: a feed that asks for ever fails the test). */
function runFramesUntilIdle(): number {
  let frames = 0
  while (pendingFrames.length > 0) {
    if (++frames > 1000) throw new Error('the feed asked for frames for ever')
    runFrame()
  }
  return frames
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

/** One price of `selections[place]`, as the match socket sends it. */
function send(place: number, odds: string, status: OddsUpdate['status'], seq: number): void {
  const { match, selection } = selections[place]!
  client.liveOdds.receive('odds', [
    { seq, matchId: match.id, marketId: selection.marketId, selectionId: selection.id, odds, status },
  ])
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
    runFramesUntilIdle()
    // Those shown in the first frame wait for the conflation window, the others are shown as soon as there is time.
    expect(shown.map((item) => item.id)).toEqual([
      ...selections.slice(perFrame).map(({ selection }) => selection.id),
      ...selections.slice(0, perFrame).map(({ selection }) => selection.id),
    ])
    const newest = (place: number) => (3 + ((place + perFrame) % selections.length) / 100).toFixed(2)
    expect(shown.map((item) => item.odds)).toEqual(shown.map((_, place) => newest(place)))
  })

  it('shows a price that moves again within the conflation window once, at its newest value, when the window ends', () => {
    const { selection } = selections[0]!
    const shown: { at: number; odds: string | undefined }[] = []
    feed.selections.subscribe(selection.id, () =>
      shown.push({ at: clock, odds: feed.selections.get(selection.id)?.odds }),
    )
    const moveTo = (odds: string, seq: number) => send(0, odds, 'open', seq)
    moveTo('2.50', 1)
    runFrame()
    const firstAt = clock
    expect(shown).toEqual([{ at: firstAt, odds: '2.50' }])
    moveTo('2.60', 2)
    runFrame()
    moveTo('2.70', 3)
    runFrame()
    // Not shown yet, and the feed keeps asking for frames until it is.
    expect(shown).toHaveLength(1)
    expect(feed.selections.get(selection.id)?.odds).toBe('2.50')
    expect(pendingFrames).toHaveLength(1)
    runFramesUntilIdle()
    expect(shown).toHaveLength(2)
    expect(shown[1]!.odds).toBe('2.70')
    expect(shown[1]!.at).toBeGreaterThanOrEqual(firstAt + priceConflateMs)
    expect(shown[1]!.at).toBeLessThan(firstAt + priceConflateMs + frameMs)
  })

  it('shows a suspension and a reopening in the next frame, conflation or not', () => {
    const { selection } = selections[1]!
    const statuses: (string | undefined)[] = []
    feed.selections.subscribe(selection.id, () => statuses.push(feed.selections.get(selection.id)?.status))
    send(1, '2.50', 'open', 1)
    runFrame()
    send(1, '2.50', 'suspended', 2)
    runFrame()
    send(1, '2.40', 'open', 3)
    runFrame()
    expect(statuses).toEqual(['open', 'suspended', 'open'])
    expect(feed.selections.get(selection.id)?.odds).toBe('2.40')
    expect(pendingFrames).toHaveLength(0)
  })

  it('shows every change of a score in the next frame: matches are not conflated', () => {
    const match = matches[0]!
    const scores: string[] = []
    feed.matches.subscribe(match.id, () => {
      const score = feed.matches.get(match.id)?.score
      scores.push(`${score?.home}-${score?.away}`)
    })
    for (let goal = 1; goal <= 3; goal++) {
      client.liveOdds.receive('score', {
        seq: goal,
        matchId: match.id,
        score: { home: goal, away: 0 },
        clock: null,
      })
      runFrame()
    }
    expect(scores).toEqual(['1-0', '2-0', '3-0'])
  })
})
