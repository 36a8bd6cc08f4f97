// Peer market throughput (PROTOCOL.md section 9): gambler orders (/trade/api/gambler/order/create, a stake of 1)
// from 200 concurrent clients on PostgreSQL, on one bank (every order queues on its row lock) and spread over 20
// banks, each printed beside the single-bet order rate (/trade/api/order/create) measured in the same run by the
// same clients; the budget is at least half of it. Skipped with a note without TEST_DATABASE_URL or
// BENCH_DATABASE_URL.
import { randomUUID } from 'node:crypto'
import { availableParallelism, loadavg } from 'node:os'
import { matchesOf } from '../src/feed/runtime'
import { pwdOf, testClientInfo } from '../test/support/client'
import { type BenchServer, dropSchema, startBenchServer } from './bench-server'
import { runBodyClients } from './body-clients'
import { orderBody, type Session } from './order-clients'

const clients = 200
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 8_000)
const warmupMs = 1_500
const bodiesPerClient = 200
const budgetShare = 0.5

async function form<T>(
  base: string,
  path: string,
  fields: Record<string, unknown>,
): Promise<{ code: number; data: T }> {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries({ ...testClientInfo, ...fields })) {
    body.set(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
  return (await response.json()) as { code: number; data: T }
}

/** A registered member with `amount` USD (credited through the ledger, as an operator would). */
async function member(
  server: BenchServer,
  amount: string,
  kind: 'registered' | 'demo' = 'registered',
): Promise<Session> {
  const base = server.url
  const visitor = await form<{ uid: string; token: string }>(base, '/app/api/visitor/create', {
    lang: 'en',
    uid: '',
    token: '',
  })
  const path = kind === 'demo' ? '/app/api/member/create/try-play/account' : '/app/api/member/create/account'
  const fields =
    kind === 'demo'
      ? { ...visitor.data, lang: 'en' }
      : {
          ...visitor.data,
          lang: 'en',
          account: `b${randomUUID().replace(/-/g, '').slice(0, 12)}`,
          pwd: pwdOf('secret123'),
          promoteCode: '',
        }
  const created = await form<{ uid: string; token: string; memberId: number }>(base, path, fields)
  if (created.code !== 0) throw new Error(`member create failed: ${created.code}`)
  if (kind === 'registered') {
    await server.server.ctx.ledger.transferNow({
      kind: 'operator-credit',
      entries: [
        { account: { kind: 'external', currency: 'USD' }, amount: `-${amount}` },
        { account: { kind: 'member', memberId: created.data.memberId, currency: 'USD' }, amount },
      ],
    })
  }
  return created.data
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

function summary(result: Awaited<ReturnType<typeof runBodyClients>>) {
  const latencies = result.latencies.sort((a, b) => a - b)
  return {
    rate: result.placed / result.elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    refused: result.refused,
    sent: latencies.length,
  }
}

export async function run(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!databaseUrl) {
    console.log('market orders: skipped (needs PostgreSQL: set TEST_DATABASE_URL or BENCH_DATABASE_URL)')
    return
  }
  const schema = `bench_market_${Date.now().toString(36)}`
  const server = await startBenchServer({ engine: 'postgres', url: databaseUrl, schema, keep: true })
  try {
    const runtime = matchesOf(server.server.ctx)
    const now = runtime.feed.now()
    const match = runtime.book
      .all()
      .find(
        (item) => item.status === 'upcoming' && item.startTime > now + 2 * 3_600_000 && item.sportType === 1,
      )
    if (!match) throw new Error('no upcoming match to open banks on')
    const market = match.markets.find((item) => item.type === '1x2')!
    const single = market.selections.map((selection) => ({
      matchId: match.id,
      marketId: market.id,
      selectionId: selection.id,
      odds: selection.odds,
    }))
    // Twenty bankers with deep banks (a stake of 1 never meets the capacity), the gamblers and the demo bettors.
    const bankers: Session[] = []
    for (let i = 0; i < 20; i += 5)
      bankers.push(...(await Promise.all(Array.from({ length: 5 }, () => member(server, '1000000')))))
    const banks: number[] = []
    for (const banker of bankers) {
      const response = await fetch(`${server.url}/match/opening`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...testClientInfo,
          uid: banker.uid,
          token: banker.token,
          matchId: match.id,
          marketId: market.id,
          selections: market.selections.map((selection) => ({ selectionId: selection.id, odds: '2.00' })),
          capital: '1000000',
          currencyCode: 'USD',
          minStake: '1',
          maxStake: '10',
          requestId: randomUUID(),
        }),
      })
      const opened = (await response.json()) as { code: number; data: { id: number } }
      if (opened.code !== 0) throw new Error(`bank open failed: ${opened.code}`)
      banks.push(opened.data.id)
    }
    const gamblers: Session[] = []
    const bettors: Session[] = []
    for (let i = 0; i < clients; i += 10) {
      gamblers.push(...(await Promise.all(Array.from({ length: 10 }, () => member(server, '100000')))))
      bettors.push(...(await Promise.all(Array.from({ length: 10 }, () => member(server, '0', 'demo')))))
    }
    const gamblerBodies = (bankCount: number) =>
      gamblers.map((gambler, index) =>
        Array.from({ length: bodiesPerClient }, (_, sent) =>
          new URLSearchParams({
            ...testClientInfo,
            uid: gambler.uid,
            token: gambler.token,
            bankId: String(banks[index % bankCount]),
            selectionId: String(market.selections[(index + sent) % market.selections.length]!.id),
            odds: '2.00',
            stake: '1',
            requestId: randomUUID(),
          }).toString(),
        ),
      )
    const singleBodies = bettors.map((bettor, index) =>
      Array.from({ length: bodiesPerClient }, (_, sent) =>
        orderBody(bettor, single[(index + sent) % single.length]!),
      ),
    )
    const measure = (path: string, contentType: string, bodies: string[][]) =>
      runBodyClients({ base: server.url, path, contentType, bodies, warmupMs, durationMs }).then(summary)

    console.log(
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')} (${availableParallelism()} cores)`,
    )
    const bets = await measure('/trade/api/order/create', 'application/json', singleBodies)
    const oneBank = await measure(
      '/trade/api/gambler/order/create',
      'application/x-www-form-urlencoded',
      gamblerBodies(1),
    )
    const manyBanks = await measure(
      '/trade/api/gambler/order/create',
      'application/x-www-form-urlencoded',
      gamblerBodies(20),
    )
    const line = (name: string, figures: ReturnType<typeof summary>) =>
      `${name}: ${figures.rate.toFixed(0)} orders/s, p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ` +
      `refused ${JSON.stringify(figures.refused)} of ${figures.sent}`
    console.log(`market orders postgres, ${clients} clients, ${(durationMs / 1000).toFixed(0)} s each:`)
    console.log(`  ${line('single bets (same run)', bets)}`)
    console.log(`  ${line('gambler orders, one bank', oneBank)}`)
    console.log(`  ${line('gambler orders, 20 banks', manyBanks)}`)
    const share = oneBank.rate / Math.max(1, bets.rate)
    console.log(
      `budget market orders: one bank at least ${budgetShare * 100}% of the single-bet rate: ` +
        `${(share * 100).toFixed(0)}% (20 banks: ${((manyBanks.rate / Math.max(1, bets.rate)) * 100).toFixed(0)}%): ` +
        `${share >= budgetShare ? 'PASS' : 'OVER BUDGET'}`,
    )
  } finally {
    await server.close()
    await dropSchema(databaseUrl, schema)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run()
