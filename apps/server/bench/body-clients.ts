// Clients that post bodies written before the run (bench/market-orders.ts): each over its own keep-alive
// connection, one request after another, a warm-up first, then the measured window; in a process of their own so
// that their CPU is not the server's. Input on stdin, result on stdout.
import { KeepAliveConnection } from './http-client'
import { runJsonChild, serveJsonChild } from './json-child'

export interface BodyClientsInput {
  base: string
  path: string
  contentType: string
  /** Per client, the bodies it sends in turn (round again when used up: each must then be idempotent). */
  bodies: string[][]
  warmupMs: number
  durationMs: number
}

export interface BodyClientsResult {
  placed: number
  /** Answers other than code 0, by code. */
  refused: Record<string, number>
  latencies: number[]
  elapsed: number
}

export function runBodyClients(input: BodyClientsInput): Promise<BodyClientsResult> {
  return runJsonChild(import.meta.url, input)
}

async function clientsMain(input: BodyClientsInput): Promise<BodyClientsResult> {
  const result: BodyClientsResult = { placed: 0, refused: {}, latencies: [], elapsed: 0 }
  const connections = input.bodies.map(() => new KeepAliveConnection(input.base))
  const sent = input.bodies.map(() => 0)
  const loop = async (index: number, until: number, record: boolean) => {
    const bodies = input.bodies[index]!
    while (performance.now() < until) {
      const started = performance.now()
      const body = bodies[sent[index]!++ % bodies.length]!
      const answer = await connections[index]!.post(input.path, input.contentType, body)
      if (!record) continue
      result.latencies.push(performance.now() - started)
      const code = (JSON.parse(answer.body) as { code: number }).code
      if (code === 0) result.placed += 1
      else result.refused[code] = (result.refused[code] ?? 0) + 1
    }
  }
  const warm = performance.now() + input.warmupMs
  await Promise.all(input.bodies.map((_, index) => loop(index, warm, false)))
  const started = performance.now()
  await Promise.all(input.bodies.map((_, index) => loop(index, started + input.durationMs, true)))
  result.elapsed = (performance.now() - started) / 1000
  for (const connection of connections) connection.close()
  return result
}

await serveJsonChild(import.meta.url, clientsMain)
