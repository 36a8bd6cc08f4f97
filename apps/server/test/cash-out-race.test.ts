import { randomUUID } from 'node:crypto'
import { codes, type Order } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import {
  type BetServer,
  balanceOf,
  expectLedgerBalanced,
  newBettor,
  orderById,
  pickOf,
  placed,
  upcomingFootball,
} from './bets-support'
import { useSharedServer } from './support/shared-server'

const bs: BetServer = useSharedServer()

const upcoming = () => upcomingFootball(bs)

describe('cash out under concurrency (PostgreSQL runs them at once; PGlite one after another)', () => {
  it('one requestId sent 20 times at once pays once, and every answer is the cashed-out order', async () => {
    const bettor = await newBettor(bs, '100')
    const order = await placed(bs, bettor, { legs: [pickOf(upcoming()[0]!, '1x2', 'home')], stake: '10' })
    const offer = order.cashOutOffer!
    const body = { orderId: order.id, requestId: randomUUID(), amount: offer }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bs.client.form<Order>('trade/api/order/cash/out', body, bettor)),
    )
    expect(answers.map((answer) => answer.code)).toEqual(Array(20).fill(0))
    for (const answer of answers) expect(answer.data).toEqual(answers[0]!.data)
    expect(answers[0]!.data).toMatchObject({ id: order.id, status: 'cashedOut', payout: offer })
    expect(await balanceOf(bs, bettor.memberId)).toBe((90 + Number(offer)).toFixed(2))
    const [row] = await bs.server.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'cash-out' AND order_id = $1",
      [order.id],
    )
    expect(Number(row?.n)).toBe(1)
    // The amount in other words is the same body; another amount, or another order, is 2005 and moves nothing.
    const other = await placed(bs, bettor, { legs: [pickOf(upcoming()[4]!, '1x2', 'home')], stake: '10' })
    const later = await Promise.all([
      bs.client.form<Order>('trade/api/order/cash/out', { ...body, amount: `${offer}000` }, bettor),
      bs.client.form<Order>('trade/api/order/cash/out', { ...body, amount: '0.01' }, bettor),
      bs.client.form<Order>(
        'trade/api/order/cash/out',
        { ...body, orderId: other.id, amount: other.cashOutOffer },
        bettor,
      ),
    ])
    expect(later.map((answer) => answer.code)).toEqual([
      0,
      codes.IDEMPOTENCY_CONFLICT,
      codes.IDEMPOTENCY_CONFLICT,
    ])
    expect(later[0]!.data).toEqual(answers[0]!.data)
    expect((await orderById(bs, bettor, other.id)).status).toBe('open')
    expect(await balanceOf(bs, bettor.memberId)).toBe((80 + Number(offer)).toFixed(2))
    await expectLedgerBalanced(bs)
  })

  it('20 different keys at once: one pays, the others find the order closed (2003)', async () => {
    const bettor = await newBettor(bs, '100')
    const order = await placed(bs, bettor, { legs: [pickOf(upcoming()[1]!, '1x2', 'away')], stake: '10' })
    const offer = order.cashOutOffer!
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        bs.client.form<Order>(
          'trade/api/order/cash/out',
          { orderId: order.id, requestId: randomUUID(), amount: offer },
          bettor,
        ),
      ),
    )
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1)
    expect(answers.filter((answer) => answer.code === codes.MARKET_UNAVAILABLE)).toHaveLength(19)
    expect(await balanceOf(bs, bettor.memberId)).toBe((90 + Number(offer)).toFixed(2))
    await expectLedgerBalanced(bs)
  })

  it('one key on two orders at once: one is cashed out, the other answers 2005 and stays open', async () => {
    const bettor = await newBettor(bs, '100')
    const first = await placed(bs, bettor, { legs: [pickOf(upcoming()[2]!, '1x2', 'home')], stake: '10' })
    const second = await placed(bs, bettor, { legs: [pickOf(upcoming()[3]!, '1x2', 'home')], stake: '10' })
    const requestId = randomUUID()
    const answers = await Promise.all(
      [first, second].map((order) =>
        bs.client.form<Order>(
          'trade/api/order/cash/out',
          { orderId: order.id, requestId, amount: order.cashOutOffer },
          bettor,
        ),
      ),
    )
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, codes.IDEMPOTENCY_CONFLICT])
    await expectLedgerBalanced(bs)
  })
})
