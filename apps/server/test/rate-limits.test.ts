import { request as httpRequest } from 'node:http'
import { codes, type Envelope } from '@sportsbook/sdk/protocol'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerConfig } from '../src/config'
import type { RateLimits } from '../src/http/rate-limit-rules'
import { pwdOf, testClientInfo } from './support/client'
import { uniqueAccount } from './support/flows'
import { pgliteSnapshots } from './support/pglite-snapshot'
import {
  dropSchema,
  quietFeed,
  type StartedServer,
  startQuietServer,
  startServerOn,
  suiteRateLimits,
  type TestServer,
  testEngine,
} from './support/start-server'

const minute = 60_000
const tight: RateLimits = {
  visitorCreate: { max: 3, windowMs: minute },
  tryPlay: { max: 2, windowMs: minute },
  login: { max: 2, windowMs: minute },
  register: { max: 2, windowMs: minute },
  captcha: { max: 3, windowMs: minute },
  accountMail: { max: 2, windowMs: minute },
  accountCode: { max: 3, windowMs: minute },
}

let server: TestServer
let nextAddress = 10

/** A loopback address of its own for each client (Linux routes all of 127.0.0.0/8 to lo). */
function newAddress(): string {
  nextAddress += 1
  return `127.0.0.${nextAddress}`
}

interface Answer {
  status: number
  envelope: Envelope
}

/** A form POST from `localAddress`, as a client on that address sends it. */
function post(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const body = new URLSearchParams({ ...fields, ...testClientInfo }).toString()
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, envelope: JSON.parse(text) }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

const call = (path: string, fields: Record<string, string>, from: string, headers?: Record<string, string>) =>
  post(server.url, path, fields, from, headers)

async function visitorFrom(from: string): Promise<{ uid: string; token: string }> {
  const created = await call('/app/api/visitor/create', { uid: '', token: '' }, from)
  expect(created.envelope.code, created.envelope.msg).toBe(0)
  return created.envelope.data as { uid: string; token: string }
}

async function memberCount(): Promise<number> {
  const [row] = await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members')
  return Number(row?.n)
}

function expectLimited(answer: Answer, windowMs = minute): void {
  expect(answer.status).toBe(200)
  expect(answer.envelope.code, answer.envelope.msg).toBe(codes.TOO_MANY_ATTEMPTS)
  const data = answer.envelope.data as { retryAfterMs: number }
  expect(data.retryAfterMs).toBeGreaterThan(0)
  expect(data.retryAfterMs).toBeLessThanOrEqual(windowMs)
  expect(answer.envelope.msg).toMatch(/too many requests/i)
}

beforeAll(async () => {
  server = await startQuietServer({ rateLimits: tight })
})
afterAll(async () => {
  await server?.close()
})

describe('rate limits per client address', () => {
  it('visitor create: past the limit 1004 with retryAfterMs, HTTP 200, and no visitor made', async () => {
    const from = newAddress()
    for (let n = 0; n < tight.visitorCreate.max; n += 1) await visitorFrom(from)
    const before = await memberCount()
    const refused = await call('/app/api/visitor/create', { uid: '', token: '' }, from)
    expectLimited(refused)
    expect(await memberCount()).toBe(before)
    // Another address is counted apart.
    await visitorFrom(newAddress())
  })

  it('a forged X-Forwarded-For does not make another address (no trusted proxy by default)', async () => {
    const from = newAddress()
    for (let n = 0; n < tight.visitorCreate.max; n += 1) await visitorFrom(from)
    const forged = await call('/app/api/visitor/create', { uid: '', token: '' }, from, {
      'x-forwarded-for': '203.0.113.7',
    })
    expectLimited(forged)
  })

  it('other paths of a limited address are not limited', async () => {
    const from = newAddress()
    const visitor = await visitorFrom(from)
    for (let n = 1; n < tight.visitorCreate.max; n += 1) await visitorFrom(from)
    expectLimited(await call('/app/api/visitor/create', { uid: '', token: '' }, from))
    for (let n = 0; n < 10; n += 1) {
      expect((await call('/app/api/visitor/login', visitor, from)).envelope.code).toBe(0)
      expect((await call('/app/api/member/profile', visitor, from)).envelope.code).toBe(0)
      expect((await call('app/api/user/type', { domainType: '3' }, from)).envelope.code).toBe(0)
    }
  })

  it('try-play', async () => {
    const from = newAddress()
    const visitors = [await visitorFrom(from), await visitorFrom(from), await visitorFrom(from)]
    for (const visitor of visitors.slice(0, tight.tryPlay.max)) {
      const demo = await call('/app/api/member/create/try-play/account', visitor, from)
      expect(demo.envelope.code, demo.envelope.msg).toBe(0)
    }
    const before = await memberCount()
    expectLimited(await call('/app/api/member/create/try-play/account', visitors[2]!, from))
    expect(await memberCount()).toBe(before)
  })

  it('registration', async () => {
    const from = newAddress()
    const register = async () => {
      const visitor = await visitorFrom(newAddress())
      return call(
        '/app/api/member/create/account',
        { ...visitor, account: uniqueAccount(), pwd: pwdOf('secret123'), promoteCode: '' },
        from,
      )
    }
    for (let n = 0; n < tight.register.max; n += 1) expect((await register()).envelope.code).toBe(0)
    expectLimited(await register())
  })

  it('login and the saved-account switch share one count', async () => {
    const from = newAddress()
    const account = uniqueAccount()
    const visitor = await visitorFrom(newAddress())
    const registered = await call(
      '/app/api/member/create/account',
      { ...visitor, account, pwd: pwdOf('secret123'), promoteCode: '' },
      newAddress(),
    )
    const member = registered.envelope.data as { uid: string; token: string }
    const login = { account, pwd: pwdOf('secret123'), code: '', captchaType: '', domainType: '3' }
    expect((await call('/app/api/member/login/account', login, from)).envelope.code).toBe(0)
    const add = await call('/app/api/member/login/account/add', { ...member, ...login }, from)
    expect(add.envelope.code, add.envelope.msg).toBe(0)
    expectLimited(await call('/app/api/member/login/account', login, from))
    // The per-account captcha rule was not touched: the right password works from elsewhere.
    expect((await call('/app/api/member/login/account', login, newAddress())).envelope.code).toBe(0)
  })

  it('captcha get, the timed captcha and check share one count', async () => {
    const from = newAddress()
    expect((await call('app/api/captcha/get', {}, from)).envelope.code).toBe(0)
    expect((await call('/app/api/captcha', { time: String(Date.now()) }, from)).envelope.code).toBe(0)
    expect((await call('app/api/captcha/check', { captchaId: 'x', code: '00000' }, from)).envelope.code).toBe(
      0,
    )
    expectLimited(await call('app/api/captcha/get', {}, from))
  })
})

const redisUrl = process.env.TEST_REDIS_URL

describe.skipIf(!redisUrl)('with Redis, nodes of one deployment count together', () => {
  const namespace = `rl_${process.pid}_${Date.now().toString(36)}`
  const nodes: StartedServer[] = []
  beforeAll(async () => {
    const config: ServerConfig = {
      ...server.ctx.config,
      port: 0,
      redisUrl,
      databaseSchema: namespace,
      rateLimits: { ...suiteRateLimits, visitorCreate: { max: 2, windowMs: minute } },
      // A feed lead of their own, and a feed that never ticks: nothing reaches other suites' nodes on this Redis.
      feedSeed: 1_000_000 + Math.floor(Math.random() * 1_000_000),
    }
    for (let n = 0; n < 2; n += 1) {
      const options = { feed: quietFeed(config.feedSeed) }
      nodes.push(
        testEngine() === 'postgres'
          ? await startServerOn(
              config,
              {
                engine: 'postgres',
                url: process.env.TEST_DATABASE_URL!,
                schema: namespace,
                keep: true,
              },
              options,
            )
          : await startServerOn(
              config,
              {
                engine: 'pglite',
                folderPrefix: 'sportsbook-rate-',
                snapshot: (await pgliteSnapshots()).migrated,
              },
              options,
            ),
      )
    }
  })
  afterAll(async () => {
    for (const node of nodes) await node.close()
    if (testEngine() === 'postgres') await dropSchema(process.env.TEST_DATABASE_URL!, namespace)
  })

  it('a client past the limit on one node is refused by the other, and the count lives in Redis', async () => {
    const from = newAddress()
    const [a, b] = nodes as [StartedServer, StartedServer]
    const create = (node: StartedServer) =>
      post(node.url, '/app/api/visitor/create', { uid: '', token: '' }, from)
    expect((await create(a)).envelope.code).toBe(0)
    expect((await create(b)).envelope.code).toBe(0)
    expectLimited(await create(a))
    expectLimited(await create(b))
    expect((await post(b.url, '/app/api/visitor/create', {}, newAddress())).envelope.code).toBe(0)
    const redis = new Redis(redisUrl!)
    try {
      const keys = await redis.keys(`sportsbook:rate-limit:${namespace}:*`)
      expect(keys.some((key) => key.endsWith(`visitorCreate:${from}`))).toBe(true)
    } finally {
      redis.disconnect()
    }
  })
})
