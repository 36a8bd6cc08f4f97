// The feed's test control (apps/server/src/feed/control-socket.ts): the suite's server listens on a Unix socket in
// the run's data folder (support/seeded-server.mjs), and a story that needs a match's result asks for it at once
// instead of waiting minutes for the match on the feed clock.
import { createConnection } from 'node:net'
import { join } from 'node:path'

export interface FinishedMatch {
  id: number
  status: 'finished' | 'cancelled'
  score: { home: number; away: number }
}

/** Plays match `matchId` to its end on the feed now; the server publishes and settles it as it would at full time. */
export function finishMatch(matchId: number): Promise<FinishedMatch> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts')
  return new Promise((resolve, reject) => {
    const socket = createConnection(join(dataDir, 'feed-control.sock'))
    let buffer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      const end = buffer.indexOf('\n')
      if (end < 0) return
      socket.end()
      const answer = JSON.parse(buffer.slice(0, end)) as {
        ok: boolean
        error?: string
        match?: FinishedMatch
      }
      if (answer.ok && answer.match) resolve(answer.match)
      else reject(new Error(`feed control: ${answer.error}`))
    })
    socket.on('error', reject)
    socket.write(`finish ${matchId}\n`)
  })
}
