// The server's test controls (apps/server/src/ops/test-control.ts): the suite's server listens on Unix sockets in
// the run's data folder (support/seeded-server.mjs), the feed's and the server's own, and a story asks them for what
// would otherwise take minutes on a clock.
import { createConnection } from 'node:net'
import { join } from 'node:path'

export type ControlSocket = 'feed-control.sock' | 'server-control.sock'

/** Sends one command line to a control socket; resolves the answer's fields, rejects with the error it names. */
export function askControl(socketName: ControlSocket, line: string): Promise<Record<string, unknown>> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts')
  return new Promise((resolve, reject) => {
    const socket = createConnection(join(dataDir, socketName))
    let buffer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      const end = buffer.indexOf('\n')
      if (end < 0) return
      socket.end()
      const answer = JSON.parse(buffer.slice(0, end)) as { ok: boolean; error?: string }
      if (answer.ok) resolve(answer)
      else reject(new Error(`${socketName}: ${answer.error}`))
    })
    socket.on('error', reject)
    socket.write(`${line}\n`)
  })
}
