import { codes, type Order } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import {
  balanceOf,
  expectLedgerBalanced,
  newBettor,
  orderBody,
  pickOf,
  placeOrder,
  upcomingFootball,
} from './bets-support'
import { type SharedServer, useSharedServer } from './support/shared-server'
import { testEngine } from './support/start-server'

const bs: SharedServer = useSharedServer()

// PostgreSQL runs transactions side by side (PGlite runs one at a time), so the races are checked there.
describe.skipIf(testEngine() !== 'postgres')('orders racing on PostgreSQL', () => {
  it('200 orders at once on one wallet: balance >= 0, as many orders as successes, ledger balanced', async () => {
    const bettor = await newBettor(bs, '1000')
    const pick = pickOf(upcomingFootball(bs)[0]!, '1x2', 'home')
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        placeOrder(bs, bettor, { legs: [pick], stake: '7', acceptOdds: 'any' }),
      ),
    )
    const ok = answers.filter((answer) => answer.code === 0)
    expect(answers.every((answer) => answer.code === 0 || answer.code === codes.INSUFFICIENT_BALANCE)).toBe(
      true,
    )
    expect(ok.length).toBe(142)
    const [count] = await bs.server.ctx.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM orders WHERE member_id = $1',
      [bettor.memberId],
    )
    expect(count?.count).toBe(ok.length)
    expect(new Set(ok.map((answer) => (answer.data as Order).id)).size).toBe(ok.length)
    expect(await balanceOf(bs, bettor.memberId)).toBe('6.00')
    await expectLedgerBalanced(bs)
  })

  it('each order replayed three times at once exists once', async () => {
    const bettor = await newBettor(bs, '1000')
    const pick = pickOf(upcomingFootball(bs)[0]!, '1x2', 'away')
    const bodies = Array.from({ length: 40 }, () =>
      orderBody({ legs: [pick], stake: '5', acceptOdds: 'any' }),
    )
    const answers = await Promise.all(
      bodies.flatMap((body) =>
        [0, 1, 2].map(() => bs.client.nested<Order>('/trade/api/order/create', body, bettor)),
      ),
    )
    expect(answers.map((answer) => answer.code).filter((code) => code !== 0)).toEqual([])
    for (let index = 0; index < bodies.length; index += 1) {
      const ids = new Set(answers.slice(index * 3, index * 3 + 3).map((answer) => answer.data.id))
      expect(ids.size).toBe(1)
    }
    const [count] = await bs.server.ctx.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM orders WHERE member_id = $1',
      [bettor.memberId],
    )
    expect(count?.count).toBe(40)
    expect(await balanceOf(bs, bettor.memberId)).toBe('800.00')
    await expectLedgerBalanced(bs)
  })

  it('one requestId sent 20 times at once places one order, every answer that order; another body is 2005', async () => {
    const bettor = await newBettor(bs, '100')
    const pick = pickOf(upcomingFootball(bs)[1]!, '1x2', 'home')
    const body = orderBody({ legs: [pick], stake: '10', acceptOdds: 'any' })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bs.client.nested<Order>('/trade/api/order/create', body, bettor)),
    )
    expect(answers.map((answer) => answer.code)).toEqual(Array(20).fill(0))
    for (const answer of answers) expect(answer.data).toEqual(answers[0]!.data)
    const order = answers[0]!.data
    expect(order).toMatchObject({ requestId: body.requestId, stake: '10.00', status: 'open' })
    const [orders] = await bs.server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE member_id = $1',
      [bettor.memberId],
    )
    expect(orders?.n).toBe(1)
    const [stakes] = await bs.server.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transfers WHERE order_id = $1 AND kind = 'bet-stake'",
      [order.id],
    )
    expect(stakes?.n).toBe(1)
    expect(await balanceOf(bs, bettor.memberId)).toBe('90.00')

    // "10.00" is the body of "10"; 11 is another body, and so is another leg, at once or later.
    const again = await Promise.all([
      bs.client.nested<Order>('/trade/api/order/create', { ...body, stake: '10.00' }, bettor),
      bs.client.nested<Order>('/trade/api/order/create', { ...body, stake: '11' }, bettor),
      bs.client.nested<Order>(
        '/trade/api/order/create',
        { ...body, legs: [pickOf(upcomingFootball(bs)[1]!, '1x2', 'away')] },
        bettor,
      ),
    ])
    expect(again.map((answer) => answer.code)).toEqual([
      0,
      codes.IDEMPOTENCY_CONFLICT,
      codes.IDEMPOTENCY_CONFLICT,
    ])
    expect(again[0]!.data).toEqual(order)
    expect(await balanceOf(bs, bettor.memberId)).toBe('90.00')
    await expectLedgerBalanced(bs)
  })
})
