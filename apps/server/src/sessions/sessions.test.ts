import { afterEach, describe, expect, it, vi } from 'vitest'
import { ServerBus } from '../bus'
import type { Database } from '../db'
import { createSessionStore } from './sessions'

/** A database holding one live session (id 7) of member 42, brand 800000; each read waits for `release`. */
function fakeDatabase(expiresAt = new Date(Date.now() + 86_400_000)) {
  let reads = 0
  let live = true
  const pending: (() => void)[] = []
  const row = () => ({
    session_id: 7,
    session_expires_at: expiresAt,
    id: 42,
    product_no: 800000,
    kind: 'registered',
    role: 'player',
    account: 'p1',
    language_code: 'en',
    currency_code: 'USD',
    source: 0,
    odds_config: '[]',
    user_type: 0,
    parent_id: null,
    agent_id: 0,
    channel: null,
    principal: null,
    credit_amount: '0',
    created_at: new Date(),
  })
  const db = {
    query: async () => {
      reads += 1
      const answer = live ? [row()] : []
      await new Promise<void>((resolve) => pending.push(resolve))
      return answer
    },
  } as unknown as Database
  return {
    db,
    reads: () => reads,
    revoke: () => {
      live = false
    },
    release: () => {
      for (const resolve of pending.splice(0)) resolve()
    },
  }
}

/** Authenticates member 42's token in brand 800000 (unless told otherwise), answering any read at once. */
async function authenticate(
  fake: ReturnType<typeof fakeDatabase>,
  store: ReturnType<typeof createSessionStore>,
  { recent = true, uid = '42', productNo = 800000 } = {},
) {
  const answer = store.authenticate(uid, 'token-a', productNo, { recent })
  fake.release()
  return answer
}

afterEach(() => {
  vi.useRealTimers()
})

describe('remembered sessions', () => {
  it('a recent read answers from memory; a read that does not ask for it always reads', async () => {
    const fake = fakeDatabase()
    const store = createSessionStore(fake.db, new ServerBus())
    store.remember(10_000)
    expect((await authenticate(fake, store))?.id).toBe(7)
    expect((await authenticate(fake, store))?.id).toBe(7)
    expect(fake.reads()).toBe(1)
    expect((await authenticate(fake, store, { recent: false }))?.id).toBe(7)
    expect(fake.reads()).toBe(2)
  })

  it('a remembered session is still refused to another uid and to another brand', async () => {
    const fake = fakeDatabase()
    const store = createSessionStore(fake.db, new ServerBus())
    store.remember(10_000)
    await authenticate(fake, store)
    expect(await authenticate(fake, store, { uid: '43' })).toBeNull()
    expect(await authenticate(fake, store, { productNo: 800001 })).toBeNull()
    expect(fake.reads()).toBe(1)
  })

  it('a revocation forgets the session at once: the next call reads it, revoked', async () => {
    const fake = fakeDatabase()
    const bus = new ServerBus()
    const store = createSessionStore(fake.db, bus)
    store.remember(10_000)
    await authenticate(fake, store)
    fake.revoke()
    bus.emit('sessionRevoked', { memberId: 42, sessionIds: [7] })
    expect(await authenticate(fake, store)).toBeNull()
    expect(fake.reads()).toBe(2)
  })

  it('a read overtaken by a revocation is answered but not remembered (it may predate the commit)', async () => {
    const fake = fakeDatabase()
    const bus = new ServerBus()
    const store = createSessionStore(fake.db, bus)
    store.remember(10_000)
    const reading = store.authenticate('42', 'token-a', 800000, { recent: true })
    fake.revoke()
    bus.emit('sessionRevoked', { memberId: 42, sessionIds: [7] })
    fake.release()
    expect((await reading)?.id).toBe(7)
    expect(await authenticate(fake, store)).toBeNull()
    expect(fake.reads()).toBe(2)
  })

  it('is kept no longer than the memory allows, nor past the session expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const fake = fakeDatabase(new Date(Date.now() + 2_000))
    const store = createSessionStore(fake.db, new ServerBus())
    store.remember(10_000)
    await authenticate(fake, store)
    vi.advanceTimersByTime(1_999)
    await authenticate(fake, store)
    expect(fake.reads()).toBe(1)
    vi.advanceTimersByTime(2)
    await authenticate(fake, store)
    expect(fake.reads()).toBe(2)
  })

  it('remembers nothing until remember() is called (several nodes never call it)', async () => {
    const fake = fakeDatabase()
    const store = createSessionStore(fake.db, new ServerBus())
    await authenticate(fake, store)
    await authenticate(fake, store)
    expect(fake.reads()).toBe(2)
  })
})
