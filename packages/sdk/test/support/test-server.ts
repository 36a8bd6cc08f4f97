// A real HTTP server on loopback for the SDK's tests: it records every request byte for byte, parses the bodies
// the protocol uses, and answers with whatever a test registers per path.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface UploadedFile {
  fileName: string
  type: string
  bytes: Buffer
}

export interface RecordedRequest {
  method: string
  /** The path without the query, with its leading slash: `/app/api/visitor/create`. */
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  rawBody: Buffer
  /** Set for `application/x-www-form-urlencoded` bodies. */
  form?: Record<string, string>
  /** Set for `application/json` bodies that parse. */
  json?: unknown
  /** Set for `multipart/form-data` bodies: text fields as strings, files as `UploadedFile`. */
  multipart?: Record<string, string | UploadedFile>
}

export interface EnvelopeReply {
  code: number
  msg: string
  data: unknown
  enc?: 'token' | 'ts'
  ts?: string | number
}

/** A raw answer: any status, any body (an object is sent as JSON), after `delayMs`. */
export interface RawReply {
  status?: number
  body?: unknown
  delayMs?: number
  /** Sends the status and headers at once and the body only after this delay (a stalled answer). */
  bodyDelayMs?: number
  headers?: Record<string, string>
}

export type Reply = EnvelopeReply | RawReply
export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>

export interface TestServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  requests: RecordedRequest[]
  /** Answers `path` (with or without its leading slash; `'*'` = every path without its own handler). */
  on(path: string, handler: Handler): void
  close(): Promise<void>
}

const ok: EnvelopeReply = { code: 0, msg: 'ok', data: null }

const isEnvelope = (reply: Reply): reply is EnvelopeReply => typeof (reply as EnvelopeReply).code === 'number'

async function parseBody(request: RecordedRequest): Promise<void> {
  const type = String(request.headers['content-type'] ?? '')
  if (type.startsWith('application/x-www-form-urlencoded')) {
    request.form = Object.fromEntries(new URLSearchParams(request.rawBody.toString('utf8')))
  } else if (type.startsWith('application/json')) {
    try {
      request.json = JSON.parse(request.rawBody.toString('utf8'))
    } catch {
      // Left undefined: the test looks at rawBody.
    }
  } else if (type.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(request.rawBody), {
      headers: { 'content-type': type },
    }).formData()
    const fields: Record<string, string | UploadedFile> = {}
    for (const [name, value] of form) {
      fields[name] =
        typeof value === 'string'
          ? value
          : { fileName: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) }
    }
    request.multipart = fields
  }
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.destroyed) return
  const raw: RawReply = isEnvelope(reply) ? { body: reply } : reply
  const body = raw.body
  const bytes =
    body === undefined
      ? Buffer.alloc(0)
      : typeof body === 'string' || Buffer.isBuffer(body)
        ? Buffer.from(body)
        : Buffer.from(JSON.stringify(body))
  const isText = typeof body === 'string' || Buffer.isBuffer(body)
  res.writeHead(raw.status ?? 200, {
    'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'content-length': String(bytes.length),
    ...raw.headers,
  })
  if (raw.bodyDelayMs) {
    res.flushHeaders()
    setTimeout(() => {
      if (!res.destroyed) res.end(bytes)
    }, raw.bodyDelayMs)
    return
  }
  res.end(bytes)
}

export async function startTestServer(): Promise<TestServer> {
  const handlers = new Map<string, Handler>()
  const requests: RecordedRequest[] = []
  const normalize = (path: string) => (path === '*' || path.startsWith('/') ? path : `/${path}`)

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      rawBody: Buffer.concat(chunks),
    }
    requests.push(request)
    try {
      await parseBody(request)
      const handler = handlers.get(request.path) ?? handlers.get('*')
      const reply = handler ? await handler(request) : ok
      const delayMs = isEnvelope(reply) ? 0 : (reply.delayMs ?? 0)
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
      send(res, reply)
    } catch (error) {
      send(res, { status: 500, body: `test server handler failed: ${String(error)}` })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(path, handler) {
      handlers.set(normalize(path), handler)
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}
