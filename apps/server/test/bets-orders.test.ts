import type { Order } from '@sportsbook/sdk/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BetServer,
  balanceOf,
  expectLedgerBalanced,
  newBettor,
  openMatches,
  pickOf,
  placed,
  placeOrder,
  startBetServer,
} from './bets-support'

let bs: BetServer

beforeAll(async () => {
  bs = await startBetServer()
})
afterAll(async () => {
  await bs?.close()
})

const football = () => openMatches(bs, (match) => match.sportType === 1 && match.status === 'upcoming')

describe('order create', () => {
  it('places a single: the stake leaves the balance for the open bets in the same transaction', async () => {
    const bettor = await newBettor(bs)
    const [match] = football()
    const pick = pickOf(match!, '1x2', 'home')
    const order = await placed(bs, bettor, { legs: [pick], stake: '25.50' })
    expect(order).toMatchObject({
      kind: 'single',
      status: 'open',
      stake: '25.50',
      odds: pick.odds,
      currencyCode: 'USD',
      payout: null,
      settledAt: null,
    })
    expect(await balanceOf(bs, bettor.memberId)).toBe('974.50')
    expect(await balanceOf(bs, bettor.memberId, 'USD', 'escrow')).toBe('25.50')
    await expectLedgerBalanced(bs)
  })
})
