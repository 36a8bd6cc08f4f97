import { describe, expect, it, vi } from 'vitest'
import { isApiError, memoryStorage, type StorageAdapter, sharedMemoryStorage } from '../src'
import { md5x2 } from '../src/crypto'
import { storageKeys } from '../src/storage'
import { recordEvents } from './support/recorded-events'
import { useTestBackend } from './support/test-backend'

const keys = storageKeys.local
const env = useTestBackend()

function open(options: { storage?: StorageAdapter; sessionStorage?: StorageAdapter } = {}) {
  const location = { reloads: 0 }
  const storage = options.storage ?? memoryStorage()
  const sessionStorage = options.sessionStorage ?? memoryStorage()
  const sb = env.open({
    storage,
    sessionStorage,
    language: { browser: 'en-GB' },
    location: { reload: () => (location.reloads += 1) },
  })
  const events = recordEvents(sb, [
    'login',
    'logout',
    'relogin',
    'forbidden',
    'reloadRequired',
    'navigate',
    'passLoginError',
    'changeLoginError',
    'savedAccountsFull',
    'language',
  ])
  return { sb, storage, sessionStorage, location, events }
}

async function registered(client: ReturnType<typeof open>, username = 'player1', password = 'secret1') {
  await client.sb.session.start()
  await client.sb.session.register({ username, password })
  return client
}

describe('visitor', () => {
  it('start creates a guest (user-create) and logs it in, storing uid and token as the visitor session', async () => {
    const { sb, storage } = open()
    const state = await sb.session.start()
    expect(state.status).toBe('visitor')
    expect(env.backend.calls('/app/api/visitor/create')).toHaveLength(1)
    const login = env.backend.calls('/app/api/visitor/login')[0]!
    expect(login.form).toMatchObject({
      uid: state.credentials?.uid,
      token: state.credentials?.token,
      lang: 'en',
    })
    expect(await storage.getItem(keys.uid)).toBe(state.credentials?.uid)
    expect(await storage.getItem(keys.token)).toBe(state.credentials?.token)
  })

  it('concurrent start() calls share one in-flight promise and create one guest', async () => {
    const { sb } = open()
    const states = await Promise.all([sb.session.start(), sb.session.start(), sb.session.start()])
    expect(new Set(states.map((state) => state.credentials?.uid)).size).toBe(1)
    expect(env.backend.calls('/app/api/visitor/create')).toHaveLength(1)
  })

  it('a stored guest is logged in again instead of creating a new one', async () => {
    const first = open()
    const visitor = await first.sb.session.start()
    const second = open({ storage: first.storage })
    const again = await second.sb.session.start()
    expect(again.credentials?.uid).toBe(visitor.credentials?.uid)
    expect(env.backend.calls('/app/api/visitor/create')).toHaveLength(1)
  })

  it('every call sends token, uid and the client info', async () => {
    const { sb, storage } = open()
    await sb.session.start()
    const login = env.backend.calls('/app/api/visitor/login')[0]!.form!
    expect(login).toMatchObject({
      pid: '888',
      versionName: 'v1.0.110',
      realm: 'alpha',
      siteNo: '7',
      process: 'web',
      source: '2',
      channel: 'brand-800000',
      deviceID: await storage.getItem(keys.deviceID),
    })
  })
})

describe('registration', () => {
  it('code 0 stores the real-user session, sets isReg to ok, loads the balance and goes to /index', async () => {
    const client = open()
    await registered(client)
    const { sb, storage, events } = client
    expect(sb.session.getState().status).toBe('member')
    expect(await storage.getItem(keys.isReg)).toBe('ok')
    expect(await storage.getItem(keys.buid)).toBe(sb.session.getState().credentials?.uid)
    expect(await storage.getItem(keys.btoken)).toBe(sb.session.getState().credentials?.token)
    expect(JSON.parse((await storage.getItem(keys.buserInfo))!)).toMatchObject({ account: 'player1' })
    expect(sb.balance.getState()[0]).toMatchObject({ currencyCode: 'USD', amount: '25.50' })
    expect(events('navigate')).toEqual([{ to: '/index' }])
    expect(events('login')).toEqual([expect.objectContaining({ status: 'member', via: 'register' })])
  })

  it('sends the password hashed twice with MD5, never plain', async () => {
    await registered(open(), 'player2', 'abc123')
    const form = env.backend.calls('/app/api/member/create/account')[0]!.form!
    expect(form.pwd).toBe('57f231b1ec41dc6641270cb09a56f897')
    expect(form.pwd).toBe(md5x2('abc123'))
    expect(JSON.stringify(form)).not.toContain('abc123')
  })

  it('403 on register retries once with a new guest', async () => {
    const { sb, location } = open()
    await sb.session.start()
    env.backend.failNext('/app/api/member/create/account', 403)
    const state = await sb.session.register({ username: 'retry1', password: 'secret1' })
    expect(state.status).toBe('member')
    expect(env.backend.calls('/app/api/member/create/account')).toHaveLength(2)
    expect(env.backend.calls('/app/api/visitor/create')).toHaveLength(2)
    expect(location.reloads).toBe(0)
  })

  it('a second 403 on register reloads the page', async () => {
    const { sb, location, events } = open()
    await sb.session.start()
    env.backend.failNext('/app/api/member/create/account', 403, 2)
    await expect(sb.session.register({ username: 'retry2', password: 'secret1' })).rejects.toSatisfy(
      (error) => isApiError(error, 403),
    )
    expect(env.backend.calls('/app/api/member/create/account')).toHaveLength(2)
    expect(location.reloads).toBe(1)
    expect(events('reloadRequired')).toEqual([{ reason: 'register' }])
    expect(events('forbidden')).toEqual([])
  })

  it('another registration error is thrown with the server message and changes nothing', async () => {
    const { sb, storage } = open()
    await sb.session.start()
    env.backend.failNext('/app/api/member/create/account', 1001, 1, 'Username taken')
    await expect(sb.session.register({ username: 'taken', password: 'secret1' })).rejects.toMatchObject({
      code: 1001,
      message: 'Username taken',
    })
    expect(sb.session.getState().status).toBe('visitor')
    expect(await storage.getItem(keys.isReg)).toBeNull()
  })
})

describe('login', () => {
  it('form login stores the real-user session, sends domainType 3 and the double MD5, and loads the balance', async () => {
    env.backend.addMember('alice', md5x2('alicepw'))
    const { sb, storage, events } = open()
    await sb.session.start()
    const state = await sb.session.login({ account: 'alice', password: 'alicepw' })
    expect(state.status).toBe('member')
    expect(env.backend.calls('/app/api/member/login/account')[0]!.form).toMatchObject({
      account: 'alice',
      pwd: md5x2('alicepw'),
      domainType: '3',
      lang: 'en',
    })
    expect(await storage.getItem(keys.btoken)).toBe(state.credentials?.token)
    expect(await storage.getItem(keys.lastAccount)).toBe('alice')
    expect(sb.balance.getState()).toHaveLength(1)
    expect(events('login')).toEqual([expect.objectContaining({ via: 'login' })])
  })

  it('a wrong password emits changeLoginError with the server message and stays a visitor', async () => {
    env.backend.addMember('bob', md5x2('bobpw1'))
    const { sb, events } = open()
    await sb.session.start()
    await expect(sb.session.login({ account: 'bob', password: 'nope12' })).rejects.toMatchObject({
      code: 1002,
    })
    expect(events('changeLoginError')).toHaveLength(1)
    expect(sb.session.getState().status).toBe('visitor')
  })

  it('pass-code login (BASE64 of uid|token) logs the member in and asks the host for /index in place of the address', async () => {
    const member = env.backend.addMember('carol', md5x2('carolpw'))
    const { sb, events } = open()
    const state = await sb.session.loginWithPassCode(btoa(`${member.uid}|${member.token}`))
    expect(state.status).toBe('member')
    expect(state.credentials).toEqual({ uid: member.uid, token: member.token })
    expect(events('navigate')).toEqual([{ to: '/index', replace: true }])
  })

  it('a pass-code login leaves the address even when the balance read after it fails', async () => {
    const member = env.backend.addMember('erin', md5x2('erinpw1'))
    const { sb, events } = open()
    env.backend.failNext('/app/api/wallet/balance', 5000)
    const state = await sb.session.loginWithPassCode(btoa(`${member.uid}|${member.token}`))
    expect(state.status).toBe('member')
    expect(events('navigate')).toEqual([{ to: '/index', replace: true }])
  })

  it('a refused pass code emits passLoginError and asks for no route', async () => {
    const { sb, events } = open()
    await expect(sb.session.loginWithPassCode(btoa('1|forged'))).rejects.toMatchObject({ code: 403 })
    await expect(sb.session.loginWithPassCode('%%%')).rejects.toMatchObject({ code: 1000 })
    expect(events('passLoginError')).toHaveLength(2)
    expect(events('navigate')).toEqual([])
  })

  it('try-play sets the tryPlay flag and a demo session with demo money', async () => {
    const { sb, storage } = open()
    const state = await sb.session.tryPlay()
    expect(state.status).toBe('demo')
    expect(Number(state.user?.pUid)).toBeGreaterThan(0)
    expect(await storage.getItem(keys.tryPlay)).toBe('true')
    expect(await storage.getItem(keys.dtoken)).toBe(state.credentials?.token)
    expect(sb.balance.getState()[0]).toMatchObject({ currencyCode: 'DEMO', amount: '10000.00' })
  })

  it('channel login (authLogin) is a v2 member whose balance comes from openBalance', async () => {
    const { sb, storage } = open()
    const state = await sb.session.authLogin({
      authToken: 'signed',
      principal: 'partner-7',
      channel: 'partner',
      currencyCode: 'USD',
    })
    expect(state.status).toBe('channel')
    expect(await storage.getItem(keys.channelType)).toBe('v2')
    expect(env.backend.calls('/open/member/login')[0]!.form).toMatchObject({
      authToken: 'signed',
      siteNo: '7',
      currencyCode: 'USD',
    })
    expect(env.backend.calls('/open/v2/wallet/balance')[0]!.form).toMatchObject({ principal: 'partner-7' })
    expect(sb.balance.getState()[0]).toMatchObject({
      amount: '70.125',
      frozen: '0.5',
      currencyCode: 'USD',
      currencyId: -1,
    })
  })

  it('a restart restores the stored member through the user-info call', async () => {
    const first = await registered(open())
    const second = open({ storage: first.storage })
    const state = await second.sb.session.start()
    expect(state.status).toBe('member')
    expect(env.backend.calls('/app/api/member/profile')).toHaveLength(1)
  })

  it('a failed user-info call marks the user as not logged in', async () => {
    const first = await registered(open())
    env.backend.failNext('/app/api/member/profile', 5000)
    const second = open({ storage: first.storage })
    const state = await second.sb.session.start()
    expect(state.status).toBe('visitor')
    expect(await second.storage.getItem(keys.btoken)).toBeNull()
  })
})

describe('logout and resets', () => {
  it('logout clears the real-user session, empties the bet slip, emits logout and logs the guest in again', async () => {
    const client = await registered(open())
    const { sb, storage, events } = client
    sb.betSlip.add({ matchId: 1, marketId: 2, selectionId: 3, odds: '1.90' })
    const state = await sb.session.logout()
    expect(env.backend.calls('/app/api/member/logout')).toHaveLength(1)
    expect(state.status).toBe('visitor')
    expect(await storage.getItem(keys.btoken)).toBeNull()
    expect(await storage.getItem(keys.buserInfo)).toBeNull()
    expect(sb.betSlip.getState().selections).toEqual([])
    expect(sb.balance.getState()).toEqual([])
    expect(events('logout')).toEqual([{ reason: 'logout' }])
  })

  it('logout falls back to a new guest when the guest login fails', async () => {
    const { sb } = await registered(open())
    const guestsBefore = env.backend.calls('/app/api/visitor/create').length
    env.backend.failNext('/app/api/visitor/login', 403)
    const state = await sb.session.logout()
    expect(state.status).toBe('visitor')
    expect(env.backend.calls('/app/api/visitor/create')).toHaveLength(guestsBefore + 1)
  })

  it('password reset clears the real-user session, then creates a new guest', async () => {
    const { sb, storage, events } = await registered(open())
    const guestsBefore = env.backend.calls('/app/api/visitor/create').length
    const state = await sb.session.resetPassword()
    expect(state.status).toBe('visitor')
    expect(await storage.getItem(keys.btoken)).toBeNull()
    expect(env.backend.calls('/app/api/visitor/create')).toHaveLength(guestsBefore + 1)
    expect(events('logout')).toEqual([{ reason: 'passwordReset' }])
  })

  it('changing the password sends both passwords hashed twice with MD5', async () => {
    const { sb } = await registered(open(), 'dave', 'oldpass')
    await sb.session.changePassword({ oldPassword: 'oldpass', newPassword: 'newpass' })
    expect(env.backend.calls('/app/api/member/pwd/edit')[0]!.form).toMatchObject({
      pwd: md5x2('newpass'),
      oldPwd: md5x2('oldpass'),
    })
  })

  it('402 emits relogin', async () => {
    const { sb, events } = await registered(open())
    env.backend.failNext('/app/api/wallet/balance', 402)
    await expect(sb.balance.refresh()).rejects.toMatchObject({ code: 402 })
    expect(events('relogin')).toEqual([{ path: '/app/api/wallet/balance' }])
    expect(sb.session.getState().status).toBe('member')
  })

  it('a general 403 clears storage except the last username and the account list, logs out and creates one visitor', async () => {
    const { sb, storage, sessionStorage, events } = await registered(open())
    await storage.setItem(keys.accountList, '[]')
    await sessionStorage.setItem(storageKeys.session.invitationcode, 'INV1')
    const guestsBefore = env.backend.calls('/app/api/visitor/create').length
    env.backend.failNext('/app/api/wallet/balance', 403, 5)
    const storm = await Promise.allSettled(Array.from({ length: 5 }, () => sb.balance.refresh()))
    expect(storm.every((result) => result.status === 'rejected')).toBe(true)
    await vi.waitFor(() => expect(sb.session.getState().status).toBe('visitor'))
    expect(env.backend.calls('/app/api/visitor/create')).toHaveLength(guestsBefore + 1)
    expect(await storage.getItem(keys.lastAccount)).toBe('player1')
    expect(await storage.getItem(keys.accountList)).toBe('[]')
    expect(await storage.getItem(keys.btoken)).toBeNull()
    expect(await storage.getItem(keys.isReg)).toBeNull()
    expect(await sessionStorage.getItem(storageKeys.session.invitationcode)).toBeNull()
    expect(events('logout')).toEqual([{ reason: 'forbidden' }])
    expect(events('forbidden')).toHaveLength(1)
  })
})

describe('saved accounts', () => {
  it('are saved for real users only when SaveAccount is true', async () => {
    const off = await registered(open(), 'nosave', 'secret1')
    expect(await off.sb.session.savedAccounts()).toEqual([])
    const on = open()
    await on.storage.setItem(keys.SaveAccount, 'true')
    await on.sb.session.tryPlay()
    expect(await on.sb.session.savedAccounts()).toEqual([])
    await on.sb.session.logout()
    await on.sb.session.register({ username: 'saver', password: 'secret1' })
    expect((await on.sb.session.savedAccounts()).map((user) => user.account)).toEqual(['saver'])
  })

  it('hold at most 10 entries and announce the max-10 message past that', async () => {
    const client = open()
    await client.storage.setItem(keys.SaveAccount, 'true')
    const ten = Array.from({ length: 10 }, (_, index) => ({
      uid: String(90 + index),
      token: 't',
      account: `saved${index}`,
    }))
    await client.storage.setItem(keys.accountList, JSON.stringify(ten))
    await registered(client, 'eleventh', 'secret1')
    expect(await client.sb.session.savedAccounts()).toHaveLength(10)
    expect(client.events('savedAccountsFull')).toEqual([{ max: 10 }])
  })

  it('switching to a saved account logs it in with its stored token; removing drops it', async () => {
    const client = open()
    await client.storage.setItem(keys.SaveAccount, 'true')
    await registered(client, 'first', 'secret1')
    const first = client.sb.session.getState().credentials!
    await client.sb.session.logout()
    await client.sb.session.register({ username: 'second', password: 'secret1' })
    env.backend.users.get(first.uid)!.token = first.token
    const state = await client.sb.session.switchAccount(first.uid)
    expect(state.credentials?.uid).toBe(first.uid)
    expect((await client.sb.session.removeSavedAccount(first.uid)).map((user) => user.account)).toEqual([
      'second',
    ])
  })

  it('the account switched from stays saved, to switch back to, even when it logged in with saving off', async () => {
    const client = open()
    await client.storage.setItem(keys.SaveAccount, 'true')
    await registered(client, 'second', 'secret1')
    const second = client.sb.session.getState().credentials!
    await client.sb.session.logout()
    await client.storage.setItem(keys.SaveAccount, 'false')
    await client.sb.session.register({ username: 'first', password: 'secret1' })
    const first = client.sb.session.getState().credentials!
    expect((await client.sb.session.savedAccounts()).map((user) => user.account)).toEqual(['second'])

    await client.storage.setItem(keys.SaveAccount, 'true')
    env.backend.users.get(second.uid)!.token = second.token
    await client.sb.session.switchAccount(second.uid)
    const saved = await client.sb.session.savedAccounts()
    expect(saved.map((user) => user.account).sort()).toEqual(['first', 'second'])
    expect(saved.find((user) => user.account === 'first')).toMatchObject({ token: first.token })
    // And back: the first account's own token logs it in again.
    env.backend.users.get(first.uid)!.token = first.token
    expect((await client.sb.session.switchAccount(first.uid)).credentials?.uid).toBe(first.uid)
  })

  it('saving off, a switch saves neither account', async () => {
    const client = open()
    await client.storage.setItem(keys.SaveAccount, 'true')
    await registered(client, 'second', 'secret1')
    const second = client.sb.session.getState().credentials!
    await client.sb.session.logout()
    await client.sb.session.register({ username: 'first', password: 'secret1' })
    await client.storage.setItem(keys.SaveAccount, 'false')
    await client.sb.session.removeSavedAccount(client.sb.session.getState().credentials!.uid)
    env.backend.users.get(second.uid)!.token = second.token
    await client.sb.session.switchAccount(second.uid)
    expect((await client.sb.session.savedAccounts()).map((user) => user.account)).toEqual(['second'])
  })
})

describe('tabs', () => {
  it('a logout in one tab reaches every tab', async () => {
    const shared = sharedMemoryStorage()
    const one = open({ storage: shared.tab() })
    await registered(one)
    const two = open({ storage: shared.tab() })
    expect((await two.sb.session.start()).status).toBe('member')
    await one.sb.session.logout()
    await vi.waitFor(() => expect(two.sb.session.getState().status).toBe('visitor'))
    expect(two.events('logout')).toEqual([{ reason: 'otherTab' }])
  })

  it('a 403 in one tab reaches every tab', async () => {
    const shared = sharedMemoryStorage()
    const one = open({ storage: shared.tab() })
    await registered(one)
    const two = open({ storage: shared.tab() })
    await two.sb.session.start()
    env.backend.failNext('/app/api/wallet/balance', 403)
    await one.sb.balance.refresh().catch(() => undefined)
    await vi.waitFor(() => expect(two.sb.session.getState().status).toBe('visitor'))
    expect(two.sb.session.getState().status).toBe('visitor')
  })
})
