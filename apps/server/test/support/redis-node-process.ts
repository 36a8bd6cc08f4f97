import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * A server node in a process of its own (test/redis-node.ts), as the multi-node tests start them: `env` gives its
 * REDIS_URL, DATABASE_URL and schema. Resolves with its URL once it listens.
 */
export function startNodeProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'test/redis-node.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the node did not start within 60 s')), 60_000)
    child.once('message', (message: { url: string }) => {
      clearTimeout(timer)
      resolve({ url: message.url, child })
    })
    child.once('exit', (code) => reject(new Error(`the node exited with ${code}`)))
  })
}
