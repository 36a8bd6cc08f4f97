// An integrator's script on the published @sportsbook/sdk, against a running server (the reference server by
// default): a visitor session, the demo, its balance, the live matches, their odds over the match socket, a single
// bet through the bet slip, and the orders. `SPORTSBOOK_URL=http://127.0.0.1:8787 node dist/main.js`
import { createSportsbook, isApiError, memoryStorage, type PlacedBet } from '@sportsbook/sdk'

const baseUrl = process.env.SPORTSBOOK_URL ?? 'http://127.0.0.1:8787'
const sb = createSportsbook({
  baseUrl,
  brand: { channel: 'node-example' },
  storage: memoryStorage(),
  sessionStorage: memoryStorage(),
  // Node has no page to reload or navigate: pass-code login and a forced reload are a browser's business.
  location: { replace: () => {}, reload: () => {} },
})

function step(what: string, detail: unknown): void {
  console.log(`${what}: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`)
}

async function main(): Promise<void> {
  await sb.language.init()
  await sb.session.start()
  step('visitor', sb.session.getState().status)

  await sb.session.tryPlay()
  const demo = sb.session.getState()
  step('demo', `${demo.status} ${demo.user?.account ?? ''}`)

  const balances = await sb.balance.refresh()
  const demoMoney = balances.find((entry) => entry.currencyCode === 'DEMO') ?? balances[0]
  if (!demoMoney) throw new Error('the demo has no balance')
  step('balance', `${demoMoney.amount} ${demoMoney.currencyCode}`)

  const { list } = await sb.api.matches.list({ sportType: 1, tag: 'live' })
  step('live matches', list.length)
  const match = freshestLive(list)
  if (!match) throw new Error('no live football match with an open market')
  step('match', `${match.home.name} v ${match.away.name} ${match.score.home}-${match.score.away}`)

  // Live odds: seed the store with the read, follow the match on the match socket, wait for a price to move.
  sb.liveOdds.seed(list)
  sb.sockets.match.subscribe([match.id])
  const moved = new Promise<number>((resolve) => {
    const off = sb.liveOdds.subscribe((changes) => {
      const selectionIds = [...changes.selections]
      if (selectionIds.length === 0) return
      off()
      resolve(selectionIds.length)
    })
  })
  await sb.sockets.match.connect()
  step('live odds', `${await withTimeout(moved, 30_000, 'no odds moved on the match socket')} prices moved`)

  const placed = await placeSingle(match)
  step('bet', `order ${placed.order.id} ${placed.order.status} ${placed.order.stake} at ${placed.order.odds}`)

  const orders = await sb.api.bets.list({ status: 'all', page: 1, pageSize: 10 })
  step('orders', orders.list.map((order) => `${order.id} ${order.status}`).join(', '))
  if (!orders.list.some((order) => order.id === placed.order.id))
    throw new Error('the bet is not in the orders')
}

type ListedMatch = Awaited<ReturnType<typeof sb.api.matches.list>>['list'][number]

/** The live match with an open market and the most play left (the lowest game clock): the least likely to end first. */
function freshestLive(list: ListedMatch[]): ListedMatch | undefined {
  return list
    .filter((item) => item.markets.some((market) => market.status === 'open'))
    .sort((a, b) => (a.clock?.seconds ?? 0) - (b.clock?.seconds ?? 0))[0]
}

/**
 * A single of 5 through the bet slip on the first market of `match` open now, at whatever price is current. A live
 * market suspends now and then (a goal, a card) and a price may close before the bet arrives: the slip then places
 * nothing, or the server refuses the bet, and the script tries again a second later, five times at most, on the
 * freshest live match of a new read (the match may have ended meanwhile).
 */
async function placeSingle(first: ListedMatch): Promise<PlacedBet> {
  // The live odds store knows a market's status now; the list was read earlier.
  const isOpen = (market: ListedMatch['markets'][number]) =>
    (sb.liveOdds.getSelection(market.selections[0]?.id ?? 0)?.status ?? market.status) === 'open'
  let match = first
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) {
      const { list } = await sb.api.matches.list({ sportType: 1, tag: 'live' })
      sb.liveOdds.seed(list)
      match = freshestLive(list) ?? match
    }
    const market = match.markets.find(isOpen)
    const selection = market?.selections.find((item) => item.status === 'open')
    if (!market || !selection) throw new Error('no live match has an open market')
    sb.betSlip.clear()
    sb.betSlip.add({
      matchId: match.id,
      marketId: market.id,
      selectionId: selection.id,
      odds: sb.liveOdds.getSelection(selection.id)?.odds ?? selection.odds,
    })
    sb.betSlip.setPolicy('any')
    sb.betSlip.setStake(selection.id, '5')
    const result = await sb.betSlip.place()
    const placed = result?.placed[0]
    if (placed) return placed
    const why = result ? result.failed.map((failure) => failure.error.message) : sb.betSlip.getState().issues
    if (attempt === 5) throw new Error(`the bet was not placed: ${JSON.stringify(why)}`)
    step('bet not placed, trying again', why)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

try {
  await main()
  console.log('done')
} catch (error) {
  console.error(isApiError(error) ? `server error ${error.code}: ${error.message}` : error)
  process.exitCode = 1
} finally {
  sb.dispose()
}
