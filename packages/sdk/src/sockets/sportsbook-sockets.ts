import type { createEmitter } from '../core/emitter'
import type { SportsbookEvents } from '../events'
import { readProtectionPush, readRealityCheck } from '../protection/protection-pushes'
import type { BalanceEntry } from '../protocol/schemas/session-shapes'
import type { Credentials } from '../session/session-state'
import type { MainSocketPushes, MainSocketSends, MatchSocketPushes, MatchSocketSends } from './socket-events'
import { createSocketLink, type SocketLink } from './socket-link'
import { socketPaths } from './socket-paths'

/** `sb.sockets`: the two sockets of the protocol, made at once and opened on demand. */
export interface SportsbookSockets {
  /** The main live socket (`/app/socket`): balance, order, notice, red envelope, language and protection pushes. */
  main: SocketLink<MainSocketPushes, MainSocketSends>
  /** The match socket (`/match/socket`): odds, score and match pushes of the subscribed matches. */
  match: SocketLink<MatchSocketPushes, MatchSocketSends> & {
    /** Which matches to follow (empty = all listed); sent on every connect and reconnect. */
    subscribe(matchIds: number[]): void
  }
  /** Closes both sockets (logout does it). */
  closeAll(): void
}

export function createSportsbookSockets(deps: {
  url: string
  credentials(): Credentials | null
  events: ReturnType<typeof createEmitter<SportsbookEvents>>
  /** A socket's token was refused: the general 403 rule, with the socket's path. */
  onForbidden(path: string, sent: Credentials | null): void
  /** Entries pushed by the server; null when a push carried none (the store reads them again). */
  onBalance(entries: BalanceEntry[] | null): void
  onLanguage(code: string): void
  /** The seq a reconnect resumes from (the live odds store's lowest shown), or undefined for none. */
  resumeSeq?(): number | undefined
}): SportsbookSockets {
  const common = { url: deps.url, credentials: deps.credentials }
  const main = createSocketLink<MainSocketPushes, MainSocketSends>({
    ...common,
    kind: 'main',
    onForbidden: (sent) => deps.onForbidden(socketPaths.main, sent),
    onError: (message) => deps.events.emit('socketError', { socket: 'main', message }),
  })
  main.on('language', (payload) => payload?.lang && deps.onLanguage(payload.lang))
  main.on('balance', (payload) => deps.onBalance(Array.isArray(payload) ? payload : null))
  main.on('order', (payload) => deps.events.emit('order', payload))
  main.on('notice', (payload) => deps.events.emit('notice', payload))
  main.on('realityCheck', (payload) => {
    const check = readRealityCheck(payload)
    if (check) deps.events.emit('realityCheck', check)
  })
  main.on('protection', (payload) => {
    const push = readProtectionPush(payload)
    if (push) deps.events.emit('protection', push)
  })

  let matchIds: number[] = []
  const matchLink = createSocketLink<MatchSocketPushes, MatchSocketSends>({
    ...common,
    kind: 'match',
    onForbidden: (sent) => deps.onForbidden(socketPaths.match, sent),
    onError: (message) => deps.events.emit('socketError', { socket: 'match', message }),
    onConnect: () => {
      // A reconnect asks for what was missed since the seq shown; the first connect has nothing shown.
      const sinceSeq = deps.resumeSeq?.()
      matchLink.emit('subscribe', sinceSeq === undefined ? { matchIds } : { matchIds, sinceSeq })
    },
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
