import { buildServer } from './app'
import { loadConfig } from './config'

// Starts the reference server: `node dist/main.js` or `pnpm --filter @sportsbook/server dev`.
const config = loadConfig()
const server = await buildServer(config)
const url = await server.listen()
server.ctx.log.info({ url, database: server.ctx.db.kind, redis: Boolean(config.redisUrl) }, 'listening')

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.ctx.log.info({ signal }, 'stopping')
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.ctx.log.error({ err: error }, 'stop failed')
        process.exit(1)
      },
    )
  })
}
