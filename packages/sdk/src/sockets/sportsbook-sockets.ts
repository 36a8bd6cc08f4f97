import type { createEmitter } from '../core/emitter'
import type { SportsbookEvents } from '../events'
import type { Credentials } from '../session/session-state'
import { createSocketLink, type SocketLink } from './socket-link'
import { socketPaths } from './socket-paths'

export interface SportsbookSockets {
  /** The main live socket (`/app/socket`): balance, order, notice and language pushes. */
  main: SocketLink
  /** The match socket (`/match/socket`): odds, score and match pushes of the subscribed matches. */
  match: SocketLink & {
    /** Which matches to follow (empty = all listed); sent on every connect and reconnect (PROTOCOL.md 5). */
    subscribe(matchIds: number[]): void
  }
  closeAll(): void
}

export function createSportsbookSockets(deps: {
  url: string
  credentials(): Credentials | null
  events: ReturnType<typeof createEmitter<SportsbookEvents>>
  /** A socket's token was refused: the general 403 rule, with the socket's path. */
  onForbidden(path: string, sent: Credentials | null): void
  onBalance(entries: unknown): void
  onLanguage(code: string): void
}): SportsbookSockets {
  const common = { url: deps.url, credentials: deps.credentials }
  const main = createSocketLink({
    ...common,
    kind: 'main',
    onForbidden: (sent) => deps.onForbidden(socketPaths.main, sent),
    onError: (message) => deps.events.emit('socketError', { socket: 'main', message }),
  })
  main.on<{ lang?: string }>('language', (payload) => payload?.lang && deps.onLanguage(payload.lang))
  main.on<unknown>('balance', (payload) => deps.onBalance(Array.isArray(payload) ? payload : null))
  main.on('order', (payload) => deps.events.emit('order', payload))
  main.on('notice', (payload) => deps.events.emit('notice', payload))

  let matchIds: number[] = []
  const matchLink = createSocketLink({
    ...common,
    kind: 'match',
    onForbidden: (sent) => deps.onForbidden(socketPaths.match, sent),
    onError: (message) => deps.events.emit('socketError', { socket: 'match', message }),
    onConnect: (link) => link.emit('subscribe', { matchIds }),
  })
  const match = Object.assign(matchLink, {
    subscribe(ids: number[]) {
      matchIds = [...ids]
      if (matchLink.connected) matchLink.emit('subscribe', { matchIds })
    },
  })

  return {
    main,
    match,
    closeAll() {
      main.close()
      match.close()
    },
  }
}
