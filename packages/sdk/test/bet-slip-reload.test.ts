import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSportsbook, isNetworkError, memoryStorage, type Sportsbook, type StorageAdapter } from '../src'
import { toBetPick } from '../src/bet-slip/bet-pick'
import { storageKeys } from '../src/storage'
import { addBetServer, type BetServer, loginMember } from './support/bet-server'
import { type FakeBackend, startFakeBackend } from './support/fake-backend'
import { type FlakyProxy, startFlakyProxy } from './support/flaky-proxy'
import { footballMatch } from './support/match-socket-server'

// Issue 22: a single whose answer was lost, then a reload of the tab. The slip comes back from session storage and
// the order's key from local storage, so "Place bets" answers the first order instead of placing a second.

const orderPath = '/trade/api/order/create'

let backend: FakeBackend
let bets: BetServer
let proxy: FlakyProxy
const clients: Sportsbook[] = []

beforeEach(async () => {
  backend = await startFakeBackend()
  bets = addBetServer(backend)
  proxy = await startFlakyProxy(backend.url)
})
afterEach(async () => {
  for (const client of clients.splice(0)) client.dispose()
  await proxy.close()
  await backend.close()
})

/** One page load of a tab: its local and session storage outlive it. */
function tab(storage: StorageAdapter, sessionStorage: StorageAdapter): Sportsbook {
  const sb = createSportsbook({
    baseUrl: proxy.url,
    storage,
    sessionStorage,
    brand: { channel: 'brand-800000' },
    language: { browser: 'en' },
    connectMainSocketOnLogin: false,
    location: { reload: () => undefined },
    timeoutMs: 5000,
    betSlip: { retryDelaysMs: [] },
  })
  clients.push(sb)
  return sb
}

describe('a bet whose answer was lost, then a reload', () => {
  it('is sent again under the same requestId and ends as one order, though the odds moved meanwhile', async () => {
    const storage = memoryStorage()
    const sessionStorage = memoryStorage()
    const first = tab(storage, sessionStorage)
    await loginMember(backend, first)
    await first.betSlip.load()
    await vi.waitFor(() => expect(first.betSlip.getState().account.available).toBe('100.00'))
    first.betSlip.add(toBetPick(footballMatch(1), 11)!)
    first.betSlip.setStake(11, '3')
    proxy.dropAfter(orderPath)
    const lost = await first.betSlip.place()
    expect(isNetworkError(lost?.failed[0]?.error)).toBe(true)
    expect(bets.orders.size).toBe(1)
    first.dispose()

    const reloaded = tab(storage, sessionStorage)
    expect((await reloaded.session.start()).status).toBe('member')
    await reloaded.betSlip.load()
    await vi.waitFor(() => {
      const state = reloaded.betSlip.getState()
      expect(state.selections.map((entry) => [entry.selectionId, entry.stake])).toEqual([[11, '3']])
      expect(state.canPlace).toBe(true)
    })
    // The price moved up after the reload: a new body would have been a new key, and a second order.
    reloaded.liveOdds.receive('odds', [
      { seq: 5, matchId: 1, marketId: 10, selectionId: 11, odds: '2.05', status: 'open' },
    ])
    const again = await reloaded.betSlip.place()

    const [firstKey, secondKey] = bets.attempts.map((attempt) => attempt.requestId)
    expect(secondKey).toBe(firstKey)
    expect(again?.placed.map((entry) => entry.order.requestId)).toEqual([firstKey])
    expect(reloaded.betSlip.getState().result?.placed).toHaveLength(1)
    expect(bets.orders.size).toBe(1)
    expect(bets.balance.amount).toBe('97.00')
    // The outcome is known now: no key is left to resend.
    expect(await storage.getItem(storageKeys.local.pendingRequests)).toBeNull()
  })
})
