import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { nodeDecrypt, nodeEncrypt } from '../../test/support/node-cipher'
import { startTestServer, type TestServer } from '../../test/support/test-server'
import { createClientInfo } from '../client-info'
import { createCipher } from '../crypto'
import {
  ApiError,
  isApiError,
  isDecryptError,
  isNetworkError,
  isTimeoutError,
  NetworkError,
  TimeoutError,
} from '../errors'
import { catalogue } from '../protocol/catalogue'
import type { ClientInfo } from '../protocol/client-info'
import { memoryStorage } from '../storage'
import { createCallLayer } from './call-layer'
import type { CallLayerOptions, SessionCredentials } from './types'

const deviceID = '0b6c1c36-4f0e-4d59-9d3e-5f1d8b7a2c10'
const windows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const clientInfoQuery =
  `deviceID=${deviceID}&pid=888&versionCode=110&versionName=v1.0.110&os=Windows&osVersionName=Windows+10` +
  '&osVersionCode=10.0&mac=&deviceModel=PC&channel=brand-a&realm=alpha&siteNo=7&process=web&source=2&lang=en'

let server: TestServer
let clientInfo: ClientInfo
let session: SessionCredentials

beforeAll(async () => {
  server = await startTestServer()
  const storage = memoryStorage()
  storage.setItem('deviceID', deviceID)
  clientInfo = await createClientInfo({ storage, channel: 'brand-a', userAgent: windows }).get('en')
})

afterAll(() => server.close())

beforeEach(() => {
  server.requests.length = 0
  session = { uid: 'u1', token: 'tok-1' }
})

function layer(overrides: Partial<CallLayerOptions> = {}) {
  return createCallLayer({
    baseUrl: `${server.url}/api`,
    session: () => session,
    clientInfo: async () => clientInfo,
    cipher: createCipher('subtle'),
    ...overrides,
  })
}

const last = () => server.requests.at(-1)!

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)}`)
    },
    (error: unknown) => error,
  )
}

describe('encodings (PROTOCOL.md section 3)', () => {
  it('form: POSTs payload, token, uid and client info flat, objects and arrays as JSON text', async () => {
    server.on('/api/app/api/member/profile', () => ({ code: 0, msg: 'ok', data: { account: 'amy' } }))
    const data = await layer().call('/app/api/member/profile', {
      account: 'amy wu',
      list: [1, 2],
      filter: { a: 1 },
      page: 2,
      missing: undefined,
      nothing: null,
    })
    expect(data).toEqual({ account: 'amy' })
    const request = last()
    expect(request.method).toBe('POST')
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(request.rawBody.toString()).toBe(
      `account=amy+wu&list=%5B1%2C2%5D&filter=%7B%22a%22%3A1%7D&page=2&token=tok-1&uid=u1&${clientInfoQuery}`,
    )
  })

  it('form: the session and client info win over payload fields of the same name', async () => {
    await layer().call('app/api/member/profile', { token: 'forged', lang: 'xx' })
    expect(last().form).toMatchObject({ token: 'tok-1', lang: 'en' })
  })

  it('resolves relative and absolute catalogue paths against the same API base', async () => {
    await layer().call('match/banner')
    await layer().call('/match/banner')
    expect(server.requests.map((r) => r.path)).toEqual(['/api/match/banner', '/api/match/banner'])
  })

  it('json-flat: POSTs { ...payload, token, uid, ...clientInfo } as JSON', async () => {
    const payload = { matchId: 7, levels: [{ odds: '1.95', max: '100.00' }] }
    await layer().call('/match/opening/odds/config', payload, { encoding: 'json-flat' })
    const request = last()
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.rawBody.toString()).toBe(
      JSON.stringify({ ...payload, token: 'tok-1', uid: 'u1', ...clientInfo }),
    )
  })

  it('json-nested: POSTs realm, process, uid, token, enc and the token cipher of { ...payload, ...clientInfo }', async () => {
    const payload = {
      requestId: 'f1e2d3c4-0000-4000-8000-000000000000',
      acceptOdds: 'exact',
      stake: '10.00',
      currencyCode: 'USDT',
      legs: [{ matchId: 1001, marketId: 5, selectionId: 2, odds: '1.95' }],
    }
    await layer().callSpec(catalogue.bets.create, payload)
    const request = last()
    expect(request.path).toBe('/api/trade/api/order/create')
    expect(request.headers['content-type']).toBe('application/json')
    const body = request.json as Record<string, string>
    expect(Object.keys(body)).toEqual(['realm', 'process', 'uid', 'token', 'enc', 'data'])
    expect(body).toMatchObject({ realm: 'alpha', process: 'web', uid: 'u1', token: 'tok-1', enc: 'token' })
    expect(nodeDecrypt(body.data!, 'tok-1')).toBe(JSON.stringify({ ...payload, ...clientInfo }))
  })

  it('json-nested: a fresh IV per request', async () => {
    await layer().call('/trade/api/order/amount/limit', { matchId: 1 }, { encoding: 'json-nested' })
    await layer().call('/trade/api/order/amount/limit', { matchId: 1 }, { encoding: 'json-nested' })
    const [a, b] = server.requests.map((r) => (r.json as { data: string }).data)
    expect(a).not.toBe(b)
  })

  it('upload: POSTs multipart with token, uid, realm, process and the file as `file`', async () => {
    const png = new Blob([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255)], { type: 'image/png' })
    await layer().callSpec(catalogue.wallet.collectionUpload, {}, { file: png, fileName: 'proof.png' })
    const request = last()
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    const { file, ...fields } = request.multipart!
    expect(fields).toEqual({ token: 'tok-1', uid: 'u1', realm: 'alpha', process: 'web' })
    expect(file).toEqual({
      fileName: 'proof.png',
      type: 'image/png',
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]),
    })
  })

  it('upload without a file fails before sending', async () => {
    await expect(layer().call('/app/api/collection/upload', {}, { encoding: 'upload' })).rejects.toThrow(
      TypeError,
    )
    expect(server.requests).toHaveLength(0)
  })

  it('get: GETs with payload, token, uid and client info as query parameters', async () => {
    await layer().callSpec(catalogue.matches.searchResult, { keyword: 'Real Madrid', sportType: 1 })
    const request = last()
    expect(request.method).toBe('GET')
    expect(request.path).toBe('/api/api/searchResult')
    expect(request.rawBody).toHaveLength(0)
    expect(request.query).toEqual(
      Object.fromEntries(
        new URLSearchParams(`keyword=Real+Madrid&sportType=1&token=tok-1&uid=u1&${clientInfoQuery}`),
      ),
    )
  })

  it('reads the session on every call, and a call can send other credentials', async () => {
    const calls = layer()
    await calls.call('app/api/member/profile')
    session = { uid: 'u2', token: 'tok-2' }
    await calls.call('app/api/member/profile')
    await calls.call('/app/api/member/login/auto', {}, { session: { uid: 'p1', token: 'pass' } })
    expect(server.requests.map((r) => [r.form?.uid, r.form?.token])).toEqual([
      ['u1', 'tok-1'],
      ['u2', 'tok-2'],
      ['p1', 'pass'],
    ])
  })

  it('sends empty strings when there is no session', async () => {
    session = { uid: '', token: '' }
    await layer().call('/app/api/visitor/create', { lang: 'en' })
    expect(last().form).toMatchObject({ uid: '', token: '', lang: 'en' })
  })

  it('an error of the session source reaches the caller unchanged and nothing is sent', async () => {
    const broken = new Error('storage unavailable')
    const calls = layer({
      session: () => {
        throw broken
      },
    })
    expect(await failure(calls.call('app/api/member/profile'))).toBe(broken)
    expect(server.requests).toHaveLength(0)
  })
})

describe('answers (PROTOCOL.md section 1)', () => {
  it('code 0 returns data', async () => {
    server.on('/api/match/count', () => ({ code: 0, msg: 'ok', data: { football: 12 } }))
    expect(await layer().call('match/count')).toEqual({ football: 12 })
  })

  it('decrypts a token answer with the token the request carried', async () => {
    const list = { list: [{ id: 1, home: { name: 'Équipe' }, away: { name: '主队' } }] }
    server.on('/api/match/list', (request) => ({
      code: 0,
      msg: 'ok',
      enc: 'token',
      data: nodeEncrypt(JSON.stringify(list), request.form!.token!),
    }))
    expect(await layer().callSpec(catalogue.matches.list)).toEqual(list)
    expect(
      await layer().callSpec(catalogue.matches.list, {}, { session: { uid: 'x', token: 'other' } }),
    ).toEqual(list)
  })

  it("decrypts a ts answer with the envelope's ts", async () => {
    const init = { languages: [{ code: 'pt', name: 'Português', path: 'pt' }] }
    server.on('/api/api/sysinit', () => ({
      code: 0,
      msg: 'ok',
      enc: 'ts',
      ts: '1763800000000',
      data: nodeEncrypt(JSON.stringify(init), 'ts:1763800000000'),
    }))
    expect(await layer().callSpec(catalogue.matches.sysinit)).toEqual(init)
  })

  it.each([
    ['a corrupted cipher', { enc: 'token', data: 'AAECAwQFBgcICQoLDA0ODw==garbage' }],
    ['a cipher made with another token', { enc: 'token', data: nodeEncrypt('{"list":[]}', 'someone-else') }],
    ['a cipher of text that is not JSON', { enc: 'token', data: nodeEncrypt('not json', 'tok-1') }],
    ['a cipher that is not a string', { enc: 'token', data: { list: [] } }],
    ['a ts answer without ts', { enc: 'ts', data: nodeEncrypt('{}', 'ts:') }],
    ['an unknown enc', { enc: 'rot13', data: 'abc' }],
  ])('%s throws DecryptError naming the path', async (_, answer) => {
    server.on('/api/match/details', () => ({ code: 0, msg: 'ok', ...answer }) as never)
    const error = await failure(layer().call('match/details'))
    expect(isDecryptError(error)).toBe(true)
    expect(error).toMatchObject({ code: 'DECRYPT', path: 'match/details' })
  })

  it('a business code throws ApiError with msg, code and data', async () => {
    server.on('/api/app/api/member/create/account', () => ({
      code: 1001,
      msg: 'Username taken',
      data: { x: 1 },
    }))
    const error = await failure(layer().call('/app/api/member/create/account', { account: 'amy' }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      name: 'ApiError',
      message: 'Username taken',
      code: 1001,
      data: { x: 1 },
      path: '/app/api/member/create/account',
    })
    expect(isApiError(error, 1001)).toBe(true)
    expect(isApiError(error, 1002)).toBe(false)
  })

  it('402 throws ApiError and calls onRelogin with the credentials the call sent', async () => {
    server.on('/api/app/api/wallet/balance', () => ({ code: 402, msg: 'Please log in again', data: null }))
    const onRelogin = vi.fn()
    const onForbidden = vi.fn()
    const error = await failure(layer({ onRelogin, onForbidden }).call('/app/api/wallet/balance'))
    expect(isApiError(error, 402)).toBe(true)
    expect(onRelogin).toHaveBeenCalledWith(error, { uid: 'u1', token: 'tok-1' })
    expect(onForbidden).not.toHaveBeenCalled()
  })

  it('403 throws ApiError and calls onForbidden with the credentials the call sent', async () => {
    server.on('/api/app/api/member/profile', () => ({ code: 403, msg: 'Session expired', data: null }))
    const onForbidden = vi.fn()
    const sent = { uid: 'old', token: 'replaced' }
    const error = await failure(layer({ onForbidden }).call('/app/api/member/profile', {}, { session: sent }))
    expect(isApiError(error, 403)).toBe(true)
    expect(onForbidden).toHaveBeenCalledWith(error, sent)
  })

  it('403 leaves onForbidden alone when the call handles it (handleForbidden: false)', async () => {
    server.on('/api/app/api/member/create/account', () => ({ code: 403, msg: 'Session expired', data: null }))
    const onForbidden = vi.fn()
    const error = await failure(
      layer({ onForbidden }).call('/app/api/member/create/account', {}, { handleForbidden: false }),
    )
    expect(isApiError(error, 403)).toBe(true)
    expect(onForbidden).not.toHaveBeenCalled()
  })

  it.each([500, 502, 404, 413])('HTTP %i throws NetworkError with the status', async (status) => {
    server.on('/api/match/tag', () => ({ status, body: 'upstream trouble' }))
    const error = await failure(layer().call('match/tag'))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({ name: 'NetworkError', code: 'NETWORK', status, path: 'match/tag' })
  })

  it.each([
    ['text that is not JSON', '<html>proxy login</html>'],
    ['JSON that is not an envelope', { ok: true }],
    ['an envelope whose code is not a number', { code: '0', msg: 'ok', data: 1 }],
    ['an empty body', ''],
  ])('a 200 answer of %s throws NetworkError', async (_, body) => {
    server.on('/api/match/league', () => ({ status: 200, body }))
    expect(isNetworkError(await failure(layer().call('match/league')))).toBe(true)
  })
})

describe('transport failures', () => {
  async function closedPortUrl(): Promise<string> {
    const gone = await startTestServer()
    await gone.close()
    return gone.url
  }

  it('a refused connection throws NetworkError without status', async () => {
    const error = await failure(layer({ baseUrl: await closedPortUrl() }).call('match/banner'))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({ code: 'NETWORK', status: undefined, path: 'match/banner' })
  })

  it('no answer within the time-out throws TimeoutError, not ky’s', async () => {
    server.on('/api/match/live', () => ({ delayMs: 2000, body: { code: 0, msg: 'ok', data: null } }))
    const started = Date.now()
    const error = await failure(layer({ timeoutMs: 150 }).call('match/live'))
    expect(Date.now() - started).toBeLessThan(1500)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ name: 'TimeoutError', code: 'TIMEOUT', timeoutMs: 150, path: 'match/live' })
  })

  it('an answer whose body stalls past the time-out throws TimeoutError', async () => {
    server.on('/api/match/event', () => ({ bodyDelayMs: 2000, body: { code: 0, msg: 'ok', data: null } }))
    const started = Date.now()
    const error = await failure(layer({ timeoutMs: 300 }).call('match/event'))
    expect(Date.now() - started).toBeLessThan(1500)
    expect(isTimeoutError(error)).toBe(true)
  })

  it('calls and time-outs work where AbortSignal.any is missing (Safari before 17.4)', async () => {
    const any = AbortSignal.any
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true, writable: true })
    try {
      server.on('/api/match/prospect/list', () => ({ code: 0, msg: 'ok', data: [1] }))
      expect(await layer().call('match/prospect/list')).toEqual([1])
      server.on('/api/match/event', () => ({ bodyDelayMs: 2000, body: { code: 0, msg: 'ok', data: null } }))
      expect(isTimeoutError(await failure(layer({ timeoutMs: 200 }).call('match/event')))).toBe(true)
    } finally {
      Object.defineProperty(AbortSignal, 'any', { value: any, configurable: true, writable: true })
    }
  })

  it('the default time-out is 25,000 ms (spec section 9)', async () => {
    server.on('/api/match/live/switch', () => ({ delayMs: 60_000, body: { code: 0, msg: 'ok', data: null } }))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const pending = failure(layer().call('match/live/switch'))
      await vi.waitFor(() => expect(server.requests).toHaveLength(1))
      await vi.advanceTimersByTimeAsync(24_900)
      expect(vi.getTimerCount()).toBeGreaterThan(0)
      await vi.advanceTimersByTimeAsync(200)
      expect(await pending).toMatchObject({ name: 'TimeoutError', timeoutMs: 25_000 })
    } finally {
      vi.useRealTimers()
    }
  })

  it('a failed get calls onWarning (spec section 8); a failed form call does not', async () => {
    const onWarning = vi.fn()
    const calls = layer({ baseUrl: await closedPortUrl(), onWarning })
    const getError = await failure(calls.callSpec(catalogue.matches.hotList))
    expect(onWarning).toHaveBeenCalledTimes(1)
    expect(onWarning).toHaveBeenCalledWith(getError)
    await failure(calls.call('match/banner'))
    expect(onWarning).toHaveBeenCalledTimes(1)
  })

  it('a timed-out get calls onWarning with the TimeoutError', async () => {
    server.on('/api/api/hotList', () => ({ delayMs: 2000, body: { code: 0, msg: 'ok', data: [] } }))
    const onWarning = vi.fn()
    const error = await failure(layer({ timeoutMs: 100, onWarning }).callSpec(catalogue.matches.hotList))
    expect(isTimeoutError(error)).toBe(true)
    expect(onWarning).toHaveBeenCalledWith(error)
  })

  it("a business error of a get is not a warning: it is the caller's", async () => {
    server.on('/api/api/sportsType', () => ({ code: 5000, msg: 'Internal error', data: null }))
    const onWarning = vi.fn()
    expect(
      isApiError(await failure(layer({ onWarning }).callSpec(catalogue.matches.sportsTypes)), 5000),
    ).toBe(true)
    expect(onWarning).not.toHaveBeenCalled()
  })

  it("the caller's abort rejects with the platform's AbortError", async () => {
    server.on('/api/match/search', () => ({ delayMs: 2000, body: { code: 0, msg: 'ok', data: [] } }))
    const controller = new AbortController()
    const pending = failure(layer().call('match/search', { q: 'x' }, { signal: controller.signal }))
    await vi.waitFor(() => expect(server.requests).toHaveLength(1))
    controller.abort()
    expect(await pending).toMatchObject({ name: 'AbortError' })
  })
})
