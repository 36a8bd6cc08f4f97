// Open-loop load at a fixed rate (as wrk2 offers it): order n is due at start + n / rate whether or not earlier
// orders were answered, and its latency runs from that due time. A closed loop, where each client waits for its
// answer before sending again, sends less while the server stalls and so never records the waits users would
// have had (coordinated omission); here a stall shows as the queue of orders that could not leave on time.
import { KeepAliveConnection } from './http-client'

export interface FixedLoadInput {
  base: string
  /** Orders offered per second. */
  rate: number
  /** One body per order, in the order they are due (their count bounds the run). */
  bodies: string[]
  /** Keep-alive connections: an order due while all are busy waits for one (its wait counts). */
  connections: number
  /** How long after the last due time answers are still awaited. */
  drainMs: number
  send(connection: KeepAliveConnection, body: string): Promise<number>
}

export interface FixedLoadResult {
  offered: number
  answered: number
  failures: number
  /** Orders with no answer when the drain ended (their wait so far is in `fromDue`, a lower bound). */
  unanswered: number
  /** ms from each order's due time to its answer. */
  fromDue: number[]
  /** ms from each order's due time to its answer, by the order's index (NaN for one left unanswered). */
  fromDueByOrder: number[]
  /** ms from each answered order's send to its answer: what a closed loop would have recorded. */
  fromSend: number[]
  /** Seconds from the first due time to the last answer. */
  elapsed: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function offerFixedLoad(input: FixedLoadInput): Promise<FixedLoadResult> {
  const pool = Array.from({ length: input.connections }, () => new KeepAliveConnection(input.base))
  const free = [...pool]
  const total = input.bodies.length
  const result: FixedLoadResult = {
    offered: total,
    answered: 0,
    failures: 0,
    unanswered: 0,
    fromDue: [],
    fromDueByOrder: new Array<number>(total).fill(Number.NaN),
    fromSend: [],
    elapsed: 0,
  }
  const start = performance.now() + 20
  const dueAt = (index: number) => start + (index * 1000) / input.rate
  let due = 0
  let sent = 0
  let lastAnswer = start
  const inFlight = new Set<number>()

  const send = (index: number, connection: KeepAliveConnection) => {
    const sentAt = performance.now()
    inFlight.add(index)
    void input
      .send(connection, input.bodies[index]!)
      .then(
        (code) => {
          const now = performance.now()
          lastAnswer = now
          result.fromDue.push(now - dueAt(index))
          result.fromDueByOrder[index] = now - dueAt(index)
          result.fromSend.push(now - sentAt)
          if (code === 0) result.answered += 1
          else result.failures += 1
        },
        () => {
          result.failures += 1
        },
      )
      .finally(() => {
        inFlight.delete(index)
        free.push(connection)
        dispatch()
      })
  }
  // Orders due and not yet sent leave in due order as connections come free.
  const dispatch = () => {
    while (sent < due && free.length > 0) send(sent++, free.pop()!)
  }

  while (due < total) {
    const now = performance.now()
    while (due < total && dueAt(due) <= now) due += 1
    dispatch()
    if (due < total) await sleep(Math.max(0, dueAt(due) - performance.now()))
  }
  const deadline = dueAt(total - 1) + input.drainMs
  while ((sent < total || inFlight.size > 0) && performance.now() < deadline) await sleep(5)
  const ended = performance.now()
  for (const index of [...inFlight, ...Array.from({ length: total - sent }, (_, n) => sent + n)]) {
    result.fromDue.push(ended - dueAt(index))
  }
  result.unanswered = total - result.answered - result.failures
  result.elapsed = (Math.max(lastAnswer, result.unanswered > 0 ? ended : 0) - start) / 1000
  for (const connection of pool) connection.close()
  return result
}
