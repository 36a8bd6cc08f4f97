import type { Server } from 'socket.io'
import type { ServerContext } from '../context'
import { isLanguageCode } from '../i18n/languages'
import type { BalanceReader } from './balance'
import { joinSessionRooms, requireSession, roomOfMember, sessionOf } from './handshake'

/**
 * The main live socket, path /app/socket (PROTOCOL.md section 5). Client -> server: `language { lang }` sets the
 * language of this socket (acknowledged with `{ lang }` when the client asks). Server -> client: `balance` (the
 * member's balance entries), `order`, `notice` and `language { lang }` (the profile language changed elsewhere),
 * all from the server bus. Bets, money and market actions never travel here.
 */
export function serveMainSocket(io: Server, ctx: ServerContext, readBalance: BalanceReader): () => void {
  requireSession(io, ctx)
  io.on('connection', (socket) => {
    joinSessionRooms(socket)
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

  const disposers = [
    ctx.bus.on('language', ({ memberId, lang }) => {
      io.to(roomOfMember(memberId)).emit('language', { lang })
    }),
    ctx.bus.on('balance', ({ memberId }) => {
      readBalance(memberId).then(
        (entries) => io.to(roomOfMember(memberId)).emit('balance', entries),
        (error: unknown) => {
          ctx.log.error({ err: error, memberId }, 'balance push failed')
          // Still tell the client: an empty object means "read it again over HTTP".
          io.to(roomOfMember(memberId)).emit('balance', {})
        },
      )
    }),
    ctx.bus.on('order', ({ memberId, order }) => {
      io.to(roomOfMember(memberId)).emit('order', order)
    }),
    ctx.bus.on('notice', ({ notice }) => {
      io.emit('notice', notice)
    }),
  ]
  return () => {
    for (const dispose of disposers) dispose()
  }
}
