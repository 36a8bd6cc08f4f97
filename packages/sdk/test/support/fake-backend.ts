// A scripted sportsbook backend on the loopback test server: just enough state (guests, members, demo and channel
// members, tokens) to drive the SDK's session machine through every rule of the spec, over real HTTP.
import { randomUUID } from 'node:crypto'
import { nodeEncrypt } from './node-cipher'
import type { EnvelopeReply, RecordedRequest, Reply, TestServer } from './test-server'
import { startTestServer } from './test-server'
import { userInfoOf } from './user-info'

export interface FakeUser {
  uid: string
  token: string
  kind: 'visitor' | 'member' | 'demo' | 'channel'
  account: string
  pwd: string
  languageCode: string
  /** The currency the member plays in (changeCurrency); the kind's default until changed. */
  currencyCode?: string
}

/** The real currencies the fake brand holds, with their scales (sysinit). */
export const fakeCurrencies = [
  { currencyCode: 'USD', scale: 2 },
  { currencyCode: 'USDT', scale: 4 },
]

const ok = (data: unknown): EnvelopeReply => ({ code: 0, msg: 'ok', data })
const fail = (code: number, msg: string, data: unknown = null): EnvelopeReply => ({ code, msg, data })

export const serverLanguages = [
  { code: 'pt', name: 'Português', path: '/i18n/pt.json' },
  { code: 'ja', name: '日本語', path: '/i18n/ja.json' },
]

export interface FakeBackend {
  server: TestServer
  url: string
  users: Map<string, FakeUser>
  /** Requests to `path` made so far. */
  calls(path: string): RecordedRequest[]
  /** The next `count` calls to `path` answer this envelope instead. */
  failNext(path: string, code: number, count?: number, msg?: string): void
  addMember(account: string, pwd: string): FakeUser
  close(): Promise<void>
}

export async function startFakeBackend(): Promise<FakeBackend> {
  const server = await startTestServer()
  const users = new Map<string, FakeUser>()
  const failures = new Map<string, { code: number; msg: string; count: number }>()
  let nextUid = 1000

  const field = (request: RecordedRequest, name: string) => request.form?.[name] ?? request.query[name] ?? ''
  const byToken = (request: RecordedRequest) => {
    const user = users.get(field(request, 'uid'))
    return user && user.token === field(request, 'token') ? user : undefined
  }
  const info = (user: FakeUser) =>
    userInfoOf({
      uid: user.uid,
      token: user.token,
      account: user.account,
      languageCode: user.languageCode,
      channelType: user.kind === 'channel' ? 'v2' : 'a1',
      pUid: user.kind === 'demo' ? 1 : 0,
      principal: user.kind === 'channel' ? 'partner-7' : '',
      currencyCode: user.currencyCode ?? (user.kind === 'demo' ? 'DEMO' : 'USD'),
    })
  const newUser = (kind: FakeUser['kind'], account = ''): FakeUser => {
    const user = { uid: String(nextUid++), token: randomUUID(), kind, account, pwd: '', languageCode: 'en' }
    users.set(user.uid, user)
    return user
  }

  function on(path: string, handler: (request: RecordedRequest) => Reply) {
    server.on(path, (request) => {
      const failure = failures.get(request.path)
      if (failure && failure.count > 0) {
        failure.count -= 1
        return fail(failure.code, failure.msg)
      }
      return handler(request)
    })
  }
  const member =
    (handler: (user: FakeUser, request: RecordedRequest) => Reply) => (request: RecordedRequest) => {
      const user = byToken(request)
      return user ? handler(user, request) : fail(403, 'Session expired')
    }

  on('/app/api/visitor/create', () => {
    const user = newUser('visitor')
    return ok({ uid: user.uid, token: user.token })
  })
  on(
    '/app/api/visitor/login',
    member((user) => ok(info(user))),
  )
  on(
    '/app/api/member/profile',
    member((user) => ok(info(user))),
  )
  on(
    '/app/api/member/profile/edit',
    member((user, request) => {
      user.languageCode = field(request, 'languageCode')
      return ok({ languageCode: user.languageCode })
    }),
  )
  on(
    '/app/api/member/create/account',
    member((user, request) => {
      const account = field(request, 'account')
      if ([...users.values()].some((other) => other.account === account)) return fail(1001, 'Username taken')
      Object.assign(user, { kind: 'member', account, pwd: field(request, 'pwd'), token: randomUUID() })
      return ok(info(user))
    }),
  )
  on('/app/api/member/login/account', (request) => {
    const user = [...users.values()].find((entry) => entry.account === field(request, 'account'))
    if (!user || user.pwd !== field(request, 'pwd')) return fail(1002, 'Wrong account or password')
    user.token = randomUUID()
    return ok(info(user))
  })
  on(
    '/app/api/member/login/auto',
    member((user) => ok(info(user))),
  )
  on('/app/api/member/login/account/add', (request) => {
    const user = [...users.values()].find((entry) => entry.account === field(request, 'account'))
    if (!user || user.pwd !== field(request, 'pwd')) return fail(1002, 'Wrong account or password')
    user.token = randomUUID()
    return ok(info(user))
  })
  on(
    '/app/api/member/logout',
    member((user) => {
      user.token = randomUUID()
      return ok(null)
    }),
  )
  on(
    '/app/api/member/change/currency',
    member((user, request) => {
      const code = field(request, 'currencyCode')
      if (user.kind === 'demo' || !fakeCurrencies.some((c) => c.currencyCode === code))
        return fail(1000, 'Invalid or missing field: currencyCode', { field: 'currencyCode' })
      user.currencyCode = code
      return ok(info(user))
    }),
  )
  on(
    '/app/api/member/pwd/edit',
    member(() => ok(null)),
  )
  on(
    '/app/api/member/create/try-play/account',
    member(() => ok(info(newUser('demo')))),
  )
  on('/open/member/login', () => ok(info(newUser('channel', 'partner-user'))))
  on(
    '/app/api/wallet/balance',
    member((user) =>
      ok([
        {
          currencyId: 1,
          assetID: 'a1',
          currencyCode: user.kind === 'demo' ? 'DEMO' : 'USD',
          scale: 2,
          amount: user.kind === 'demo' ? '10000.00' : '25.50',
          frozen: '0.00',
          creditAmount: '0',
          loanAmount: '0',
          status: 1,
        },
      ]),
    ),
  )
  on(
    '/open/v2/wallet/balance',
    member(() => ok({ amount: '70.125', frozen: '0.5', creditAmount: '0', loanAmount: '0' })),
  )
  on('/api/sysinit', () => {
    const ts = String(Date.now())
    const data = { languages: serverLanguages, currencies: fakeCurrencies }
    return { code: 0, msg: 'ok', enc: 'ts', ts, data: nodeEncrypt(JSON.stringify(data), `ts:${ts}`) }
  })
  server.on('/i18n/pt.json', () => ({ body: { greeting: 'Olá' } }))
  server.on('/i18n/ja.json', () => ({ body: { greeting: 'こんにちは' } }))

  return {
    server,
    url: server.url,
    users,
    calls: (path) => server.requests.filter((request) => request.path === path),
    failNext(path, code, count = 1, msg = `failure ${code}`) {
      failures.set(path, { code, msg, count })
    },
    addMember(account, pwd) {
      const user = newUser('member', account)
      user.pwd = pwd
      return user
    },
    close: () => server.close(),
  }
}
