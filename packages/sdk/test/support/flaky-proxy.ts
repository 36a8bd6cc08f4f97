import { createServer, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FlakyProxy {
  url: string
  /** The next `count` requests to `path` lose their connection before reaching the backend. */
  dropBefore(path: string, count?: number): void
  /** The next `count` requests to `path` reach the backend, which answers, but the connection drops. */
  dropAfter(path: string, count?: number): void
  close(): Promise<void>
}

/** A real HTTP hop in front of the backend that can cut a connection, so the client sees a true network failure. */
export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  const drops = new Map<string, { when: 'before' | 'after'; count: number }>()
  const take = (path: string) => {
    const drop = drops.get(path)
    if (!drop || drop.count === 0) return null
    drop.count -= 1
    return drop.when
  }
  const server: HttpServer = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    const when = take(path)
    if (when === 'before') return void req.socket.destroy()
    const headers: Record<string, string> = {}
    if (req.headers['content-type']) headers['content-type'] = req.headers['content-type']
    try {
      const answer = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers,
        ...(req.method === 'GET' ? {} : { body: Buffer.concat(chunks) }),
      })
      const body = Buffer.from(await answer.arrayBuffer())
      if (when === 'after') return void req.socket.destroy()
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' })
      res.end(body)
    } catch {
      // The backend went away (a test ended while an answer was late): so does this connection.
      req.socket.destroy()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dropBefore: (path, count = 1) => void drops.set(path, { when: 'before', count }),
    dropAfter: (path, count = 1) => void drops.set(path, { when: 'after', count }),
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
