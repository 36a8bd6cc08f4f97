import cluster from 'node:cluster'
import { buildServer } from './app'
import { loadConfig } from './config'
import { createLogger } from './logger'
import { superviseWorkers } from './workers'

// Starts the reference server: `node dist/main.js` or `pnpm --filter @sportsbook/server dev`. With WORKERS above
// 1 this process starts that many server processes on its port (src/workers.ts), each running the code below.
const config = loadConfig()
if (config.workers > 1 && cluster.isPrimary) {
  superviseWorkers(config.workers, createLogger(config))
} else {
  await serve()
}

async function serve(): Promise<void> {
  const server = await buildServer(config)
  const url = await server.listen()
  server.ctx.log.info(
    {
      url,
      database: server.ctx.db.kind,
      redis: Boolean(config.redisUrl),
      ...(cluster.isWorker ? { worker: cluster.worker?.id, pid: process.pid } : {}),
    },
    'listening',
  )

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
}
