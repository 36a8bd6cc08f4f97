import { randomUuid } from '../client-info/device-id'
import type { StorageAdapter } from '../storage/storage-adapter'
import { storageKeys } from '../storage/storage-keys'
import { canonicalBody } from './canonical-body'
import { type Exclusive, type LockManagerLike, storageLock } from './storage-lock'
import { isUnknownOutcome } from './unknown-outcome'

/** The money movements that carry an idempotency key: bets, cash outs, wallet, market and games movements. */
export type MoneyAction =
  // Bets and cash out (bet-slip/).
  | 'bet'
  | 'cashOut'
  // The wallet's (wallet/wallet-actions.ts).
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

/** One movement sent without a definite answer: what was sent, under which key, by whom. */
export interface PendingRequest {
  action: MoneyAction
  requestId: string
  /** The payload without `requestId` (and without a password: it is never stored). */
  body: Record<string, unknown>
  /** The member who sent it; another member's keys are never reused. */
  owner: string
  sentAt: number
}

/** Sends money movements with their idempotency keys; see {@link createIdempotentSender}. */
export interface IdempotentSender {
  /** Sends `body` with its key through `call`; the key outlives the call while the outcome is unknown. */
  send<B extends object, T>(
    action: MoneyAction,
    body: B,
    call: (payload: B & { requestId: string }) => Promise<T>,
  ): Promise<T>
  /** The current member's movements of `action` still without a definite answer, the newest first. */
  pending(action: MoneyAction): Promise<PendingRequest[]>
}

// The server keeps its idempotency rows longer than a day; an older unanswered key is a movement nobody retries.
const keepMs = 24 * 60 * 60 * 1000
const key = storageKeys.local.pendingRequests

/**
 * The SDK's one idempotent sender for money calls. A movement's key is written to storage
 * BEFORE its request leaves, so a reload while it travels still knows it; the same movement again (same action,
 * member and canonical body) reuses it, and the server answers the first result instead of moving money twice.
 * A definite answer (the movement, or a business code) retires the key; another body gets another key (reusing
 * one would be 2005). Every read-modify-write of the stored keys holds one lock, so two sends, or two tabs, never
 * overwrite each other's key.
 */
export function createIdempotentSender(options: {
  storage: StorageAdapter
  /** The member acting now (their uid). */
  owner: () => string
  now?: () => number
  /** The Web Locks API to use; `navigator.locks` by default, else a queue in this page. */
  locks?: LockManagerLike
}): IdempotentSender {
  const { storage, owner } = options
  const now = options.now ?? Date.now
  const exclusive: Exclusive = storageLock(key, options.locks)

  async function read(): Promise<PendingRequest[]> {
    const text = await storage.getItem(key)
    if (!text) return []
    try {
      const entries: unknown = JSON.parse(text)
      return Array.isArray(entries)
        ? (entries as PendingRequest[]).filter((entry) => now() - entry.sentAt < keepMs)
        : []
    } catch {
      return []
    }
  }

  async function write(entries: PendingRequest[]): Promise<void> {
    if (entries.length === 0) await storage.removeItem(key)
    else await storage.setItem(key, JSON.stringify(entries))
  }

  const keyFor = (action: MoneyAction, who: string, body: Record<string, unknown>) =>
    exclusive(async () => {
      const entries = await read()
      const text = canonicalBody(body)
      const kept = entries.find(
        (entry) => entry.action === action && entry.owner === who && canonicalBody(entry.body) === text,
      )
      if (kept) return kept.requestId
      const entry: PendingRequest = { action, requestId: randomUuid(), body, owner: who, sentAt: now() }
      await write([...entries, entry])
      return entry.requestId
    })

  const settle = (requestId: string) =>
    exclusive(async () => {
      const entries = await read()
      const rest = entries.filter((entry) => entry.requestId !== requestId)
      if (rest.length !== entries.length) await write(rest)
    })

  return {
    async send(action, body, call) {
      const requestId = await keyFor(action, owner(), body as Record<string, unknown>)
      try {
        const answer = await call({ ...body, requestId })
        await settle(requestId)
        return answer
      } catch (error) {
        if (!isUnknownOutcome(error)) await settle(requestId)
        throw error
      }
    },
    async pending(action) {
      const who = owner()
      return (await read())
        .filter((entry) => entry.action === action && entry.owner === who)
        .sort((a, b) => b.sentAt - a.sentAt)
    },
  }
}
