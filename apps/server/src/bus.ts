/** What happened on this server that a connected client should hear about (PROTOCOL.md section 5). */
export interface ServerEvents {
  /** A member's balance entries changed (emitted after the ledger transaction committed). */
  balance: { memberId: number }
  /** A member's profile language changed (`userInfoEdit`). */
  language: { memberId: number; lang: string }
  /** These sessions of the member were revoked (logout, password change): their sockets must close. */
  sessionRevoked: { memberId: number; sessionIds: number[] }
  /** An operator changed what a member's sessions carry (the stake factor): a remembered session is read again. */
  memberChanged: { memberId: number }
  /**
   * Player protection tells the member's main sockets (PROTOCOL.md section 11): `protection` (a break began, a
   * session limit ran out) or `realityCheck`.
   */
  protection: { memberId: number; event: 'protection' | 'realityCheck'; payload: unknown }
  /** An order of the member was settled or cashed out. */
  order: { memberId: number; order: unknown }
  /** A new notice for the sockets of brand `productNo` (every node's), or of everybody without one. */
  notice: { productNo?: number; notice: unknown }
  /** A red envelope activity of the brand opened: sites show a popup. */
  redEnvelope: { productNo: number; activity: unknown }
  /** The crash game moved on (games/house/crash): the crash namespace pushes it. */
  crash:
    | { kind: 'round'; roundId: number }
    | { kind: 'cashOut'; roundId: number; betId: number; multiplier: number }
    | { kind: 'bet'; roundId: number; betId: number }
    | { kind: 'tick'; roundId: number; multiplier: number; at: number }
}

export type ServerEventName = keyof ServerEvents

type Listener<K extends ServerEventName> = (payload: ServerEvents[K]) => void

/**
 * A typed in-process bus: producers (ledger, sessions, bets) emit, the sockets push. `on` returns the unsubscribe
 * function. A throwing listener is reported to `onError` and never stops the others or the producer.
 */
export class ServerBus {
  readonly #listeners = new Map<ServerEventName, Set<Listener<ServerEventName>>>()
  readonly #onError: (error: unknown, event: ServerEventName) => void

  constructor(onError: (error: unknown, event: ServerEventName) => void = () => undefined) {
    this.#onError = onError
  }

  on<K extends ServerEventName>(event: K, listener: Listener<K>): () => void {
    let set = this.#listeners.get(event)
    if (!set) {
      set = new Set()
      this.#listeners.set(event, set)
    }
    set.add(listener as Listener<ServerEventName>)
    return () => {
      set.delete(listener as Listener<ServerEventName>)
    }
  }

  emit<K extends ServerEventName>(event: K, payload: ServerEvents[K]): void {
    for (const listener of this.#listeners.get(event) ?? []) {
      try {
        listener(payload)
      } catch (error) {
        this.#onError(error, event)
      }
    }
  }
}
