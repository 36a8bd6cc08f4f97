import { connect, createServer, type Socket as NetSocket, type Server } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type BetServer, newBettor, pickOf, placed, upcomingFootball } from './bets-support'
import { seriesValue, startOpsServer } from './ops-support'
import { closeOpenedSockets, connected, openSocket } from './support/sockets'
import { captureLogs, startQuietServer, type TestServer } from './support/start-server'

const token = 'metrics-token-of-the-tests-0123456789'
const logs = captureLogs()
let bs: BetServer
let databaseClosed = false

beforeAll(async () => {
  bs = await startOpsServer({ metricsToken: token, logLevel: 'debug', logStream: logs })
})

afterEach(closeOpenedSockets)

afterAll(async () => {
  // The last test closed its database under it: closing the server then fails where it writes.
  await bs?.server.close().catch((error: unknown) => {
    if (!databaseClosed) throw error
  })
})

const scrape = (headers: Record<string, string> = {}) => fetch(`${bs.server.url}/metrics`, { headers })
const bearer = { authorization: `Bearer ${token}` }

async function metricsText(): Promise<string> {
  const response = await scrape(bearer)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  return response.text()
}

/** The JSON lines the server logged, parsed. */
const logLines = () => logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>)

describe('health and readiness', () => {
  it('/health answers ok without a session, and /ready reports the database up', async () => {
    const health = await fetch(`${bs.server.url}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${bs.server.url}/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'up' } })
  })
})

describe('metrics behind a token', () => {
  it('refuses /metrics without the bearer token or with another one', async () => {
    expect((await scrape()).status).toBe(401)
    expect((await scrape({ authorization: `Bearer ${token}x` })).status).toBe(401)
    expect((await scrape({ authorization: token })).status).toBe(401)
  })

  it('serves every series of PROTOCOL.md section 14 with Node defaults', async () => {
    const text = await metricsText()
    for (const name of [
      'http_request_duration_seconds',
      'orders_placed_total',
      'order_place_duration_seconds',
      'socket_connections',
      'feed_lag_seconds',
      'db_pool_in_use',
      'ledger_transfers_total',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `)
    }
  })

  it('counts an order, its ledger transfers, its request and a connected socket', async () => {
    const before = await metricsText()
    const bettor = await newBettor(bs, '100')
    const match = upcomingFootball(bs)[0]!
    await placed(bs, bettor, { legs: [pickOf(match, '1x2', 'home')], stake: '10' })
    await connected(openSocket(bs.server.url, 'main', bettor))
    const after = await metricsText()
    const moved = (series: string) => (seriesValue(after, series) ?? 0) - (seriesValue(before, series) ?? 0)
    expect(moved('orders_placed_total')).toBe(1)
    expect(moved('order_place_duration_seconds_count')).toBe(1)
    expect(moved('ledger_transfers_total{kind="bet-stake"}')).toBe(1)
    expect(moved('ledger_transfers_total{kind="operator-credit"}')).toBe(1)
    expect(moved('http_request_duration_seconds_count{route="/trade/api/order/create",code="0"}')).toBe(1)
    expect(seriesValue(after, 'socket_connections{namespace="/app/socket"}')).toBe(1)
    expect(seriesValue(after, 'db_pool_in_use')).toBeGreaterThanOrEqual(0)
    expect(seriesValue(after, 'feed_lag_seconds')).toBeGreaterThanOrEqual(0)
  })
})

describe('request ids', () => {
  it('answers a new id on every reply, a found path, an unknown one and a refused body alike', async () => {
    const answers = await Promise.all([
      fetch(`${bs.server.url}/health`),
      fetch(`${bs.server.url}/no/such/path`),
      fetch(`${bs.server.url}/app/api/visitor/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{not json',
      }),
    ])
    const ids = answers.map((answer) => answer.headers.get('x-request-id'))
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(ids).size).toBe(3)
  })

  it('reuses a well-formed incoming id and replaces a malformed one', async () => {
    const kept = await fetch(`${bs.server.url}/health`, { headers: { 'x-request-id': 'proxy-trace-42.a:b' } })
    expect(kept.headers.get('x-request-id')).toBe('proxy-trace-42.a:b')
    const replaced = await fetch(`${bs.server.url}/health`, { headers: { 'x-request-id': 'a b<script>' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("carries the id in the request's log lines", async () => {
    const answer = await bs.client.form('/app/api/visitor/create', { lang: 'en' })
    expect(answer.code).toBe(0)
    const id = 'ops-test-request-0001'
    await fetch(`${bs.server.url}/no/such/path`, { headers: { 'x-request-id': id } })
    const mine = logLines().filter((line) => line.reqId === id)
    expect(mine.map((line) => line.msg)).toContain('request')
    const requestLines = logLines().filter((line) => line.msg === 'request')
    expect(requestLines.length).toBeGreaterThan(1)
    for (const line of requestLines) expect(line.reqId).toEqual(expect.any(String))
  })

  it("names a socket's id in its connection's log lines", async () => {
    const bettor = await newBettor(bs, '0')
    const socket = await connected(openSocket(bs.server.url, 'main', bettor))
    const lines = logLines().filter((line) => line.msg === 'socket connected' && line.socketId === socket.id)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ path: '/app/socket', memberId: bettor.memberId })
  })
})

describe('readiness with the database gone', () => {
  it('answers 503 naming the database once it no longer answers, while /health still answers', async () => {
    databaseClosed = true
    await bs.server.ctx.db.close()
    const ready = await fetch(`${bs.server.url}/ready`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      down: ['database'],
      checks: { database: 'down' },
    })
    expect((await fetch(`${bs.server.url}/health`)).status).toBe(200)
  })
})

/** A TCP relay to Redis that the test can cut: the server's Redis "goes down" without stopping the shared Redis. */
async function redisRelay(
  target: URL,
): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void> }> {
  const open = new Set<NetSocket>()
  let relay: Server
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      relay = createServer((incoming) => {
        const outgoing = connect(Number(target.port || 6379), target.hostname)
        for (const socket of [incoming, outgoing]) {
          open.add(socket)
          socket.on('close', () => open.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        incoming.pipe(outgoing).pipe(incoming)
      })
      relay.once('error', reject)
      relay.listen(port, '127.0.0.1', () => {
        const address = relay.address()
        resolve(typeof address === 'object' && address ? address.port : port)
      })
    })
  const port = await listen(0)
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      await new Promise<void>((resolve) => {
        relay.close(() => resolve())
        for (const socket of open) socket.destroy()
      })
    },
    async restore() {
      await listen(port)
    },
  }
}

describe('metrics on a port of their own', () => {
  const redisUrl = process.env.TEST_REDIS_URL
  let own: TestServer
  let relay: Awaited<ReturnType<typeof redisRelay>> | null = null

  beforeAll(async () => {
    relay = redisUrl ? await redisRelay(new URL(redisUrl)) : null
    own = await startQuietServer({ metricsPort: 0, ...(relay ? { redisUrl: relay.url } : {}) })
  })

  afterAll(async () => {
    await relay?.restore()
    await own?.close()
  })

  it('serves /metrics on its own listener only, never on the public port', async () => {
    const metricsUrl = own.server.metricsUrl
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const scraped = await fetch(`${metricsUrl}/metrics`)
    expect(scraped.status).toBe(200)
    expect(await scraped.text()).toContain('# TYPE orders_placed_total counter')
    expect((await fetch(`${own.url}/metrics`)).status).toBe(404)
    expect((await fetch(`${metricsUrl}/health`)).status).toBe(404)
  })

  it.skipIf(!redisUrl)('answers /ready 503 naming Redis while Redis is unreachable', async () => {
    const up = await fetch(`${own.url}/ready`)
    expect(await up.json()).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } })
    await relay!.cut()
    const down = await fetch(`${own.url}/ready`)
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({
      status: 'unavailable',
      down: ['redis'],
      checks: { database: 'up', redis: 'down' },
    })
  })
})

describe('metrics by default', () => {
  it('are not served without a port or a token', async () => {
    const plain = await startQuietServer()
    try {
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(404)
      expect(plain.server.metricsUrl).toBeNull()
    } finally {
      await plain.close()
    }
  })
})
