// The order benchmark's clients (bench/orders.ts), in a process of their own so that their CPU is not the
// server's (pgbench's client is its own process too). They place DEMO singles through /trade/api/order/create
// (json-nested, token cipher) over keep-alive connections, in one of two ways: at a fixed offered rate (open
// loop, bench/fixed-load.ts), or as fast as the server answers (each client sends again once answered, a warm-up
// first, then the measured window). Input on stdin, result on stdout.
import { createCipheriv, createHash, randomBytes, randomUUID } from 'node:crypto'
import { testClientInfo } from '../test/support/client'
import { type FixedLoadResult, offerFixedLoad } from './fixed-load'
import { KeepAliveConnection } from './http-client'
import { runJsonChild, serveJsonChild } from './json-child'

/** The test client's info, named as the benchmark's device and channel. */
export const clientInfo = {
  ...testClientInfo,
  deviceID: 'bench-device',
  deviceModel: 'bench',
  channel: 'bench',
}

export interface Session {
  uid: string
  token: string
  memberId: number
}

export interface Leg {
  matchId: number
  marketId: number
  selectionId: number
  odds: string
}

const keys = new Map<string, Buffer>()

function tokenCipher(token: string, text: string): string {
  const iv = randomBytes(16)
  let key = keys.get(token)
  if (!key) {
    key = createHash('sha256').update(token, 'utf8').digest()
    keys.set(token, key)
  }
  const cipher = createCipheriv('aes-256-cbc', key, iv)
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final()]).toString('base64')
}

/** The body of an order create for a stake of 1 on `leg`, accepting any odds (json-nested, token cipher). */
export function orderBody(session: Session, leg: Leg, requestId = randomUUID()): string {
  const payload = {
    requestId,
    acceptOdds: 'any',
    stake: '1',
    currencyCode: 'DEMO',
    legs: [leg],
  }
  return JSON.stringify({
    realm: 'alpha',
    process: 'web',
    uid: session.uid,
    token: session.token,
    enc: 'token',
    data: tokenCipher(session.token, JSON.stringify({ ...payload, ...clientInfo })),
  })
}

/** Sends an order create body; the envelope code. */
export async function postOrder(connection: KeepAliveConnection, body: string): Promise<number> {
  const answer = await connection.post('/trade/api/order/create', 'application/json', body)
  return (JSON.parse(answer.body) as { code: number }).code
}

/** Places a stake of 1 on `leg`, accepting any odds; the envelope code. */
export function placeOrder(
  connection: KeepAliveConnection,
  session: Session,
  leg: Leg,
  requestId = randomUUID(),
): Promise<number> {
  return postOrder(connection, orderBody(session, leg, requestId))
}

export interface ClientsInput {
  base: string
  sessions: Session[]
  legs: Leg[]
  warmupMs: number
  durationMs: number
}

export interface ClientsResult {
  placed: number
  failures: number
  warmed: number
  latencies: number[]
  elapsed: number
  /** CPU ms the clients used in the measured window. */
  cpuMs: number
}

export interface FixedLoadRun {
  base: string
  sessions: Session[]
  legs: Leg[]
  /** Orders offered per second, for `seconds`. */
  rate: number
  seconds: number
  connections: number
  drainMs: number
}

type ChildInput = ({ mode: 'saturate' } & ClientsInput) | ({ mode: 'fixed' } & FixedLoadRun)

/** As fast as the server answers: one client per session, each sending again once answered. */
export function runClients(input: ClientsInput): Promise<ClientsResult> {
  return inChild({ mode: 'saturate', ...input })
}

/** At a fixed offered rate (open loop); the clients' CPU ms in the run beside the result. */
export function runFixedLoad(input: FixedLoadRun): Promise<FixedLoadResult & { cpuMs: number }> {
  return inChild({ mode: 'fixed', ...input })
}

/** Runs the clients in a child process (this file). */
function inChild<T>(input: ChildInput): Promise<T> {
  return runJsonChild(import.meta.url, input)
}

/** Bodies written per client before the run: more than a client sends in the warm-up and the window (about 100). */
const bodiesAhead = 160

/**
 * Every client places orders one after another, warm-up first, then the measured window. The bodies (JSON and the
 * token cipher) are written before the run, as pgbench has its script ready, so that the clients' CPU in the
 * window is mostly their sockets': it runs on the cores the server and PostgreSQL share. A client that sends more
 * writes the rest as it goes.
 */
async function clientsMain(input: ClientsInput): Promise<ClientsResult> {
  const result: ClientsResult = { placed: 0, failures: 0, warmed: 0, latencies: [], elapsed: 0, cpuMs: 0 }
  const connections = input.sessions.map(() => new KeepAliveConnection(input.base))
  const legOf = (index: number, sent: number) =>
    input.legs[(index + sent * input.sessions.length) % input.legs.length]!
  const bodies = input.sessions.map((session, index) =>
    Array.from({ length: bodiesAhead }, (_, sent) => orderBody(session, legOf(index, sent))),
  )
  const sent = input.sessions.map(() => 0)
  const loop = async (session: Session, index: number, until: number, record: boolean) => {
    const connection = connections[index]!
    while (performance.now() < until) {
      const started = performance.now()
      const turn = sent[index]!++
      const code = await postOrder(connection, bodies[index]![turn] ?? orderBody(session, legOf(index, turn)))
      if (!record) {
        result.warmed += 1
        continue
      }
      result.latencies.push(performance.now() - started)
      if (code === 0) result.placed += 1
      else result.failures += 1
    }
  }
  const warm = performance.now() + input.warmupMs
  await Promise.all(input.sessions.map((session, index) => loop(session, index, warm, false)))
  const started = performance.now()
  const cpu = process.cpuUsage()
  await Promise.all(
    input.sessions.map((session, index) => loop(session, index, started + input.durationMs, true)),
  )
  result.elapsed = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  result.cpuMs = (used.user + used.system) / 1000
  for (const connection of connections) connection.close()
  return result
}

/** The bodies are written before the run, as pgbench has its script ready: the clients then mostly send. */
async function fixedLoadMain(input: FixedLoadRun): Promise<FixedLoadResult & { cpuMs: number }> {
  const count = Math.round(input.rate * input.seconds)
  const bodies = Array.from({ length: count }, (_, n) =>
    orderBody(input.sessions[n % input.sessions.length]!, input.legs[n % input.legs.length]!),
  )
  const cpu = process.cpuUsage()
  const result = await offerFixedLoad({ ...input, bodies, send: postOrder })
  const used = process.cpuUsage(cpu)
  return { ...result, cpuMs: (used.user + used.system) / 1000 }
}

await serveJsonChild(
  import.meta.url,
  (input: ChildInput): Promise<unknown> =>
    input.mode === 'fixed' ? fixedLoadMain(input) : clientsMain(input),
)
