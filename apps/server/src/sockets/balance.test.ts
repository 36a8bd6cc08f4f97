import { describe, expect, it } from 'vitest'
import { createBalancePusher } from './balance'

/** A balance "database" whose reads resolve when the test says, so reads can overlap changes. */
function harness(connected: Set<number>) {
  let balance = 0
  const reads: { memberId: number; resolve: () => void; reject: (error: Error) => void }[] = []
  const sent: { memberId: number; entries: unknown }[] = []
  const errors: unknown[] = []
  const push = createBalancePusher({
    read: (memberId) =>
      new Promise((resolve, reject) => {
        reads.push({ memberId, resolve: () => resolve({ amount: balance }), reject })
      }),
    connectedHere: (memberId) => connected.has(memberId),
    send: (memberId, entries) => sent.push({ memberId, entries }),
    onError: (error) => errors.push(error),
  })
  const settle = async () => {
    await new Promise((resolve) => setImmediate(resolve))
  }
  return {
    push,
    reads,
    sent,
    errors,
    settle,
    setBalance: (value: number) => {
      balance = value
    },
  }
}

describe('balance pusher', () => {
  it('reads nothing for a member with no socket on this node', async () => {
    const h = harness(new Set([2]))
    h.push(1)
    await h.settle()
    expect(h.reads).toEqual([])
    expect(h.sent).toEqual([])
  })

  it('coalesces a burst: one read in flight, one more after it, and the last push shows the last balance', async () => {
    const h = harness(new Set([7]))
    h.setBalance(100)
    h.push(7)
    for (let bet = 1; bet <= 5; bet += 1) {
      h.setBalance(100 - bet)
      h.push(7)
    }
    expect(h.reads).toHaveLength(1)
    h.reads[0]!.resolve()
    await h.settle()
    expect(h.reads).toHaveLength(2)
    h.reads[1]!.resolve()
    await h.settle()
    expect(h.reads).toHaveLength(2)
    expect(h.sent.at(-1)).toEqual({ memberId: 7, entries: { amount: 95 } })
  })

  it('pushes an empty object (read again over HTTP) when the read fails', async () => {
    const h = harness(new Set([3]))
    h.push(3)
    h.reads[0]!.reject(new Error('database down'))
    await h.settle()
    expect(h.sent).toEqual([{ memberId: 3, entries: {} }])
    expect(h.errors).toHaveLength(1)
  })

  it('stops re-reading once the member has no socket here any more', async () => {
    const connected = new Set([4])
    const h = harness(connected)
    h.push(4)
    h.push(4)
    connected.delete(4)
    h.reads[0]!.resolve()
    await h.settle()
    expect(h.reads).toHaveLength(1)
  })
})
