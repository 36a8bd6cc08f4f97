import type { Match, OddsUpdate } from '@sportsbook/sdk/protocol'
import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type BetServer,
  type Bettor,
  newBettor,
  type Pick,
  pickOf,
  placed,
  upcomingFootball,
} from './bets-support'
import { startOpsServer } from './ops-support'
import { createTestClient, openAnswer, type TestSession } from './support/client'
import { newMember } from './support/flows'
import { ack, closeOpenedSockets, connected, next, openSocket } from './support/sockets'
import { newOperator } from './wallet-support'

// Brand 800000's site (the test client's default Origin) and brand 800001's.
const jungleOrigin = 'http://localhost:5171'
const copaOrigin = 'http://localhost:5172'

let bs: BetServer
let copa: BetServer
let operator: TestSession

beforeAll(async () => {
  bs = await startOpsServer({})
  copa = { ...bs, client: createTestClient(bs.server.url, { origin: copaOrigin }) }
  operator = await newOperator(bs)
})

afterAll(async () => {
  await bs?.server.close()
})

afterEach(closeOpenedSockets)

/** A match socket of the brand of `origin`, subscribed to `matchIds` (every match when empty). */
async function matchSocket(session: TestSession, origin: string, matchIds: number[]): Promise<Socket> {
  const socket = await connected(openSocket(bs.server.url, 'match', session, { origin }))
  await ack(socket, 'subscribe', { matchIds })
  return socket
}

/** The next odds item of the selection that `socket` hears (with the rest of its batch). */
async function nextOdds(
  socket: Socket,
  selectionId: number,
  test: (item: OddsUpdate) => boolean = () => true,
) {
  const batch = await next<OddsUpdate[]>(socket, 'odds', (odds) =>
    odds.some((item) => item.selectionId === selectionId && test(item)),
  )
  return { item: batch.find((item) => item.selectionId === selectionId)!, batch }
}

async function setLiabilityCap(max: string) {
  const answer = await bs.client.form(
    '/app/api/internal/risk/settings',
    { currencyCode: 'USD', maxLiabilityPerSelection: max },
    operator,
  )
  expect(answer.code, answer.msg).toBe(0)
}

/** Suspends `pick` for brand 800000: an order on it, then the cap at the liability it made. */
async function suspendForJungle(bettor: Bettor, pick: Pick): Promise<void> {
  await placed(bs, bettor, { legs: [pick], stake: '10' })
  const [market] = (
    await bs.client.form<{ list: { selections: { selectionId: number; liability: string }[] }[] }>(
      '/app/api/internal/risk/markets',
      { matchId: pick.matchId },
      operator,
    )
  ).data.list
  await setLiabilityCap(market!.selections.find((item) => item.selectionId === pick.selectionId)!.liability)
}

/** The feed moves the selections' prices (open), as a price change of the feed does. */
function movePrices(match: { id: number; seq: number }, picks: Pick[], odds: string): void {
  const at = bs.runtime.book.get(match.id)!.seq + 1
  bs.runtime.book.apply(
    picks.map((pick) => ({ kind: 'odds' as const, ...pick, odds, status: 'open' as const, at })),
  )
}

describe("the match socket's odds as each brand shows them", () => {
  it("shows a brand's suspension in its own pushes only, when it begins, through later price moves and when it ends", async () => {
    const match = upcomingFootball(bs)[0]!
    const home = pickOf(match, '1x2', 'home')
    const away = pickOf(match, '1x2', 'away')
    const jungle = await newBettor(bs, '500')
    const copaPlayer = await newMember(copa.client)
    const [jungleAll, jungleOne, copaAll] = await Promise.all([
      matchSocket(jungle, jungleOrigin, []),
      matchSocket(jungle, jungleOrigin, [match.id]),
      matchSocket(copaPlayer, copaOrigin, []),
    ])

    // The suspension reaches the brand's sockets at once, without a price move.
    const begun = [jungleAll, jungleOne].map((socket) => nextOdds(socket, home.selectionId))
    await suspendForJungle(jungle, home)
    for (const { item } of await Promise.all(begun)) {
      expect(item).toMatchObject({ matchId: match.id, odds: home.odds, status: 'suspended' })
    }

    // A later price move: brand 800000 sees the new price suspended, the other selection open; 800001 all open.
    const heard = [jungleAll, jungleOne, copaAll].map((socket) =>
      nextOdds(socket, home.selectionId, (item) => item.odds === '9.50'),
    )
    movePrices(match, [home, away], '9.50')
    const [all, one, other] = await Promise.all(heard)
    for (const { batch } of [all!, one!]) {
      expect(
        batch.filter((item) => item.matchId === match.id).map((item) => [item.selectionId, item.status]),
      ).toEqual([
        [home.selectionId, 'suspended'],
        [away.selectionId, 'open'],
      ])
    }
    expect(other!.batch.map((item) => item.status)).toEqual(['open', 'open'])

    // The cap removed: brand 800000's sockets see the selection open again at once.
    const ended = [jungleAll, jungleOne].map((socket) =>
      nextOdds(socket, home.selectionId, (item) => item.status === 'open'),
    )
    await setLiabilityCap('')
    for (const { item } of await Promise.all(ended)) expect(item.odds).toBe('9.50')
  })
})

describe("the brand's other match views", () => {
  it("mark a selection the brand suspended in the hot list, prospects, search, info and an odds boost's details", async () => {
    const match = bs.runtime.book
      .all()
      .find(
        (item) =>
          item.status === 'upcoming' &&
          item.sportType === 1 &&
          bs.runtime.book.leagues.get(item.leagueId)?.hot &&
          item.startTime > bs.clock.now() + 10 * 60_000,
      )!
    const home = pickOf(match, '1x2', 'home')
    const jungle = await newBettor(bs, '500')
    await suspendForJungle(jungle, home)

    const statusIn = (found: Match | undefined) =>
      found?.markets.flatMap((market) => market.selections).find((item) => item.id === home.selectionId)
        ?.status
    const views = async (client: BetServer['client'], session: TestSession) => {
      const hot = await client.get<Match[]>('api/hotList', { limit: 100 }, session)
      const prospects = await client.form<{ match: Match }[]>('match/prospect/list', { limit: 100 }, session)
      const teams = bs.runtime.book.teams.get(match.homeId)!.name
      const search = await client.form<{ matches: Match[] }>('match/search', { keyword: teams }, session)
      const info = await client.get<{ match: Match }>('/info', { matchId: match.id }, session)
      return [
        statusIn(hot.data.find((item) => item.id === match.id)),
        statusIn(prospects.data.find((item) => item.match.id === match.id)?.match),
        statusIn(search.data.matches.find((item) => item.id === match.id)),
        statusIn(info.data.match),
      ]
    }
    expect(await views(bs.client, jungle)).toEqual(['suspended', 'suspended', 'suspended', 'suspended'])
    const copaPlayer = await newMember(copa.client)
    expect(await views(copa.client, copaPlayer)).toEqual(['open', 'open', 'open', 'open'])
    // The odds boost of the match names the same market: its details show the suspension too.
    const activities = await bs.client.form<{ id: number; matchId: number }[]>(
      'match/activity/list',
      {},
      jungle,
    )
    const boost = activities.data.find((item) => item.matchId === match.id)
    if (boost) {
      const detail = await bs.client.form<{ match: Match }>('match/activity/detail', { id: boost.id }, jungle)
      expect(statusIn(detail.data.match)).toBe('suspended')
    }
    // And the list the player follows, as before (token cipher).
    const details = await bs.client.form('match/details', { matchId: match.id }, jungle)
    expect(statusIn(openAnswer<Match>(details, jungle.token))).toBe('suspended')
    await setLiabilityCap('')
  })
})
