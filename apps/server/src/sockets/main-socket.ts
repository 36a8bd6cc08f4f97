import type { Server } from 'socket.io'
import type { ServerContext } from '../context'
import { isLanguageCode } from '../i18n/languages'
import { watchProtection } from '../protection/pushes'
import { type BalanceReader, createBalancePusher } from './balance'
import { joinSessionRooms, requireSession, roomOfMember, sessionOf } from './handshake'

/** The server-side event (Redis adapter) that tells the other nodes whose balances changed (member ids). */
const balanceChanged = 'member-balance-changed'

/** How long the changed balances of this node gather before one message tells the other nodes (ms). */
const balanceChangedGatherMs = 10

/** The room of a brand's sockets: notices and red envelope openings reach that brand only. */
export const roomOfBrand = (productNo: number) => `brand:${productNo}`

/**
 * The main live socket, path /app/socket (PROTOCOL.md section 5). Client -> server: `language { lang }` sets the
 * language of this socket (acknowledged with `{ lang }` when the client asks). Server -> client: `balance` (the
 * member's balance entries), `order`, `notice` (to the member's brand), `redEnvelope` (an activity of the brand
 * opened) and `language { lang }` (the profile language changed elsewhere),
 * all from the server bus. Bets, money and market actions never travel here.
 */
export function serveMainSocket(io: Server, ctx: ServerContext, readBalance: BalanceReader): () => void {
  requireSession(io, ctx)
  io.on('connection', (socket) => {
    joinSessionRooms(socket)
    // The session was authenticated for the handshake's brand (handshake.ts): the member's own brand.
    if (!sessionOf(socket).restricted) socket.join(roomOfBrand(sessionOf(socket).brand))
    socket.on('language', (payload: unknown, ack?: unknown) => {
      const lang = (payload as { lang?: unknown } | null)?.lang
      const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : undefined
      if (!isLanguageCode(lang)) {
        reply?.({ code: 1000, field: 'lang' })
        return
      }
      sessionOf(socket).lang = lang
      reply?.({ lang })
    })
  })

  // The balance is read on the node where a socket of the member is, only there (sockets/balance.ts). Alone, this
  // node knows every socket; with the Redis adapter, the node where the money moved tells the others, and each
  // pushes to its own sockets. A push never reads the balance for a member nobody watches.
  const clustered = ctx.io?.adapter !== undefined
  const pushBalance = createBalancePusher({
    read: readBalance,
    connectedHere: (memberId) => io.sockets.adapter.rooms.has(roomOfMember(memberId)),
    send: (memberId, entries) => io.local.to(roomOfMember(memberId)).emit('balance', entries),
    onError: (error, memberId) => ctx.log.error({ err: error, memberId }, 'balance push failed'),
  })
  const fromOtherNode = (memberIds: unknown) => {
    // A list of ids; one id alone from a node of an older version.
    for (const memberId of Array.isArray(memberIds) ? memberIds : [memberIds]) {
      if (typeof memberId === 'number') pushBalance(memberId)
    }
  }
  if (clustered) io.on(balanceChanged, fromOtherNode)
  // Every bet changes a balance: rather than a Redis message per bet that every node must read, the ids of a
  // few milliseconds leave together.
  const changed = new Set<number>()
  let gathering: NodeJS.Timeout | null = null
  const tellOtherNodes = () => {
    gathering = null
    io.serverSideEmit(balanceChanged, [...changed])
    changed.clear()
  }

  const protection = watchProtection(io, ctx)
  const disposers = [
    () => protection.stop(),
    () => io.off(balanceChanged, fromOtherNode),
    () => {
      // Closing: what gathered leaves now.
      if (!gathering) return
      clearTimeout(gathering)
      tellOtherNodes()
    },
    ctx.bus.on('language', ({ memberId, lang }) => {
      io.to(roomOfMember(memberId)).emit('language', { lang })
    }),
    ctx.bus.on('balance', ({ memberId }) => {
      pushBalance(memberId)
      if (!clustered) return
      changed.add(memberId)
      gathering ??= setTimeout(tellOtherNodes, balanceChangedGatherMs)
    }),
    ctx.bus.on('protection', ({ memberId, event, payload }) => {
      io.to(roomOfMember(memberId)).emit(event, payload)
    }),
    ctx.bus.on('order', ({ memberId, order }) => {
      io.to(roomOfMember(memberId)).emit('order', order)
    }),
    // Through the adapter: one node emits, the brand's sockets on every node hear it once.
    ctx.bus.on('notice', ({ productNo, notice }) => {
      if (productNo === undefined) io.emit('notice', notice)
      else io.to(roomOfBrand(productNo)).emit('notice', notice)
    }),
    ctx.bus.on('redEnvelope', ({ productNo, activity }) => {
      io.to(roomOfBrand(productNo)).emit('redEnvelope', activity)
    }),
  ]
  return () => {
    for (const dispose of disposers) dispose()
  }
}
