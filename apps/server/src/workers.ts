import cluster, { type Worker } from 'node:cluster'
import type { Logger } from 'pino'

/** A worker that dies is started again after this pause (longer while they keep dying, at most a minute). */
const restartPauseMs = 1_000
const restartPauseMaxMs = 60_000

/**
 * WORKERS > 1 (DESIGN.md section 4): this process serves nothing itself; it starts that many server processes,
 * which share its port (node:cluster hands each new connection to one of them). Each worker is a whole node of
 * a Redis-clustered server: the feed leader, the sockets' Redis adapter and PostgreSQL already keep several nodes
 * correct, so one machine's cores serve like as many nodes behind a balancer. A worker that dies is started again;
 * SIGINT and SIGTERM stop every worker (each closes its server) and then this process.
 */
export function superviseWorkers(count: number, log: Logger): void {
  let stopping = false
  let pauseMs = restartPauseMs
  const running = new Set<Worker>()
  const start = () => {
    if (stopping) return
    const worker = cluster.fork()
    running.add(worker)
    worker.once('listening', () => {
      pauseMs = restartPauseMs
    })
  }
  cluster.on('exit', (worker: Worker, code, signal) => {
    running.delete(worker)
    if (stopping) {
      if (running.size === 0) process.exit(0)
      return
    }
    log.error({ worker: worker.process.pid, code, signal, restartInMs: pauseMs }, 'server worker died')
    setTimeout(start, pauseMs).unref()
    pauseMs = Math.min(pauseMs * 2, restartPauseMaxMs)
  })
  for (let index = 0; index < count; index += 1) start()
  log.info({ workers: count }, 'server workers started')

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      log.info({ signal }, 'stopping the server workers')
      if (running.size === 0) process.exit(0)
      for (const worker of running) worker.process.kill('SIGTERM')
    })
  }
}
