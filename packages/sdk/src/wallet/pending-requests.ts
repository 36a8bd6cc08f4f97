import { randomUuid } from '../client-info/device-id'
import { isNetworkError, isTimeoutError } from '../errors/type-guards'
import type { StorageAdapter } from '../storage/storage-adapter'

/** The money movements that carry an idempotency key (PROTOCOL.md section 8). */
export type MoneyAction =
  | 'deposit'
  | 'collection'
  | 'withdraw'
  | 'borrow'
  | 'repay'
  // The peer market's (market/market-actions.ts).
  | 'bankOpen'
  | 'bankInvest'
  | 'bankBet'
  // The games' and red envelopes' (games/game-actions.ts).
  | 'gameLaunch'
  | 'gameWithdraw'
  | 'gameWithdrawAll'
  | 'redEnvelopeClaim'

/** Local storage key of the keys whose answer has not arrived yet. */
export const pendingRequestsKey = 'walletPending'

/** One movement sent without a definite answer: what was sent, under which key, by whom. */
export interface PendingRequest {
  requestId: string
  /** The payload without `requestId`. */
  body: Record<string, unknown>
  /** The member who sent it; another member's keys are never reused. */
  owner: string
  sentAt: number
}

type PendingRecord = Partial<Record<MoneyAction, PendingRequest>>

// The server keeps its idempotency rows longer than a day; an older unanswered key is a movement nobody retries.
const keepMs = 24 * 60 * 60 * 1000

/** The same payload gives the same text whatever the order of its fields. */
function bodyText(body: Record<string, unknown>): string {
  return JSON.stringify(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** The outcome of a network failure or time-out is unknown: the movement may exist, so its key must survive. */
const isUnknownOutcome = (error: unknown) => isNetworkError(error) || isTimeoutError(error)

/**
 * The idempotency keys of money movements, kept in storage across reloads. A key is written BEFORE the request
 * leaves, so a reload while it travels still knows it; the same movement sent again (same action, member and
 * payload) reuses it and the server answers the first result instead of moving money twice. A definite answer
 * (the movement, or a business code) retires the key; another payload gets another key (reusing one would be 2005).
 */
export function createPendingRequests(storage: StorageAdapter, now: () => number = Date.now) {
  async function read(): Promise<PendingRecord> {
    const text = await storage.getItem(pendingRequestsKey)
    if (!text) return {}
    try {
      const record = JSON.parse(text) as unknown
      return record && typeof record === 'object' ? (record as PendingRecord) : {}
    } catch {
      return {}
    }
  }

  async function write(record: PendingRecord): Promise<void> {
    if (Object.keys(record).length === 0) await storage.removeItem(pendingRequestsKey)
    else await storage.setItem(pendingRequestsKey, JSON.stringify(record))
  }

  const fresh = (entry: PendingRequest | undefined, owner: string) =>
    entry && entry.owner === owner && now() - entry.sentAt < keepMs ? entry : undefined

  /** The unanswered movement of `action` by `owner`, if any (a page offers to send it again). */
  async function pending(action: MoneyAction, owner: string): Promise<PendingRequest | null> {
    return fresh((await read())[action], owner) ?? null
  }

  /** The key for this movement: the stored one when the same payload is still unanswered, else a new one, stored. */
  async function keyFor(action: MoneyAction, owner: string, body: Record<string, unknown>): Promise<string> {
    const record = await read()
    const kept = fresh(record[action], owner)
    if (kept && bodyText(kept.body) === bodyText(body)) return kept.requestId
    const requestId = randomUuid()
    record[action] = { requestId, body, owner, sentAt: now() }
    await write(record)
    return requestId
  }

  async function settle(action: MoneyAction, requestId: string): Promise<void> {
    const record = await read()
    if (record[action]?.requestId !== requestId) return
    delete record[action]
    await write(record)
  }

  return {
    pending,
    /** Sends `body` with its key through `call`; keeps the key while the outcome is unknown. */
    async send<T>(
      action: MoneyAction,
      owner: string,
      body: Record<string, unknown>,
      call: (payload: Record<string, unknown> & { requestId: string }) => Promise<T>,
    ): Promise<T> {
      const requestId = await keyFor(action, owner, body)
      try {
        const answer = await call({ ...body, requestId })
        await settle(action, requestId)
        return answer
      } catch (error) {
        if (!isUnknownOutcome(error)) await settle(action, requestId)
        throw error
      }
    },
  }
}

export type PendingRequests = ReturnType<typeof createPendingRequests>
