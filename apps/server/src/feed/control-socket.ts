import { chmodSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import type { Logger } from 'pino'
import type { FeedAdapter } from './adapter'
import { FeedSimulator } from './simulator'

/**
 * A test control of the feed simulator (`FEED_CONTROL_SOCKET=<path>`): a Unix socket, readable by the server's
 * own user only, that takes one command per line and answers one JSON line. End-to-end suites use it to play a
 * match to its end at once instead of waiting for it on the feed clock. It is no HTTP path at all, and a
 * production server refuses to start with it.
 *
 *   finish <matchId>   → {"ok":true,"match":{"id":…,"status":"finished","score":{…}}}
 */
export class FeedControlError extends Error {
  override readonly name = 'FeedControlError'
}

export interface FeedControl {
  close(): Promise<void>
}

export async function startFeedControl(
  feed: FeedAdapter,
  path: string,
  { production, log }: { production: boolean; log: Logger },
): Promise<FeedControl> {
  if (production) throw new FeedControlError('FEED_CONTROL_SOCKET is a test control: refused in production')
  if (!(feed instanceof FeedSimulator))
    throw new FeedControlError('FEED_CONTROL_SOCKET needs the feed simulator')
  rmSync(path, { force: true })
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    serve(socket, feed)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, resolve)
  })
  // The owner only (put the path in a private folder too, as the suites' temp data folder is).
  chmodSync(path, 0o600)
  log.warn({ path }, 'feed control socket open (test control)')
  return {
    close() {
      for (const socket of sockets) socket.destroy()
      return closeServer(server, path)
    },
  }
}

function serve(socket: Socket, feed: FeedSimulator): void {
  let buffer = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    buffer += chunk
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = buffer.slice(0, end).trim()
      buffer = buffer.slice(end + 1)
      if (line) socket.write(`${JSON.stringify(answer(line, feed))}\n`)
    }
  })
  socket.on('error', () => socket.destroy())
}

function answer(line: string, feed: FeedSimulator): Record<string, unknown> {
  const [command, argument] = line.split(/\s+/)
  if (command !== 'finish' || !argument || !/^\d+$/.test(argument)) {
    return { ok: false, error: `unknown command "${line}" (finish <matchId>)` }
  }
  const match = feed.finishNow(Number(argument))
  if (!match) return { ok: false, error: `no match ${argument} in the feed's window` }
  return { ok: true, match: { id: match.id, status: match.status, score: match.score } }
}

function closeServer(server: Server, path: string): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      rmSync(path, { force: true })
      resolve()
    })
  })
}
