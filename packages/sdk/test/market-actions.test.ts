import { describe, expect, it } from 'vitest'
import {
  isNetworkError,
  memoryStorage,
  type PendingRequest,
  type StorageAdapter,
  sharedMemoryStorage,
} from '../src'
import { storageKeys } from '../src/storage'
import { loginMember } from './support/bet-server'
import { useTestBackend } from './support/test-backend'

const pendingRequestsKey = storageKeys.local.pendingRequests
const betPath = '/trade/api/gambler/order/create'
const openPath = '/match/opening'

const env = useTestBackend({ proxy: true })

const client = (storage: StorageAdapter) => env.open({ storage, timeoutMs: 5000 })

const order = (requestId: unknown, stake: unknown) => ({
  id: 5,
  requestId,
  bankId: 3,
  matchId: 9,
  marketId: 11,
  selectionId: 21,
  odds: '2.50',
  stake,
  currencyCode: 'USD',
  potentialReturn: '25.00',
  status: 'open',
  payout: null,
  createdAt: 1,
  settledAt: null,
})
const bet = { bankId: 3, selectionId: 21, odds: '2.50', stake: '10' }

describe('peer market money movements', () => {
  it('sends a bet against a bank whose answer was lost again after a reload under the same requestId', async () => {
    const storage = memoryStorage()
    const stored: (string | null)[] = []
    env.backend.server.on(betPath, async (request) => {
      stored.push(await storage.getItem(pendingRequestsKey))
      return { code: 0, msg: 'ok', data: order(request.form?.requestId, request.form?.stake) }
    })
    const first = client(storage)
    await loginMember(env.backend, first)
    env.proxy.dropAfter(betPath)
    expect(isNetworkError(await first.market.bet(bet).catch((error: unknown) => error))).toBe(true)

    const reloaded = client(storage)
    expect((await reloaded.session.start()).status).toBe('member')
    const keys = () => env.backend.calls(betPath).map((request) => request.form?.requestId)
    expect((await reloaded.market.pending('bankBet'))?.requestId).toBe(keys()[0])
    const answer = await reloaded.market.bet({ ...bet })
    expect(keys()[1]).toBe(keys()[0])
    expect(answer.requestId).toBe(keys()[0])
    // The key was in storage before the first request arrived, and a definite answer retired it.
    expect(stored[0]).toContain(keys()[0])
    expect(await reloaded.market.pending('bankBet')).toBeNull()
  })

  it('opens a bank as json-flat with its selections as a list and a stored key', async () => {
    const storage = memoryStorage()
    env.backend.server.on(openPath, async () => ({ code: 5000, msg: 'Internal error', data: null }))
    const sb = client(storage)
    await loginMember(env.backend, sb)
    const body = {
      matchId: 9,
      marketId: 11,
      selections: [{ selectionId: 21, odds: '2.50' }],
      capital: '100',
      currencyCode: 'USD',
      minStake: '1',
      maxStake: '50',
    }
    await sb.market.open(body).catch(() => undefined)
    const [sent] = env.backend.calls(openPath)
    const json = sent?.json as { selections: unknown; requestId: string }
    expect(json.selections).toEqual(body.selections)
    expect(json.requestId).toMatch(/^[0-9a-f-]{36}$/)
    // A business answer is definite: the key is not kept for a retry.
    expect(await sb.market.pending('bankOpen')).toBeNull()
  })

  it('two bets in flight keep two keys, and after a reload each is sent again under its own', async () => {
    const storage = memoryStorage()
    env.backend.server.on(betPath, (request) => ({
      code: 0,
      msg: 'ok',
      data: order(request.form?.requestId, request.form?.stake),
    }))
    const first = client(storage)
    await loginMember(env.backend, first)
    env.proxy.dropAfter(betPath, 2)
    const lost = await Promise.all([
      first.market.bet(bet).catch((error: unknown) => error),
      first.market.bet({ ...bet, stake: '20' }).catch((error: unknown) => error),
    ])
    expect(lost.every(isNetworkError)).toBe(true)
    expect(storedKeys(await storage.getItem(pendingRequestsKey))).toHaveLength(2)

    const reloaded = client(storage)
    await reloaded.session.start()
    await reloaded.market.bet({ ...bet, stake: '20' })
    await reloaded.market.bet(bet)
    const sent = env.backend.calls(betPath).map((request) => [request.form?.stake, request.form?.requestId])
    const keyOf = (stake: string) => new Set(sent.filter(([s]) => s === stake).map(([, key]) => key))
    expect(keyOf('10').size).toBe(1)
    expect(keyOf('20').size).toBe(1)
    expect(keyOf('10')).not.toEqual(keyOf('20'))
    expect(await storage.getItem(pendingRequestsKey)).toBeNull()
  })

  it('two tabs over one storage sending at once lose neither key', async () => {
    const shared = sharedMemoryStorage()
    env.backend.server.on(betPath, (request) => ({
      code: 0,
      msg: 'ok',
      data: order(request.form?.requestId, request.form?.stake),
    }))
    const one = client(shared.tab())
    await loginMember(env.backend, one)
    const two = client(shared.tab())
    expect((await two.session.start()).status).toBe('member')
    env.proxy.dropAfter(betPath, 2)
    await Promise.all([
      one.market.bet(bet).catch(() => undefined),
      two.market.bet({ ...bet, stake: '20' }).catch(() => undefined),
    ])
    const sent = env.backend.calls(betPath).map((request) => request.form?.requestId)
    expect(storedKeys(shared.snapshot()[pendingRequestsKey] ?? null).sort()).toEqual([...sent].sort())
  })
})

function storedKeys(text: string | null): string[] {
  return text ? (JSON.parse(text) as PendingRequest[]).map((entry) => entry.requestId) : []
}
