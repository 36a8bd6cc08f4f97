// One server process of startServerProcesses (bench/bench-server.ts): the server from the environment, as main.ts
// builds it; tells the bench its URL, answers `usage` with its CPU and event-loop figures, stops on `stop`.
import { buildServer } from '../src/app'
import { loadConfig } from '../src/config'
import { suiteRateLimits } from '../test/support/start-server'

const config = loadConfig()
const server = await buildServer({
  ...config,
  port: 0,
  host: '127.0.0.1',
  feedSpeed: 1,
  rateLimits: suiteRateLimits,
})
const url = await server.listen()
process.send?.({ url })

process.on('message', (message: string) => {
  if (message === 'usage') {
    const cpu = process.cpuUsage()
    const loop = performance.eventLoopUtilization()
    process.send?.({ cpuMs: (cpu.user + cpu.system) / 1000, loop: { idle: loop.idle, active: loop.active } })
  } else if (message === 'stop') {
    void server.close().then(() => process.exit(0))
  }
})
process.on('disconnect', () => {
  void server.close().then(() => process.exit(0))
})
