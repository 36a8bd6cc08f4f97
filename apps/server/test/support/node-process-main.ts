// One server node in a process of its own for the multi-node tests (redis-node-process.ts): it reports its URL
// over IPC, then each change of its feed lead, and emits bus events when the test asks, as a node that settles
// orders or posts notices would.
import { buildServer } from '../../src/app'
import type { ServerEvents } from '../../src/bus'
import { loadConfig } from '../../src/config'
import { matchesOf } from '../../src/feed/runtime'
import type { NodeCommand, NodeReport } from './redis-node-process'
import { suiteRateLimits } from './start-server'

const base = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' })
const server = await buildServer({
  ...base,
  port: 0,
  host: '127.0.0.1',
  rateLimits: suiteRateLimits,
  ...(process.env.PGLITE_DIR ? { pgliteDir: process.env.PGLITE_DIR } : {}),
})
const report = (message: NodeReport) => process.send?.(message)
const url = await server.listen()
matchesOf(server.ctx).onLeadership((leader) => report({ leader }))
report({ url, leader: matchesOf(server.ctx).isLeader() })

process.on('message', (command: NodeCommand) => {
  if ('stop' in command) {
    void server.close().then(() => process.exit(0))
    return
  }
  server.ctx.bus.emit(command.emit, command.payload as ServerEvents[typeof command.emit] as never)
})
process.on('disconnect', () => {
  void server.close().then(() => process.exit(0))
})
