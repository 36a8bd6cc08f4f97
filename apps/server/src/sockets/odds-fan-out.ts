import type { Socket } from 'socket.io'
import type { OddsUpdate } from '../matches/book'
import type { BrandOdds } from '../ops/risk/brand-odds'
import { sessionOf } from './handshake'

/** The matches a match socket follows since its last subscribe, when it named them. */
export type Followed = ReadonlySet<number>

/** The largest odds array of one `odds` event (bigger batches leave in several events). */
export const oddsPerEvent = 2000

/** A run of one match's odds items as JSON, without the array's brackets. */
interface Fragment {
  json: string
  count: number
}

/** One match's odds as fragments of at most `oddsPerEvent` items. */
function fragmentsOf(odds: readonly OddsUpdate[]): Fragment[] {
  const fragments: Fragment[] = []
  for (let start = 0; start < odds.length; start += oddsPerEvent) {
    const part = odds.slice(start, start + oddsPerEvent)
    fragments.push({ json: JSON.stringify(part).slice(1, -1), count: part.length })
  }
  return fragments
}

/**
 * socket.io's EVENT packet (protocol v5): type 2, the namespace unless it is the root, then the event's name and
 * arguments as a JSON array. `args` are JSON already: the frames are put together from fragments encoded once per
 * flush, where `emit` would encode every socket's array again.
 */
export function eventPacket(namespace: string, event: string, args: readonly string[]): string {
  const prefix = namespace === '/' ? '' : `${namespace},`
  return `2${prefix}[${JSON.stringify(event)},${args.join(',')}]`
}

/**
 * One flush's odds to this node's sockets that follow named matches (PROTOCOL.md section 5): each gets one `odds`
 * event with the items of every match it follows (more only past `oddsPerEvent` items), as its brand shows them,
 * where a frame per match and socket would cost a write per match followed. Each match's items are encoded once
 * per view. A socket that follows every match gets the whole batch, the same frame as every other such socket: its
 * room's broadcast encodes that once.
 */
export function fanOutOdds(
  sockets: Iterable<Socket>,
  followedOf: (socket: Socket) => Followed | undefined,
  odds: readonly OddsUpdate[],
  brandOdds: BrandOdds,
): void {
  if (odds.length === 0) return
  const byMatch = new Map<number, OddsUpdate[]>()
  for (const update of odds) {
    const list = byMatch.get(update.matchId)
    if (list) list.push(update)
    else byMatch.set(update.matchId, [update])
  }
  const feedView = new Map<number, Fragment[]>()
  for (const [matchId, list] of byMatch) feedView.set(matchId, fragmentsOf(list))
  // The brands that show some of a match's odds otherwise (suspended at their liability cap): none, usually.
  const brandViews = new Map<number, Map<number, Fragment[]>>()
  for (const productNo of brandOdds.differing(null)) {
    const view = new Map(feedView)
    for (const [matchId, list] of byMatch) {
      if (brandOdds.differing(matchId).includes(productNo)) {
        view.set(matchId, fragmentsOf(brandOdds.viewOf(productNo, list)))
      }
    }
    brandViews.set(productNo, view)
  }

  for (const socket of sockets) {
    const followed = followedOf(socket)
    if (!followed) continue
    const view = brandViews.get(sessionOf(socket).brand) ?? feedView
    const pieces: Fragment[] = []
    if (followed.size >= view.size) {
      for (const [matchId, fragments] of view) if (followed.has(matchId)) pieces.push(...fragments)
    } else {
      for (const matchId of followed) {
        const fragments = view.get(matchId)
        if (fragments) pieces.push(...fragments)
      }
    }
    writeOdds(socket, pieces)
  }
}

/** The pieces as `odds` events of at most `oddsPerEvent` items, each stamped as it leaves (for latency). */
function writeOdds(socket: Socket, pieces: readonly Fragment[]): void {
  let frame: string[] = []
  let count = 0
  const send = () => {
    if (frame.length === 0) return
    const meta = `{"sentAt":${Date.now()}}`
    socket.conn.write(eventPacket(socket.nsp.name, 'odds', [`[${frame.join(',')}]`, meta]))
    frame = []
    count = 0
  }
  for (const piece of pieces) {
    if (count + piece.count > oddsPerEvent) send()
    frame.push(piece.json)
    count += piece.count
  }
  send()
}
