import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { ServerEvents } from '../../src/bus'

/** What the test tells a node process: stop, or emit a bus event as one of its producers would. */
export type NodeCommand =
  | { stop: true }
  | { emit: keyof ServerEvents; payload: ServerEvents[keyof ServerEvents] }

/** What a node process reports: its URL once it listens, then every change of its feed lead. */
export type NodeReport = { url: string; leader: boolean } | { leader: boolean }

export interface NodeProcess {
  url: string
  child: ChildProcess
  /** Resolves when the node reports that it leads the feed (at once if it already does). */
  leading(): Promise<void>
}

/**
 * A server node in a process of its own (node-process-main.ts), as the multi-node tests start them: `env` gives its
 * REDIS_URL, DATABASE_URL and schema. Resolves once it listens.
 */
export function startNodeProcess(env: Record<string, string>): Promise<NodeProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'test/support/node-process-main.ts'],
    {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  )
  let leader = false
  const waiting = new Set<() => void>()
  child.on('message', (message: NodeReport) => {
    leader = message.leader
    if (!leader) return
    for (const resolve of waiting) resolve()
    waiting.clear()
  })
  const leading = () => (leader ? Promise.resolve() : new Promise<void>((resolve) => waiting.add(resolve)))
  return new Promise((resolve, reject) => {
    // Only bounds how long a node that never starts takes to fail the test.
    const timer = setTimeout(() => reject(new Error('the node did not start within 60 s')), 60_000)
    child.once('message', (message: NodeReport) => {
      clearTimeout(timer)
      if ('url' in message) resolve({ url: message.url, child, leading })
    })
    child.once('exit', (code) => reject(new Error(`the node exited with ${code}`)))
  })
}
