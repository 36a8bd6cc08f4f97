// One server node for the two-node Redis test (sockets.test.ts): started as its own process, it reports its URL
// over IPC and emits bus events when the test asks, as a node that settles orders or posts notices would.
import { buildServer } from '../src/app'
import type { ServerEvents } from '../src/bus'
import { loadConfig } from '../src/config'
import { suiteRateLimits } from './support/start-server'

type Command = { stop: true } | { emit: keyof ServerEvents; payload: ServerEvents[keyof ServerEvents] }

const base = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' })
const server = await buildServer({
  ...base,
  port: 0,
  host: '127.0.0.1',
  rateLimits: suiteRateLimits,
  ...(process.env.PGLITE_DIR ? { pgliteDir: process.env.PGLITE_DIR } : {}),
})
const url = await server.listen()
process.send?.({ url })

process.on('message', (command: Command) => {
  if ('stop' in command) {
    void server.close().then(() => process.exit(0))
    return
  }
  server.ctx.bus.emit(command.emit, command.payload as never)
})
process.on('disconnect', () => {
  void server.close().then(() => process.exit(0))
})
