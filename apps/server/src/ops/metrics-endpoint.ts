import { timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config'
import type { ServerMetrics } from './metrics'

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerOf(headers: IncomingHttpHeaders, token: string): boolean {
  const sent = headers.authorization
  if (typeof sent !== 'string' || !sent.startsWith('Bearer ')) return false
  const given = Buffer.from(sent.slice('Bearer '.length))
  const wanted = Buffer.from(token)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

/**
 * `GET /metrics` (PROTOCOL.md section 14), never public by default: on METRICS_PORT, a listener of its own that
 * the public port's proxy never reaches, and/or behind METRICS_TOKEN as a bearer token (on that port too when
 * both are set). Neither set: not served (the public port answers its 404). Resolves the metrics port's address.
 */
export async function serveMetrics(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'metricsPort' | 'metricsToken' | 'host'>,
  metrics: ServerMetrics,
): Promise<string | null> {
  const { metricsPort: port, metricsToken: token } = config
  const allowed = (headers: IncomingHttpHeaders) => token === undefined || bearerOf(headers, token)
  if (port === undefined) {
    if (token === undefined) return null
    app.get('/metrics', async (request, reply) => {
      if (!allowed(request.headers)) return reply.code(401).header('www-authenticate', 'Bearer').send()
      const { contentType, text } = await metrics.exposition()
      return reply.type(contentType).send(text)
    })
    return null
  }
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0]
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404).end()
      return
    }
    if (!allowed(request.headers)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end()
      return
    }
    metrics.exposition().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(500).end(),
    )
  })
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, config.host, () => resolve())
  })
  const address = server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  return `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${bound}`
}
