import type { ServerContext } from '../context'

/** A worker's runs, one at a time in the order asked; see {@link serialRuns}. */
export interface SerialRuns {
  /** True once stop was called: a long run checks it between orders. */
  readonly stopped: boolean
  /** Runs `run` after those asked before it; after stop it does nothing and answers 0. */
  enqueue(run: () => Promise<number>): Promise<number>
  /** Resolves once the runs asked so far have finished. */
  idle(): Promise<void>
  /** Stops taking runs (at once) and resolves once the one running has finished. */
  stop(): Promise<void>
}

/**
 * The bets workers run one sweep at a time on a node (acceptance-worker.ts, settlement-worker.ts): two sweeps never
 * decide or settle the same order at once, and a failed run is logged (`failure`) without stopping the next.
 */
export function serialRuns(log: ServerContext['log'], failure: string): SerialRuns {
  let queue: Promise<unknown> = Promise.resolve()
  let stopped = false
  const idle = async () => {
    await queue
  }
  return {
    get stopped() {
      return stopped
    },
    enqueue(run) {
      const next = queue.then(() => (stopped ? 0 : run()))
      queue = next.catch((error: unknown) => log.error({ err: error }, failure))
      return next
    },
    idle,
    stop() {
      stopped = true
      return idle()
    },
  }
}
