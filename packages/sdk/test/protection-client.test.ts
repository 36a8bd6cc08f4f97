import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server } from 'socket.io'
import { afterEach, describe, expect, it } from 'vitest'
import { isApiError, isProtectionError, type Limit, type Protection, type Sportsbook } from '../src'
import { md5x2 } from '../src/crypto'
import { loginMember } from './support/bet-server'
import { recordEvents } from './support/recorded-events'
import { useTestBackend } from './support/test-backend'
import type { RecordedRequest } from './support/test-server'
import { userInfoOf } from './support/user-info'

const env = useTestBackend()

const limit = (fields: Partial<Limit>): Limit => ({
  kind: 'deposit',
  period: 'day',
  currencyCode: 'USD',
  amount: '100.00',
  used: '0.00',
  remaining: '100.00',
  pending: null,
  imposed: null,
  ...fields,
})
const protection = (fields: Partial<Protection> = {}): Protection => ({
  limits: [],
  timeOut: null,
  selfExclusion: null,
  realityCheckMinutes: 0,
  lastLoginAt: null,
  sessionStartedAt: 1,
  lifetime: [],
  ...fields,
})
const ok = (data: unknown) => ({ code: 0, msg: 'ok', data })
const formOf = (request: RecordedRequest) => request.form ?? {}

/** The member paths of section 11 on the fake backend, holding one member's protection. */
function answerProtection(initial: Protection) {
  let current = initial
  const server = env.backend.server
  server.on('/app/api/member/protection', () => ok(current))
  server.on('/app/api/member/protection/limit/set', (request) => {
    const form = formOf(request)
    const set = limit({
      kind: form.kind as Limit['kind'],
      period: form.period as Limit['period'],
      amount: form.amount,
      remaining: form.amount,
    })
    current = { ...current, limits: [...current.limits, set] }
    return ok(set)
  })
  server.on('/app/api/member/protection/time-out', () => {
    current = { ...current, timeOut: { until: Date.now() + 86_400_000 } }
    return ok(current)
  })
  server.on('/app/api/member/protection/reality-check/ack', () => ok(null))
}

/** A main socket server the client connects to, to push what the server pushes. */
async function startMainSocket() {
  const http = createServer()
  const io = new Server(http, { path: '/app/socket', transports: ['websocket'] })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    io,
    async close() {
      io.disconnectSockets(true)
      await new Promise((resolve) => io.close(() => resolve(undefined)))
      http.closeAllConnections()
    },
  }
}
let socketServer: Awaited<ReturnType<typeof startMainSocket>> | null = null
afterEach(async () => {
  await socketServer?.close()
  socketServer = null
})

const until = (sb: Sportsbook, check: () => boolean) =>
  new Promise<void>((resolve) => {
    const off = sb.protection.subscribe(() => {
      if (!check()) return
      queueMicrotask(() => off())
      resolve()
    })
  })

describe('sb.protection', () => {
  it('a 1007 rejects with a ProtectionError carrying its reason, until and remaining', async () => {
    const sb = env.open()
    await loginMember(env.backend, sb)
    env.backend.server.on('/app/api/member/protection/limit/set', () => ({
      code: 1007,
      msg: 'Your deposit limit allows 20.00 USD more today',
      data: { reason: 'depositLimit', until: 1_700_000_000_000, remaining: '20.00', period: 'day' },
    }))
    const error = await sb.protection
      .setLimit({ kind: 'deposit', period: 'day', currencyCode: 'USD', amount: '5' })
      .catch((caught: unknown) => caught)
    expect(isProtectionError(error)).toBe(true)
    expect(isApiError(error, 1007)).toBe(true)
    expect(error).toMatchObject({
      message: 'Your deposit limit allows 20.00 USD more today',
      refusal: { reason: 'depositLimit', until: 1_700_000_000_000, remaining: '20.00', period: 'day' },
    })
  })

  it('a 1007 whose data is not a refusal stays a plain ApiError with the server message', async () => {
    const sb = env.open()
    await loginMember(env.backend, sb)
    env.backend.server.on('/app/api/member/protection', () => ({
      code: 1007,
      msg: 'Blocked',
      data: { reason: 'somethingNew' },
    }))
    const error = await sb.protection.refresh().catch((caught: unknown) => caught)
    expect(isApiError(error, 1007)).toBe(true)
    expect(isProtectionError(error)).toBe(false)
    expect((error as Error).message).toBe('Blocked')
  })

  it('keeps the protection read and each limit set, and names the tightest allowance of a currency', async () => {
    answerProtection(
      protection({ limits: [limit({ kind: 'loss', amount: '50.00', used: '10.00', remaining: '40.00' })] }),
    )
    const sb = env.open()
    await loginMember(env.backend, sb)
    await sb.protection.refresh()
    expect(sb.protection.allowance('stake', 'USD')?.remaining).toBe('40.00')
    await sb.protection.setLimit({ kind: 'wager', period: 'week', currencyCode: 'USD', amount: '25.00' })
    expect(sb.protection.getState().protection?.limits).toHaveLength(2)
    expect(sb.protection.allowance('stake', 'USD')).toMatchObject({
      remaining: '25.00',
      limit: { kind: 'wager' },
    })
    expect(sb.protection.allowance('deposit', 'USD')).toBeNull()
    expect(sb.protection.allowance('stake', 'EUR')).toBeNull()
  })

  it('a time-out hashes the password, and ends this session with logout reason protection', async () => {
    answerProtection(protection())
    const sb = env.open()
    const seen = recordEvents(sb, ['logout'])
    await loginMember(env.backend, sb)
    await sb.protection.takeTimeOut({ duration: '24h', password: 'secret1' })
    const [sent] = env.backend.calls('/app/api/member/protection/time-out')
    expect(formOf(sent as RecordedRequest)).toMatchObject({ duration: '24h', pwd: md5x2('secret1') })
    expect(sb.session.getState().status).toBe('visitor')
    expect(seen('logout')).toEqual([{ reason: 'protection' }])
  })

  it('a login during a break is a restricted session that says why the rest is refused', async () => {
    const breakEnds = Date.now() + 7 * 86_400_000
    const sb = env.open()
    const seen = recordEvents(sb, ['login'])
    env.backend.server.on('/app/api/member/login/account', () =>
      ok(
        userInfoOf({
          uid: '77',
          token: 'restricted-token',
          account: 'paused',
          restricted: { reason: 'timeOut', until: breakEnds },
        }),
      ),
    )
    await sb.session.login({ account: 'paused', password: 'secret1' })
    const state = sb.session.getState()
    expect(state).toMatchObject({ status: 'restricted', restricted: { reason: 'timeOut', until: breakEnds } })
    expect(seen('login')).toMatchObject([{ status: 'restricted' }])
    expect(sb.protection.refusalFor('/trade/api/order/create')).toEqual({
      reason: 'timeOut',
      until: breakEnds,
    })
    expect(sb.protection.refusalFor('app/api/withdraw/create')).toBeNull()
    expect(sb.protection.refusalFor('/app/api/member/protection')).toBeNull()
  })

  it('keeps a pushed reality check until it is answered, and a pushed break logs the page out', async () => {
    answerProtection(protection())
    socketServer = await startMainSocket()
    const sb = env.open({ socketUrl: socketServer.url, connectMainSocketOnLogin: true })
    const seen = recordEvents(sb, ['realityCheck', 'logout'])
    const connected = new Promise((resolve) => socketServer?.io.once('connection', resolve))
    await loginMember(env.backend, sb)
    await connected
    const check = {
      elapsedMs: 3_600_000,
      stakes: '30.00',
      returns: '12.00',
      net: '-18.00',
      currencyCode: 'USD',
      since: 5,
    }
    socketServer.io.emit('realityCheck', { nonsense: true })
    socketServer.io.emit('realityCheck', check)
    await until(sb, () => sb.protection.getState().realityCheck !== null)
    expect(sb.protection.getState().realityCheck).toEqual(check)
    expect(seen('realityCheck')).toEqual([check])

    await sb.protection.answerRealityCheck('continue')
    expect(
      formOf(env.backend.calls('/app/api/member/protection/reality-check/ack')[0] as RecordedRequest),
    ).toMatchObject({
      choice: 'continue',
    })
    expect(sb.protection.getState().realityCheck).toBeNull()

    const loggedOut = new Promise((resolve) => sb.events.once('logout', resolve))
    socketServer.io.emit('protection', { reason: 'timeOut', until: Date.now() + 1000 })
    await expect(loggedOut).resolves.toEqual({ reason: 'protection' })
  })

  it('a stake refused for an unanswered reality check this page never heard makes the check due, to be answered', async () => {
    answerProtection(protection())
    const sb = env.open()
    await loginMember(env.backend, sb)
    env.backend.server.on('/app/api/member/protection/reality-check', () => ({
      code: 1007,
      msg: 'Answer the reality check first',
      data: { reason: 'realityCheck', until: null, remaining: null },
    }))
    await expect(sb.protection.setRealityCheck(30)).rejects.toMatchObject({
      refusal: { reason: 'realityCheck' },
    })
    expect(sb.protection.getState().realityCheck).toBe('due')
    await sb.protection.answerRealityCheck('continue')
    expect(sb.protection.getState().realityCheck).toBeNull()
  })
})
