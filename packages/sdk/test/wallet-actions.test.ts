import { beforeEach, describe, expect, it } from 'vitest'
import { isApiError, isNetworkError, memoryStorage, type StorageAdapter } from '../src'
import { md5x2 } from '../src/crypto'
import { storageKeys } from '../src/storage'
import { loginMember } from './support/bet-server'
import { useTestBackend } from './support/test-backend'

const pendingRequestsKey = storageKeys.local.pendingRequests
const depositPath = '/app/api/deposit/create'
const withdrawPath = '/app/api/withdraw/create'

const env = useTestBackend({ proxy: true })
/** What local storage held when each deposit request reached the server. */
let storedAtArrival: (string | null)[]
/** The next deposit is refused with 2004 (an amount outside its limits). */
let refuseNext = false

beforeEach(() => {
  storedAtArrival = []
})

const client = (storage: StorageAdapter) => env.open({ storage, timeoutMs: 5000 })

/** A deposit as the server answers it, echoing the key it was sent under. */
function answerDeposits(storage: StorageAdapter) {
  env.backend.server.on(depositPath, async (request) => {
    storedAtArrival.push(await storage.getItem(pendingRequestsKey))
    if (refuseNext) {
      refuseNext = false
      return { code: 2004, msg: 'Amount outside its limits', data: { min: '10', max: '40' } }
    }
    const form = request.form ?? {}
    return {
      code: 0,
      msg: 'ok',
      data: {
        id: 7,
        requestId: form.requestId,
        amount: form.amount,
        status: 'pending',
        payUrl: 'about:blank',
      },
    }
  })
}

const sentKeys = (path: string) => env.backend.calls(path).map((request) => request.form?.requestId)
const deposit = { payTypeId: 1, amount: '50', currencyCode: 'USD' }

describe('wallet money movements', () => {
  it('writes the requestId to storage before the deposit leaves', async () => {
    const storage = memoryStorage()
    answerDeposits(storage)
    const sb = client(storage)
    await loginMember(env.backend, sb)
    await sb.wallet.deposit(deposit)
    const [key] = sentKeys(depositPath)
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(storedAtArrival[0]).toContain(key)
    // A definite answer retires the key.
    expect(await storage.getItem(pendingRequestsKey)).toBeNull()
  })

  it('sends a deposit whose answer was lost again after a reload under the same requestId', async () => {
    const storage = memoryStorage()
    answerDeposits(storage)
    const first = client(storage)
    await loginMember(env.backend, first)
    env.proxy.dropAfter(depositPath)
    const lost = await first.wallet.deposit(deposit).catch((error: unknown) => error)
    expect(isNetworkError(lost)).toBe(true)

    // The reload: a new client on the same storage, restoring the same member.
    const reloaded = client(storage)
    expect((await reloaded.session.start()).status).toBe('member')
    expect((await reloaded.wallet.pending('deposit'))?.requestId).toBe(sentKeys(depositPath)[0])
    const answer = (await reloaded.wallet.deposit({ ...deposit })) as { requestId: string }
    const [firstKey, secondKey] = sentKeys(depositPath)
    expect(secondKey).toBe(firstKey)
    expect(answer.requestId).toBe(firstKey)
    expect(await reloaded.wallet.pending('deposit')).toBeNull()
  })

  it('keeps a key per unanswered body: another amount is another key, and a definite answer retires one', async () => {
    const storage = memoryStorage()
    answerDeposits(storage)
    const sb = client(storage)
    await loginMember(env.backend, sb)
    env.proxy.dropAfter(depositPath)
    await sb.wallet.deposit(deposit).catch(() => undefined)
    await sb.wallet.deposit({ ...deposit, amount: '60' })
    refuseNext = true
    const refused = await sb.wallet.deposit(deposit).catch((error: unknown) => error)
    expect(isApiError(refused, 2004)).toBe(true)
    await sb.wallet.deposit(deposit)
    const [lost, sixty, resent, fresh] = sentKeys(depositPath)
    // The 60 did not take the lost 50's key; the 50 sent again did, and its definite answer retired it.
    expect(resent).toBe(lost)
    expect(new Set([lost, sixty, fresh]).size).toBe(3)
    expect(await storage.getItem(pendingRequestsKey)).toBeNull()
  })

  it('hashes the withdraw password twice with MD5 and never stores it', async () => {
    const storage = memoryStorage()
    const sb = client(storage)
    await loginMember(env.backend, sb)
    env.backend.server.on(withdrawPath, () => ({ code: 0, msg: 'ok', data: { id: 1, status: 'inReview' } }))
    env.proxy.dropAfter(withdrawPath)
    const body = { accountId: 3, amount: '20', currencyCode: 'USD', password: 'draw123' }
    await sb.wallet.withdraw(body).catch(() => undefined)
    expect(await storage.getItem(pendingRequestsKey)).not.toContain('draw123')
    expect(await storage.getItem(pendingRequestsKey)).not.toContain(md5x2('draw123'))
    await sb.wallet.withdraw(body)
    const [first, second] = env.backend.calls(withdrawPath).map((request) => request.form)
    expect(first?.pwd).toBe(md5x2('draw123'))
    expect(second?.requestId).toBe(first?.requestId)
  })
})
