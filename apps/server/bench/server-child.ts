// A benchmark's server in a child process of its own (same loader flags as the bench), so that its CPU and memory
// are its own: it is configured from `env` as src/main.ts configures itself and logs JSON lines; the bench gets
// its URL from the `listening` line and may read every line (`onLine`).
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const serverDir = fileURLToPath(new URL('..', import.meta.url))

export interface ServerChild {
  url: string
  /** The server's `listening` log line, parsed: a bench's server may add what its clients need to it. */
  listening: Record<string, unknown>
  child: ChildProcess
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>
}

export interface ServerChildOptions {
  /** The module to run, relative to apps/server (`src/main.ts`, `bench/fanout-server.ts`). */
  entry: string
  env: Record<string, string>
  /** Every line the server writes on stdout (its log), `listening` included. */
  onLine?: (line: string) => void
  startTimeoutMs?: number
}

export function startServerChild(options: ServerChildOptions): Promise<ServerChild> {
  const child = spawn(process.execPath, [...process.execArgv, options.entry], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // A bench that ends or fails never leaves its server running.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  return new Promise((resolve, reject) => {
    const limitMs = options.startTimeoutMs ?? 60_000
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not start within ${limitMs} ms`))
    }, limitMs)
    let buffered = ''
    let started = false
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8')
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) {
        options.onLine?.(line)
        if (started || !line.includes('"listening"')) continue
        started = true
        clearTimeout(timer)
        const listening = JSON.parse(line) as { url: string } & Record<string, unknown>
        resolve({ url: listening.url, listening, child, stop })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (!started) reject(new Error(`the server exited with ${code} before listening`))
    })
  })
}
