import type { Server, Socket } from 'socket.io'
import { brandOfOrigin } from '../brands/site-brand'
import type { ServerContext } from '../context'
import { restrictionOf } from '../protection/session-protection'

/** What a socket carries after its handshake (PROTOCOL.md section 5: query token, uid, realm, process). */
export interface SocketSession {
  sessionId: number
  memberId: number
  /** The brand of the handshake's Origin, read once here: the session was authenticated for it. */
  brand: number
  realm: string
  process: string
  /** The language the client said it shows (`language` message); the member's profile language at first. */
  lang: string
  /** Logged in during a break (PROTOCOL.md section 11): told nothing the brand announces (no marketing). */
  restricted: boolean
}

export function sessionOf(socket: Socket): SocketSession {
  return socket.data as SocketSession
}

function queryText(value: unknown): string {
  if (Array.isArray(value)) return queryText(value[0])
  return typeof value === 'string' && value.length <= 200 ? value : ''
}

/** The connect_error a client gets for a bad, expired or revoked token: `data.code` 403 (PROTOCOL.md section 5). */
export function forbidden(): Error & { data: { code: number } } {
  return Object.assign(new Error('forbidden'), { data: { code: 403 } })
}

export const roomOfSession = (sessionId: number) => `session:${sessionId}`
export const roomOfMember = (memberId: number) => `member:${memberId}`

/**
 * Checks the handshake's token before the socket exists, for the brand of its Origin (as HTTP paths do); a refused
 * socket never connects.
 */
export function requireSession(io: Server, ctx: ServerContext): void {
  io.use((socket, next) => {
    const query = socket.handshake.query
    const uid = queryText(query.uid)
    const token = queryText(query.token)
    const brand = brandOfOrigin(ctx.config, socket.handshake.headers.origin)
    ctx.sessions.authenticate(uid, token, brand).then(
      (session) => {
        if (!session) return next(forbidden())
        const data: SocketSession = {
          sessionId: session.id,
          memberId: session.memberId,
          brand,
          realm: queryText(query.realm),
          process: queryText(query.process),
          lang: session.member.languageCode,
          restricted: restrictionOf(session.protection) !== null,
        }
        Object.assign(socket.data, data)
        next()
      },
      (error: unknown) => {
        ctx.log.error({ err: error, socketId: socket.id }, 'socket handshake failed')
        next(Object.assign(new Error('internal error'), { data: { code: 5000 } }))
      },
    )
  })
}

/** The rooms every socket joins: its session's (revocation) and its member's (pushes), on every node. */
export function joinSessionRooms(socket: Socket): void {
  const session = sessionOf(socket)
  void socket.join([roomOfSession(session.sessionId), roomOfMember(session.memberId)])
}
