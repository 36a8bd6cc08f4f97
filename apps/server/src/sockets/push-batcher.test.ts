import { describe, expect, it } from 'vitest'
import type { OddsUpdate } from '../matches/book'
import { byMatch, type PushBatch, PushBatcher } from './push-batcher'

const odds = (matchId: number, selectionId: number, seq = 1): OddsUpdate => ({
  seq,
  matchId,
  marketId: matchId * 16,
  selectionId,
  odds: '1.90',
  status: 'open',
})

describe('push batcher', () => {
  it('sends odds moves together once the interval has passed', async () => {
    const sent: PushBatch[] = []
    let firstSent!: () => void
    const sentOnce = new Promise<void>((resolve) => {
      firstSent = resolve
    })
    const batcher = new PushBatcher({
      intervalMs: 30,
      send: (batch) => {
        sent.push(batch)
        firstSent()
      },
    })
    batcher.add({ statuses: [], scores: [], odds: [odds(1, 10)] })
    batcher.add({ statuses: [{ seq: 2, matchId: 1, status: 'live' }], scores: [], odds: [odds(2, 20)] })
    expect(sent).toHaveLength(0)
    await sentOnce
    expect(sent).toHaveLength(1)
    expect(sent[0]?.odds.map((item) => item.selectionId)).toEqual([10, 20])
    expect(sent[0]?.statuses).toHaveLength(1)
    batcher.stop()
  })

  it('sends at once when the batch is large', () => {
    const sent: PushBatch[] = []
    const batcher = new PushBatcher({ intervalMs: 10_000, maxBatch: 3, send: (batch) => sent.push(batch) })
    batcher.add({ statuses: [], scores: [], odds: [odds(1, 1), odds(1, 2)] })
    expect(sent).toHaveLength(0)
    batcher.add({ statuses: [], scores: [], odds: [odds(1, 3)] })
    expect(sent).toHaveLength(1)
    batcher.stop()
  })

  it('keeps only the latest update of a selection, score and status within a flush', () => {
    const sent: PushBatch[] = []
    const batcher = new PushBatcher({ intervalMs: 10_000, send: (batch) => sent.push(batch) })
    batcher.add({
      statuses: [{ seq: 1, matchId: 1, status: 'live' }],
      scores: [{ seq: 1, matchId: 1, score: { home: 1, away: 0 }, clock: null }],
      odds: [odds(1, 10, 1), odds(1, 11, 1)],
    })
    batcher.add({
      statuses: [{ seq: 2, matchId: 1, status: 'finished' }],
      scores: [{ seq: 2, matchId: 1, score: { home: 2, away: 0 }, clock: null }],
      odds: [{ ...odds(1, 10, 2), odds: '2.10' }],
    })
    batcher.flush()
    expect(sent[0]?.statuses.map((item) => item.status)).toEqual(['finished'])
    expect(sent[0]?.scores.map((item) => item.score.home)).toEqual([2])
    expect(sent[0]?.odds.map((item) => [item.selectionId, item.seq, item.odds])).toEqual([
      [10, 2, '2.10'],
      [11, 1, '1.90'],
    ])
  })

  it('splits a batch per match keeping each match in order', () => {
    const parts = byMatch({
      statuses: [],
      scores: [{ seq: 3, matchId: 2, score: { home: 1, away: 0 }, clock: null }],
      incidents: [],
      odds: [odds(1, 1, 1), odds(2, 2, 3), odds(1, 3, 2)],
    })
    expect([...parts.keys()].sort()).toEqual([1, 2])
    expect(parts.get(1)?.odds.map((item) => item.seq)).toEqual([1, 2])
    expect(parts.get(2)?.scores).toHaveLength(1)
  })
})
