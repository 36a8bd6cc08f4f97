import { describe, expect, it } from 'vitest'
import { isApiError, memoryStorage, type StorageAdapter } from '../src'
import { storageKeys } from '../src/storage'
import { recordEvents } from './support/recorded-events'
import { useTestBackend } from './support/test-backend'

// How a page recovers a session it cannot use as stored (spec section 4, the 403 rule of section 8), and what the
// first calls of a reload carry (spec section 9: the stored language).

const keys = storageKeys.local
const env = useTestBackend()

function open(options: { storage?: StorageAdapter; sessionStorage?: StorageAdapter } = {}) {
  const storage = options.storage ?? memoryStorage()
  const sessionStorage = options.sessionStorage ?? memoryStorage()
  const sb = env.open({ storage, sessionStorage, language: { browser: 'en-GB' } })
  const events = recordEvents(sb, ['logout', 'forbidden', 'savedAccountEnded', 'relogin'])
  return { sb, storage, sessionStorage, events }
}

describe('a stored guest refused with 403', () => {
  it('resets storage as the 403 rule says (all but the last username and the account list) and makes one new guest', async () => {
    const storage = memoryStorage()
    const sessionStorage = memoryStorage()
    storage.setItem(keys.uid, '777')
    storage.setItem(keys.token, 'refused-token')
    storage.setItem(keys.isReg, 'ok')
    storage.setItem(keys.lastAccount, 'alice')
    storage.setItem(keys.accountList, '[]')
    sessionStorage.setItem(storageKeys.session.invitationcode, 'INV1')
    const { sb } = open({ storage, sessionStorage })

    const state = await sb.session.start()

    expect(state.status).toBe('visitor')
    expect(env.backend.calls('/app/api/visitor/create')).toHaveLength(1)
    expect(state.credentials?.uid).not.toBe('777')
    expect(storage.getItem(keys.uid)).toBe(state.credentials?.uid)
    expect(storage.getItem(keys.token)).toBe(state.credentials?.token)
    expect(storage.getItem(keys.isReg)).toBeNull()
    expect(storage.getItem(keys.lastAccount)).toBe('alice')
    expect(storage.getItem(keys.accountList)).toBe('[]')
    expect(sessionStorage.getItem(storageKeys.session.invitationcode)).toBeNull()
  })

  it('a guest login that fails otherwise keeps the storage and still makes one new guest', async () => {
    const storage = memoryStorage()
    const first = open({ storage })
    await first.sb.session.start()
    storage.setItem(keys.isReg, 'ok')
    env.backend.failNext('/app/api/visitor/login', 5000)
    const second = open({ storage })

    expect((await second.sb.session.start()).status).toBe('visitor')
    expect(env.backend.calls('/app/api/visitor/create')).toHaveLength(2)
    expect(storage.getItem(keys.isReg)).toBe('ok')
  })
})

describe("a member's reload into a 403 storm", () => {
  /** A member registered in an earlier page load; the stored guest token is the one registration revoked. */
  async function refusedMember() {
    const storage = memoryStorage()
    const sessionStorage = memoryStorage()
    const earlier = open({ storage, sessionStorage })
    await earlier.sb.session.start()
    await earlier.sb.session.register({ username: 'stormy', password: 'secret1' })
    const member = earlier.sb.session.getState().credentials!
    const refusedGuest = { uid: storage.getItem(keys.uid), token: storage.getItem(keys.token) }
    earlier.sb.dispose()
    // The server ends the member's session (a password changed elsewhere, an operator).
    env.backend.users.get(member.uid)!.token = 'revoked'
    return { storage, sessionStorage, member, refusedGuest }
  }

  it('leaves no token or uid in storage when every session call is refused', async () => {
    const { storage, sessionStorage } = await refusedMember()
    env.backend.failNext('/app/api/visitor/login', 403, 10)
    const { sb } = open({ storage, sessionStorage })

    await expect(sb.session.start()).rejects.toSatisfy((error) => isApiError(error, 403))

    for (const key of [keys.uid, keys.token, keys.buid, keys.btoken, keys.userInfo, keys.isReg])
      expect(storage.getItem(key)).toBeNull()
    expect(storage.getItem(keys.lastAccount)).toBe('stormy')
  })

  it('resets storage as the 403 rule says and keeps only the one new guest', async () => {
    const { storage, sessionStorage, refusedGuest } = await refusedMember()
    const guestsBefore = env.backend.calls('/app/api/visitor/create').length
    const { sb } = open({ storage, sessionStorage })

    const state = await sb.session.start()

    expect(state.status).toBe('visitor')
    expect(env.backend.calls('/app/api/visitor/create')).toHaveLength(guestsBefore + 1)
    expect(storage.getItem(keys.token)).toBe(state.credentials?.token)
    expect(storage.getItem(keys.token)).not.toBe(refusedGuest.token)
    expect(storage.getItem(keys.btoken)).toBeNull()
    expect(storage.getItem(keys.isReg)).toBeNull()
  })
})

describe('a start that makes no guest', () => {
  it('leaves the session idle with the error, and a second start recovers', async () => {
    const { sb } = open()
    env.backend.failNext('/app/api/visitor/create', 5000, 1, 'Server busy')

    await expect(sb.session.start()).rejects.toMatchObject({ code: 5000 })
    const failed = sb.session.getState()
    expect(failed.status).toBe('idle')
    expect(failed.status === 'idle' && isApiError(failed.error, 5000)).toBe(true)

    const state = await sb.session.start()
    expect(state.status).toBe('visitor')
    expect('error' in state).toBe(false)
  })
})

describe('the language of the first calls', () => {
  it('after a reload the guest calls carry the stored language, not the default', async () => {
    const storage = memoryStorage()
    storage.setItem(keys.lang, 'ja')
    const { sb } = open({ storage })
    await sb.session.start()
    expect(env.backend.calls('/app/api/visitor/create')[0]!.form).toMatchObject({ lang: 'ja' })
    expect(env.backend.calls('/app/api/visitor/login')[0]!.form).toMatchObject({ lang: 'ja' })
    expect(sb.language.getState().code).toBe('ja')
  })

  it('a restored member keeps the stored language: nothing saves the default on the profile', async () => {
    const storage = memoryStorage()
    const first = open({ storage })
    await first.sb.language.init()
    await first.sb.language.set('ja')
    await first.sb.session.start()
    await first.sb.session.register({ username: 'keeper', password: 'secret1' })
    const second = open({ storage })
    await second.sb.session.start()
    expect(env.backend.calls('/app/api/member/profile').at(-1)!.form).toMatchObject({ lang: 'ja' })
    expect(
      env.backend.calls('/app/api/member/profile/edit').map((call) => call.form?.languageCode),
    ).not.toContain('en')
    expect(storage.getItem(keys.lang)).toBe('ja')
  })
})

describe('switching to a saved account', () => {
  it('whose session ended announces savedAccountEnded and leaves the current session and storage alone', async () => {
    const client = open()
    client.storage.setItem(keys.SaveAccount, 'true')
    await client.sb.session.start()
    await client.sb.session.register({ username: 'first', password: 'secret1' })
    const first = client.sb.session.getState().credentials!
    await client.sb.session.logout()
    await client.sb.session.register({ username: 'second', password: 'secret1' })
    const second = client.sb.session.getState().credentials!

    await expect(client.sb.session.switchAccount(first.uid)).rejects.toSatisfy((error) =>
      isApiError(error, 403),
    )

    expect(client.events('savedAccountEnded')).toEqual([{ uid: first.uid, account: 'first' }])
    expect(client.events('forbidden')).toEqual([])
    expect(client.sb.session.getState()).toMatchObject({ status: 'member', credentials: second })
    expect(client.storage.getItem(keys.btoken)).toBe(second.token)
    expect((await client.sb.session.savedAccounts()).map((user) => user.account)).toEqual(['second', 'first'])
  })

  it('that is live switches at once and announces nothing', async () => {
    const client = open()
    client.storage.setItem(keys.SaveAccount, 'true')
    await client.sb.session.start()
    await client.sb.session.register({ username: 'live1', password: 'secret1' })
    const first = client.sb.session.getState().credentials!
    await client.sb.session.logout()
    await client.sb.session.register({ username: 'live2', password: 'secret1' })
    env.backend.users.get(first.uid)!.token = first.token

    const state = await client.sb.session.switchAccount(first.uid)

    expect(state).toMatchObject({ status: 'member', credentials: { uid: first.uid } })
    expect(client.events('savedAccountEnded')).toEqual([])
  })
})
