import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** The header that carries a request's id both ways (PROTOCOL.md section 14). */
export const requestIdHeader = 'x-request-id'

/** An id a proxy or client may hand in: 8-64 characters of a UUID's or a trace id's alphabet, nothing to inject. */
const wellFormed = /^[A-Za-z0-9._:-]{8,64}$/

/**
 * Fastify's `genReqId`: the incoming `x-request-id` when it is well formed (a proxy's id, so one request is one id
 * across the proxy's and our logs), else a new UUID (unique across nodes, unlike Fastify's counter). Fastify puts
 * it on the request's child logger, so every line the request logs carries it as `reqId`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[requestIdHeader]
  return typeof sent === 'string' && wellFormed.test(sent) ? sent : randomUUID()
}
