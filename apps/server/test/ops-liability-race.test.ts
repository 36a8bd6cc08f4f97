import { type RiskMarket, returnUnits } from '@sportsbook/sdk/protocol'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { toUnits } from '../src/ledger/money'
import { type BetServer, newBettor, pickOf, placeOrder, upcomingFootball } from './bets-support'
import { startOpsServer } from './ops-support'
import type { TestSession } from './support/client'
import { newOperator } from './wallet-support'

let bs: BetServer
let operator: TestSession

beforeAll(async () => {
  bs = await startOpsServer({})
  operator = await newOperator(bs)
})

afterAll(async () => {
  await bs?.server.close()
})

it('50 orders at once on one selection never take its liability past the brand maximum', async () => {
  const pick = pickOf(upcomingFootball(bs)[0]!, '1x2', 'home')
  const odds = BigInt(Math.round(Number(pick.odds) * 100))
  const stake = toUnits('10', 2)
  const growth = returnUnits(stake, odds) - stake
  // Room for ten orders and half of an eleventh.
  const cap = growth * 10n + growth / 2n
  const capText = `${cap / 100n}.${String(cap % 100n).padStart(2, '0')}`
  const set = await bs.client.form(
    '/app/api/internal/risk/settings',
    { currencyCode: 'USD', maxLiabilityPerSelection: capText },
    operator,
  )
  expect(set.code, set.msg).toBe(0)
  const bettors = []
  for (let index = 0; index < 50; index += 1) bettors.push(await newBettor(bs, '100'))

  const answers = await Promise.all(
    bettors.map((bettor) => placeOrder(bs, bettor, { legs: [pick], stake: '10' })),
  )
  const codes = answers.map((answer) => answer.code)
  expect(codes.filter((code) => code === 0)).toHaveLength(10)
  expect(codes.filter((code) => code !== 0 && code !== 2004)).toEqual([])

  const risk = await bs.client.form<{ list: RiskMarket[] }>(
    '/app/api/internal/risk/markets',
    { matchId: pick.matchId },
    operator,
  )
  const selection = risk.data.list[0]!.selections.find((item) => item.selectionId === pick.selectionId)!
  expect(selection.orders).toBe(10)
  expect(toUnits(selection.liability, 2)).toBe(growth * 10n)
  expect(toUnits(selection.liability, 2) <= cap).toBe(true)
})
