// The socket fan-out benchmark's server (bench/socket-fanout.ts): the real server, configured from the environment
// as src/main.ts does, whose match book also takes PRICE_RATE price changes a second on the open selections of the
// live and coming matches, as a busy feed's would: the push path then carries a set load whatever the simulator
// happens to move. Each change is stamped with the wall time it was made (its `seq` at FEED_SPEED=1), so a client
// can time a change to its arrival. Logs `listening` with its URL, like main.ts, and the ids of the matches whose
// prices move. The prices start moving on SIGUSR2, once the bench's clients are connected (thousands of handshakes
// beside the price load time out); stops on SIGTERM.
import { buildServer } from '../src/app'
import { loadConfig } from '../src/config'
import type { FeedEvent } from '../src/feed/adapter'
import { matchesOf } from '../src/feed/runtime'
import type { MatchBook } from '../src/matches/book'

const tickMs = 20

/**
 * Moves `rate` prices a second, a share every tick, round the open selections of live and coming matches. The list
 * of open selections is read once a second, not every tick: the server's own work is what the bench measures.
 */
function drivePrices(book: MatchBook, rate: number): () => void {
  let cursor = 0
  let owed = 0
  let open: ReturnType<typeof openSelections> = []
  let readAt = 0
  let tickedAt = Date.now()
  const timer = setInterval(() => {
    // What the time since the last tick owes: a tick the server's own work delayed still moves its share.
    const now = Date.now()
    owed += (rate * (now - tickedAt)) / 1000
    tickedAt = now
    const count = Math.floor(owed)
    owed -= count
    if (Date.now() - readAt >= 1000) {
      open = openSelections(book)
      readAt = Date.now()
    }
    if (open.length === 0) return
    const at = Date.now()
    const events: FeedEvent[] = []
    for (let index = 0; index < count; index += 1) {
      const { matchId, marketId, selection } = open[(cursor + index) % open.length]!
      // A small step up or down, never below 1.01.
      const step = ((cursor + index) % 2 === 0 ? 1 : -1) * 0.01
      const odds = Math.max(1.01, Number(selection.odds) + step).toFixed(2)
      events.push({ kind: 'odds', matchId, marketId, selectionId: selection.id, odds, status: 'open', at })
    }
    cursor = (cursor + count) % open.length
    book.apply(events)
  }, tickMs)
  return () => clearInterval(timer)
}

/** The live and coming matches: those whose prices move. */
function movingMatches(book: MatchBook) {
  return book.all().filter((match) => match.status === 'live' || match.status === 'upcoming')
}

function openSelections(book: MatchBook) {
  return movingMatches(book).flatMap((match) =>
    match.markets.flatMap((market) =>
      market.status === 'open'
        ? market.selections
            .filter((selection) => selection.status === 'open')
            .map((selection) => ({ matchId: match.id, marketId: market.id, selection }))
        : [],
    ),
  )
}

const config = loadConfig()
const server = await buildServer(config)
const url = await server.listen()
// The matches whose prices move, for the clients to follow a list's worth of them.
const matchIds = movingMatches(matchesOf(server.ctx).book).map((match) => match.id)
server.ctx.log.info({ url, matchIds }, 'listening')
let stopPrices = () => {}
process.once('SIGUSR2', () => {
  stopPrices = drivePrices(matchesOf(server.ctx).book, Number(process.env.PRICE_RATE ?? 0))
  server.ctx.log.info('prices moving')
})

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    stopPrices()
    void server.close().then(() => process.exit(0))
  })
}
