import { afterEach, beforeAll, describe, it } from 'vitest'
import { type BetServer, newBettor, openMatches, placed } from './bets-support'
import { sharedServer } from './support/shared-server'
import { balanceShowing, closeOpenedSockets, connected, openSocket } from './support/sockets'

afterEach(closeOpenedSockets)

describe('balance push on one node', () => {
  let bs: BetServer
  beforeAll(async () => {
    bs = await sharedServer()
  })

  it('pushes the balance after a stake to the member socket, and after a burst of bets the last balance', async () => {
    const bettor = await newBettor(bs, '50')
    const socket = await connected(openSocket(bs.server.url, 'main', bettor))
    const match = openMatches(bs, (item) => item.status === 'upcoming')[0]!
    const market = match.markets.find((item) => item.status === 'open' && item.main)!
    const pick = {
      matchId: match.id,
      marketId: market.id,
      selectionId: market.selections[0]!.id,
      odds: market.selections[0]!.odds,
    }
    const afterOne = balanceShowing(socket, '48.00')
    await placed(bs, bettor, { legs: [pick], stake: '2', acceptOdds: 'any' })
    await afterOne
    const afterBurst = balanceShowing(socket, '38.00')
    await Promise.all(
      Array.from({ length: 5 }, () => placed(bs, bettor, { legs: [pick], stake: '2', acceptOdds: 'any' })),
    )
    await afterBurst
  })
})
