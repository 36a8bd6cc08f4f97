import {
  bankResult,
  fitOrder,
  freeCapital,
  type GridMarketType,
  type GridSelection,
  gridSelections,
  outcomeGrid,
  type Participant,
  resultScale,
  type SettlingOrder,
  selectionCapacity,
  selectionResult,
  settleBank,
  shareStake,
  stakeWeights,
  worstResult,
} from '@sportsbook/sdk/protocol'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

/**
 * The peer market's pure maths (PROTOCOL.md section 9, Liability and Settlement): the outcome grid against
 * hand-computed cases, then properties over random banks, partners, orders and results.
 */

const labels = (type: GridMarketType, line: string | null) =>
  outcomeGrid(type, line).map((item) => item.label)
const column = (type: GridMarketType, line: string | null, name: GridSelection) =>
  outcomeGrid(type, line).map((item) => item.results[name])

describe('the outcome grid', () => {
  it('1X2 is home, draw, away', () => {
    expect(labels('1x2', null)).toEqual(['home', 'draw', 'away'])
    expect(column('1x2', null, 'draw')).toEqual(['lost', 'won', 'lost'])
  })

  it('a half handicap splits the difference in two classes', () => {
    // Home -0.5 wins when home wins by one or more.
    expect(labels('handicap', '-0.5')).toEqual(['diff<=0', 'diff>=1'])
    expect(column('handicap', '-0.5', 'home')).toEqual(['lost', 'won'])
    expect(column('handicap', '-0.5', 'away')).toEqual(['won', 'lost'])
  })

  it('a whole handicap pushes on its line', () => {
    expect(labels('handicap', '-1')).toEqual(['diff<=0', 'diff=1', 'diff>=2'])
    expect(column('handicap', '-1', 'home')).toEqual(['lost', 'push', 'won'])
  })

  it('quarter handicaps split into halves', () => {
    // Home -0.25: a draw loses half (the 0 half pushes, the -0.5 half loses).
    expect(labels('handicap', '-0.25')).toEqual(['diff<=-1', 'diff=0', 'diff>=1'])
    expect(column('handicap', '-0.25', 'home')).toEqual(['lost', 'halfLost', 'won'])
    expect(column('handicap', '-0.25', 'away')).toEqual(['won', 'halfWon', 'lost'])
    // Home -0.75: winning by one wins half (the -0.5 half wins, the -1 half pushes).
    expect(labels('handicap', '-0.75')).toEqual(['diff<=0', 'diff=1', 'diff>=2'])
    expect(column('handicap', '-0.75', 'home')).toEqual(['lost', 'halfWon', 'won'])
    // Home +0.25 is the mirror: a draw wins half.
    expect(column('handicap', '0.25', 'home')).toEqual(['lost', 'halfWon', 'won'])
  })

  it('totals are classes of the goal total, quarter lines in halves', () => {
    expect(labels('total', '2.5')).toEqual(['total<=2', 'total>=3'])
    expect(column('total', '2.5', 'over')).toEqual(['lost', 'won'])
    expect(labels('total', '2')).toEqual(['total<=1', 'total=2', 'total>=3'])
    expect(column('total', '2', 'under')).toEqual(['won', 'push', 'lost'])
    expect(labels('total', '2.25')).toEqual(['total<=1', 'total=2', 'total>=3'])
    expect(column('total', '2.25', 'over')).toEqual(['lost', 'halfLost', 'won'])
    expect(labels('total', '0.5')).toEqual(['total=0', 'total>=1'])
  })

  it('basketball moneyline, spread and total', () => {
    expect(labels('moneyline', null)).toEqual(['home', 'away'])
    expect(column('spread', '-5.5', 'home')).toEqual(['lost', 'won'])
    expect(labels('spread', '-5.5')).toEqual(['diff<=5', 'diff>=6'])
    expect(labels('total', '221.5')).toEqual(['total<=221', 'total>=222'])
  })

  it('settles a final score as its class does', () => {
    expect(selectionResult('handicap', '-0.25', 'home', { home: 1, away: 1 })).toBe('halfLost')
    expect(selectionResult('total', '2.75', 'over', { home: 2, away: 1 })).toBe('halfWon')
    expect(selectionResult('spread', '3.5', 'away', { home: 100, away: 97 })).toBe('lost')
  })
})

describe('the bank exposure', () => {
  const grid = outcomeGrid('1x2', null)
  it('follows the worked example: order 2 goes wholly to the partner who joined after order 1', () => {
    const banker: Participant = { memberId: 1, capital: 10_000n, results: [0n, 0n, 0n] }
    const first = fitOrder([banker], grid, 'home', 200n, 10_000n)
    expect(first.fits).toBe(true)
    const afterFirst: Participant = { ...banker, results: first.results[0]! }
    expect(freeCapital(afterFirst)).toBe(0n)
    const partner: Participant = { memberId: 2, capital: 10_000n, results: [0n, 0n, 0n] }
    const second = fitOrder([afterFirst, partner], grid, 'home', 200n, 10_000n)
    expect(second.shares).toEqual([0n, 10_000n])
    expect(second.fits).toBe(true)
    // Home wins: each loses exactly their capital (100.00 in cents, times the 1/200 scale).
    expect(second.results.map((results) => results[0])).toEqual([
      -10_000n * resultScale,
      -10_000n * resultScale,
    ])
  })

  it('a capacity is the largest stake that fits and one more unit does not', () => {
    const banker: Participant = { memberId: 1, capital: 10_000n, results: [0n, 0n, 0n] }
    expect(selectionCapacity([banker], grid, 'draw', 350n, 1_000_000n)).toBe(4_000n)
    expect(fitOrder([banker], grid, 'draw', 350n, 4_000n).fits).toBe(true)
    expect(fitOrder([banker], grid, 'draw', 350n, 4_001n).fits).toBe(false)
  })
})

/** A random bank: the banker, partners joining and investing at random times, orders on random selections. */
const bankHistory = fc.record({
  type: fc.constantFrom<GridMarketType>('1x2', 'handicap', 'total', 'moneyline', 'spread'),
  line: fc.constantFrom('-1.25', '-0.75', '-0.5', '-0.25', '0', '0.25', '1', '2.5', '2.75'),
  bankerCapital: fc.bigInt({ min: 100n, max: 1_000_000n }),
  steps: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('join' as const), capital: fc.bigInt({ min: 0n, max: 500_000n }) }),
      fc.record({
        kind: fc.constant('invest' as const),
        who: fc.nat(),
        amount: fc.bigInt({ min: 1n, max: 200_000n }),
      }),
      fc.record({
        kind: fc.constant('order' as const),
        selection: fc.nat(),
        odds: fc.bigInt({ min: 101n, max: 2_000n }),
        stake: fc.bigInt({ min: 1n, max: 300_000n }),
      }),
    ),
    { maxLength: 40 },
  ),
  score: fc.record({ home: fc.nat({ max: 6 }), away: fc.nat({ max: 6 }) }),
  voided: fc.boolean(),
  rate: fc.constantFrom(0n, 500n, 1_000n),
})

type History = typeof bankHistory extends fc.Arbitrary<infer T> ? T : never

function play(history: History) {
  const line = history.type === '1x2' || history.type === 'moneyline' ? null : history.line
  const grid = outcomeGrid(history.type, line)
  const names = gridSelections(history.type)
  const participants: Participant[] = [
    { memberId: 1, capital: history.bankerCapital, results: grid.map(() => 0n) },
  ]
  const orders: SettlingOrder[] = []
  const exact: { stake: bigint; weights: bigint[]; total: bigint; shares: bigint[] }[] = []
  for (const step of history.steps) {
    if (step.kind === 'join' && participants.length < 20) {
      participants.push({
        memberId: participants.length + 1,
        capital: step.capital,
        results: grid.map(() => 0n),
      })
    } else if (step.kind === 'invest') {
      participants[step.who % participants.length]!.capital += step.amount
    } else if (step.kind === 'order') {
      const selection = names[step.selection % names.length]!
      const fit = fitOrder(participants, grid, selection, step.odds, step.stake)
      const capacity = selectionCapacity(participants, grid, selection, step.odds, 10n ** 12n)
      // The capacity fits, and it is the largest stake that does (up to the stake tried).
      expect(fitOrder(participants, grid, selection, step.odds, capacity).fits || capacity === 0n).toBe(true)
      if (capacity < 10n ** 12n) {
        expect(fitOrder(participants, grid, selection, step.odds, capacity + 1n).fits).toBe(false)
      }
      if (step.stake <= capacity) expect(fit.fits).toBe(true)
      if (!fit.fits) continue
      const { weights, total } = stakeWeights(participants)
      exact.push({ stake: step.stake, weights, total, shares: fit.shares })
      participants.forEach((participant, p) => {
        participant.results = fit.results[p]!
      })
      orders.push({
        stake: step.stake,
        odds: step.odds,
        result: history.voided ? 'void' : selectionResult(history.type, line, selection, history.score),
        shares: new Map(participants.map((participant, p) => [participant.memberId, fit.shares[p]!])),
      })
    }
  }
  return { participants, orders, exact }
}

describe('rounding a stake among participants', () => {
  it('gives a leftover unit to a participant who can carry it, not to one at the edge of their capital', () => {
    // Found by the property below: a partner with 2 units would get the rounding unit of a 3.02 stake and owe 2.02.
    const grid = outcomeGrid('1x2', null)
    const participants = [404_800n, 218_950n, 2n].map((capital, index) => ({
      memberId: index + 1,
      capital,
      results: grid.map(() => 0n),
    }))
    const fit = fitOrder(participants, grid, 'home', 302n, 159_301n)
    expect(fit.fits).toBe(true)
    expect(fit.shares).toEqual([103_383n, 55_918n, 0n])
  })
})

describe('properties of random banks', () => {
  it('no participant ever risks more than their capital, and each share is within one unit of pro rata', () => {
    fc.assert(
      fc.property(bankHistory, (history) => {
        const { participants, exact } = play(history)
        for (const participant of participants) {
          expect(worstResult(participant)).toBeGreaterThanOrEqual(-participant.capital * resultScale)
        }
        for (const order of exact) {
          expect(order.shares.reduce((a, b) => a + b, 0n)).toBe(order.stake)
          order.shares.forEach((share, p) => {
            const scaled = share * order.total - order.stake * order.weights[p]!
            expect(scaled < 0n ? -scaled : scaled).toBeLessThan(order.total)
          })
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('a settlement sums to the escrow, nobody loses more than their capital, and it is the same twice', () => {
    fc.assert(
      fc.property(bankHistory, (history) => {
        const { participants, orders } = play(history)
        const settled = settleBank(participants, orders, history.rate)
        const paid =
          settled.payouts.reduce((a, b) => a + b, 0n) +
          settled.participants.reduce((a, b) => a + b.paid, 0n) +
          settled.commission
        // Every entry of the transfer sums to zero: the escrow ends at zero.
        expect(paid).toBe(settled.escrow)
        for (const item of settled.participants) expect(item.paid).toBeGreaterThanOrEqual(0n)
        // Each participant other than the banker is within one unit of their exact result.
        settled.participants.slice(1).forEach((item, index) => {
          const participant = participants[index + 1]!
          let exactResult = 0n
          for (const order of orders) {
            exactResult += bankResult(order.shares.get(participant.memberId) ?? 0n, order.odds, order.result)
          }
          const gross = item.net + item.commission
          const diff = exactResult - gross * resultScale
          expect(diff >= 0n && diff < resultScale).toBe(true)
        })
        expect(settleBank(participants, orders, history.rate)).toEqual(settled)
        if (history.voided) {
          for (const item of settled.participants) expect(item.paid).toBe(item.capital)
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('shares a stake pro rata to free capital', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 9n }), { minLength: 1, maxLength: 20 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (capitals, stake) => {
          const participants = capitals.map((capital, i) => ({ memberId: i, capital, results: [0n, 0n] }))
          const shares = shareStake(participants, stake)
          expect(shares.reduce((a, b) => a + b, 0n)).toBe(stake)
          const total = capitals.reduce((a, b) => a + b, 0n)
          shares.forEach((share, i) => {
            const scaled = share * total - stake * capitals[i]!
            expect(scaled < 0n ? -scaled : scaled).toBeLessThan(total)
          })
        },
      ),
    )
  })
})
