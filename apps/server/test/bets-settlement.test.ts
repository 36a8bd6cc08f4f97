import type { ActivityLimit, Order, SettlementRecord } from '@sportsbook/sdk/protocol'
import { codes, oddsHundredths } from '@sportsbook/sdk/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settleOrder } from '../src/bets/settlement'
import { settlementOf } from '../src/bets/settlement-worker'
import type { FeedMatch } from '../src/feed/adapter'
import { matchAt } from '../src/feed/state'
import type { BookMatch } from '../src/matches/book'
import {
  advanceFeed,
  type BetServer,
  type Bettor,
  balanceOf,
  expectLedgerBalanced,
  newBettor,
  openMatches,
  orderBody,
  orderById,
  type Pick,
  placed,
  upcomingFootball,
} from './bets-support'
import { useSharedServer } from './support/shared-server'

/**
 * Settlement from the feed's results: the matches are chosen from the simulator's plans (the feed is
 * deterministic), so each order's result is known before the clock moves; the clock then moves past each match's
 * end, the simulator publishes the results, the store writes them and the worker settles.
 */
const bs: BetServer = useSharedServer()
let bettor: Bettor
let freeBettor: Bettor
const orders: Record<string, Order> = {}
const events: Order[] = []
let ends: number[] = []
let voidFreeBet: Order

interface Planned {
  match: BookMatch
  final: FeedMatch
  end: number
}

function planned(match: BookMatch): Planned {
  const plan = bs.simulator.plan(match.id)!
  const end = Math.max(plan.end, plan.cancelAt ?? 0)
  return { match, final: matchAt(plan, end + 1), end }
}

/** A pick of an open selection now whose final result is `result`. */
function pickWith(
  p: Planned,
  result: 'won' | 'lost' | 'push' | 'void',
  minOdds = 1.01,
): (Pick & { result: string }) | null {
  for (const market of p.match.markets) {
    if (market.status !== 'open') continue
    const final = p.final.markets.find((item) => item.id === market.id)
    for (const selection of market.selections) {
      const outcome = final?.selections.find((item) => item.id === selection.id)?.result
      if (selection.status === 'open' && outcome === result && Number(selection.odds) >= minOdds) {
        return {
          matchId: p.match.id,
          marketId: market.id,
          selectionId: selection.id,
          odds: selection.odds,
          result,
        }
      }
    }
  }
  return null
}

function money(units: bigint): string {
  return `${units / 100n}.${String(units % 100n).padStart(2, '0')}`
}

const cents = (text: string) => BigInt(text.replace('.', ''))

let stopListening: (() => void) | undefined

beforeAll(async () => {
  bettor = await newBettor(bs, '1000')
  freeBettor = await newBettor(bs, '0')
  stopListening = bs.server.ctx.bus.on('order', ({ order }) => events.push(order as Order))
  const horizon = bs.clock.now() + 30 * 3_600_000
  const candidates = openMatches(bs, (match) => match.status === 'upcoming' && match.startTime < horizon).map(
    planned,
  )
  const finished = candidates.filter((p) => p.final.status === 'finished')
  const cancelled = candidates.find((p) => p.final.status === 'cancelled' && pickWith(p, 'void', 1.5))
  if (!cancelled) throw new Error('no cancelled match within 30 hours of this feed time')
  const pushing = finished.find((p) => pickWith(p, 'push'))
  if (!pushing) throw new Error('no whole line landing exactly within 30 hours')
  const [winner, parlayWinner, loser] = finished.filter(
    (p) => p !== pushing && pickWith(p, 'won', 1.5) && pickWith(p, 'lost'),
  )
  if (!winner || !parlayWinner || !loser) throw new Error('not enough finished matches')

  const place = async (
    name: string,
    legs: Pick[],
    stake = '10',
    path = '/trade/api/order/create',
    extra = {},
  ) => {
    const answer = await bs.client.nested<Order>(path, { ...orderBody({ legs, stake }), ...extra }, bettor)
    expect(answer.code, `${name}: ${answer.msg}`).toBe(0)
    orders[name] = answer.data
  }
  await place('won', [pickWith(winner, 'won')!])
  await place('lost', [pickWith(winner, 'lost')!])
  await place('void', [pickWith(cancelled, 'void')!])
  await place('pushed', [pickWith(pushing, 'push')!])
  await place('parlayWon', [pickWith(parlayWinner, 'won')!, pickWith(pushing, 'push')!])
  await place('parlayLost', [pickWith(loser, 'lost')!, pickWith(cancelled, 'void')!])
  await place('parlayPushed', [pickWith(cancelled, 'void')!, pickWith(pushing, 'push')!])
  await place('freeBet', [pickWith(parlayWinner, 'won', 1.5)!], '5', '/trade/activity/order/create', {
    activityId: 1,
  })
  const voidFree = await bs.client.nested<Order>(
    '/trade/activity/order/create',
    { ...orderBody({ legs: [pickWith(cancelled, 'void', 1.5)!], stake: '10' }), activityId: 1 },
    freeBettor,
  )
  expect(voidFree.code, voidFree.msg).toBe(0)
  voidFreeBet = voidFree.data
  ends = [winner, parlayWinner, loser, cancelled, pushing].map((p) => p.end).sort((a, b) => a - b)
  // Step through each end (a match leaves the feed 12 hours after it ends).
  for (const end of ends) await advanceFeed(bs, end + 1000)
}, 120_000)
afterAll(() => stopListening?.())

describe('settlement', () => {
  it('settles won, lost, void and pushed singles with the right payouts', async () => {
    const won = await orderById(bs, bettor, orders.won!.id)
    expect(won.status).toBe('won')
    expect(won.payout).toBe(money((1000n * oddsHundredths(won.odds)) / 100n))
    expect(won.legs[0]?.result).toBe('won')
    expect(won.settledAt).toBeGreaterThan(0)
    const lost = await orderById(bs, bettor, orders.lost!.id)
    expect([lost.status, lost.payout, lost.legs[0]?.result]).toEqual(['lost', '0.00', 'lost'])
    const voided = await orderById(bs, bettor, orders.void!.id)
    expect([voided.status, voided.payout, voided.legs[0]?.result]).toEqual(['void', '10.00', 'void'])
    const pushed = await orderById(bs, bettor, orders.pushed!.id)
    expect([pushed.status, pushed.payout, pushed.legs[0]?.result]).toEqual(['pushed', '10.00', 'pushed'])
  })

  it('multiplies a parlay leg factors: void and pushed legs count 1, a lost leg loses it', async () => {
    const won = await orderById(bs, bettor, orders.parlayWon!.id)
    expect(won.status).toBe('won')
    expect(won.legs.map((leg) => leg.result)).toEqual(['won', 'pushed'])
    expect(won.payout).toBe(money((1000n * oddsHundredths(won.legs[0]!.odds)) / 100n))
    const lost = await orderById(bs, bettor, orders.parlayLost!.id)
    expect([lost.status, lost.payout]).toEqual(['lost', '0.00'])
    const pushed = await orderById(bs, bettor, orders.parlayPushed!.id)
    expect([pushed.status, pushed.payout]).toEqual(['pushed', '10.00'])
    expect(pushed.legs.map((leg) => leg.result)).toEqual(['void', 'pushed'])
  })

  it('pays a free bet its winnings only, funded by the house', async () => {
    const free = await orderById(bs, bettor, orders.freeBet!.id)
    expect(free.freeBet).toBe(true)
    expect(free.status).toBe('won')
    const back = (500n * oddsHundredths(free.odds)) / 100n
    expect(free.payout).toBe(money(back - 500n))
    expect(free.potentialReturn).toBe(money(back - 500n))
  })

  it('moves the money through the ledger: balance, open bets and house sum to zero', async () => {
    const all = Object.values(orders).map((order) => order.id)
    const settled = await Promise.all(all.map((id) => orderById(bs, bettor, id)))
    const paid = settled.reduce((sum, order) => sum + cents(order.payout ?? '0'), 0n)
    const staked = settled
      .filter((order) => !order.freeBet)
      .reduce((sum, order) => sum + cents(order.stake), 0n)
    expect(await balanceOf(bs, bettor.memberId)).toBe(money(100_000n - staked + paid))
    expect(await balanceOf(bs, bettor.memberId, 'USD', 'escrow')).toBe('0.00')
    await expectLedgerBalanced(bs)
  })

  it('pushes every settled order on the bus once, as the order', () => {
    const ids = events.map((order) => order.id).sort()
    expect(ids).toEqual([...Object.values(orders), voidFreeBet].map((order) => order.id).sort())
    expect(events.every((order) => order.status !== 'open' && order.payout !== null)).toBe(true)
  })

  it('moves money once when settlement runs again', async () => {
    const before = await balanceOf(bs, bettor.memberId)
    await settlementOf(bs.server.ctx).sweep()
    for (const order of Object.values(orders)) {
      const again = await bs.server.ctx.db.transaction((tx) => settleOrder(bs.server.ctx, tx, order.id))
      expect(again).toBeNull()
    }
    await advanceFeed(bs, ends[ends.length - 1]! + 2000)
    expect(await balanceOf(bs, bettor.memberId)).toBe(before)
    const [row] = await bs.server.ctx.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM ledger_transfers WHERE memo = $1 AND kind LIKE '%settle'",
      [`order:${orders.won!.id}`],
    )
    expect(row?.count).toBe(1)
    expect(events.length).toBe(Object.keys(orders).length + 1)
  })

  it('lists each settled order with its ledger entries in the settlement records', async () => {
    const records = await bs.client.form<{ list: SettlementRecord[]; total: number }>(
      'app/api/member/settlement/record',
      { pageSize: 50 },
      bettor,
    )
    expect(records.code).toBe(0)
    expect(records.data.total).toBe(Object.keys(orders).length)
    const record = records.data.list.find((item) => item.orderId === orders.lost!.id)!
    expect(record.order.status).toBe('lost')
    expect(record.entries.map((entry) => [entry.kind, entry.account, entry.amount])).toEqual([
      ['bet-stake', 'balance', '-10.00'],
      ['bet-stake', 'openBets', '10.00'],
      ['bet-settle', 'openBets', '-10.00'],
      ['bet-settle', 'house', '10.00'],
    ])
    const won = records.data.list.find((item) => item.orderId === orders.won!.id)!
    expect(won.entries.filter((entry) => entry.kind === 'bet-settle').map((entry) => entry.account)).toEqual([
      'openBets',
      'balance',
      'house',
    ])
  })

  it('settles on the next sweep what the settled event missed', async () => {
    const [far] = upcomingFootball(bs)
    const market = far!.markets.find((item) => item.type === '1x2')!
    const [home] = market.selections
    const order = await placed(bs, bettor, {
      legs: [{ matchId: far!.id, marketId: market.id, selectionId: home!.id, odds: home!.odds }],
    })
    // The results reach the database with no event (as after a crash between the write and the event).
    await bs.server.ctx.db.query(
      `UPDATE match_selections SET status = 'settled', result = CASE WHEN id = $2 THEN 'won' ELSE 'lost' END
       WHERE market_id = $1`,
      [market.id, home!.id],
    )
    expect((await orderById(bs, bettor, order.id)).status).toBe('open')
    expect(await settlementOf(bs.server.ctx).sweep()).toBe(1)
    const settled = await orderById(bs, bettor, order.id)
    expect([settled.status, settled.payout]).toEqual([
      'won',
      money((1000n * oddsHundredths(order.odds)) / 100n),
    ])
    expect(await settlementOf(bs.server.ctx).sweep()).toBe(0)
    await expectLedgerBalanced(bs)
  })

  it('counts a free bet once a day; a void one gives the day back', async () => {
    const used = await bs.client.form<ActivityLimit[]>('trade/activity/limit', {}, bettor)
    expect(used.code).toBe(0)
    expect(used.data[0]).toMatchObject({
      activityId: 1,
      kind: 'freeBet',
      usedToday: 1,
      remaining: 0,
      minOdds: '1.50',
    })
    const voided = await orderById(bs, freeBettor, voidFreeBet.id)
    expect([voided.status, voided.payout]).toEqual(['void', '0.00'])
    expect(await balanceOf(bs, freeBettor.memberId)).toBe('0.00')
    const back = await bs.client.form<ActivityLimit[]>('trade/activity/limit', {}, freeBettor)
    expect(back.data[0]).toMatchObject({ usedToday: 0, remaining: 1 })

    const [match] = openMatches(bs, (item) => item.status === 'upcoming')
    const pick = match!.markets
      .flatMap((market) =>
        market.status === 'open'
          ? market.selections.map((selection) => ({
              matchId: match!.id,
              marketId: market.id,
              selectionId: selection.id,
              odds: selection.odds,
            }))
          : [],
      )
      .find((item) => Number(item.odds) >= 1.5)!
    const create = (stake: string) =>
      bs.client.nested<Order>(
        '/trade/activity/order/create',
        { ...orderBody({ legs: [pick], stake }), activityId: 1 },
        freeBettor,
      )
    expect((await create('10.01')).code).toBe(codes.STAKE_OUT_OF_LIMITS)
    const second = await create('10')
    expect(second.code, second.msg).toBe(0)
    expect(second.data).toMatchObject({ freeBet: true, activityId: 1, cashOutOffer: null })
    expect((await create('10')).code).toBe(codes.STAKE_OUT_OF_LIMITS)
    expect(await balanceOf(bs, freeBettor.memberId)).toBe('0.00')
    await expectLedgerBalanced(bs)
  })
})
