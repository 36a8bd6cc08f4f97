import { describe, expect, it, vi } from 'vitest'
import { isNetworkError, memoryStorage, type Sportsbook, type StorageAdapter } from '../src'
import { toBetPick } from '../src/bet-slip/bet-pick'
import { storageKeys } from '../src/storage'
import { loginMember } from './support/bet-server'
import { footballMatch } from './support/match-socket-server'
import { useTestBackend } from './support/test-backend'

// Issue 22: a single whose answer was lost, then a reload of the tab. The slip comes back from session storage and
// the order's key from local storage, so "Place bets" answers the first order instead of placing a second.

const orderPath = '/trade/api/order/create'

const env = useTestBackend({ bets: true, proxy: true })

/** One page load of a tab: its local and session storage outlive it. */
function tab(storage: StorageAdapter, sessionStorage: StorageAdapter): Sportsbook {
  return env.open({ storage, sessionStorage, timeoutMs: 5000, betSlip: { retryDelaysMs: [] } })
}

describe('a bet whose answer was lost, then a reload', () => {
  it('is sent again under the same requestId and ends as one order, though the odds moved meanwhile', async () => {
    const storage = memoryStorage()
    const sessionStorage = memoryStorage()
    const first = tab(storage, sessionStorage)
    await loginMember(env.backend, first)
    await first.betSlip.load()
    await vi.waitFor(() => expect(first.betSlip.getState().account.available).toBe('100.00'))
    first.betSlip.add(toBetPick(footballMatch(1), 11)!)
    first.betSlip.setStake(11, '3')
    env.proxy.dropAfter(orderPath)
    const lost = await first.betSlip.place()
    expect(isNetworkError(lost?.failed[0]?.error)).toBe(true)
    expect(env.bets.orders.size).toBe(1)
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

    const [firstKey, secondKey] = env.bets.attempts.map((attempt) => attempt.requestId)
    expect(secondKey).toBe(firstKey)
    expect(again?.placed.map((entry) => entry.order.requestId)).toEqual([firstKey])
    expect(reloaded.betSlip.getState().result?.placed).toHaveLength(1)
    expect(env.bets.orders.size).toBe(1)
    expect(env.bets.balance.amount).toBe('97.00')
    // The outcome is known now: no key is left to resend.
    expect(await storage.getItem(storageKeys.local.pendingRequests)).toBeNull()
  })
})
