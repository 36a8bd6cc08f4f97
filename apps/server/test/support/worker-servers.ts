/**
 * The servers one test worker shares across its test files (vitest runs files one after another in a worker,
 * `isolate: false`). The registry lives on `globalThis`: the worker's environment (server-environment.ts) is
 * loaded apart from the test files' modules and closes what is registered here when the worker stops.
 */
interface WorkerServers {
  /** Counts the test files this worker has started (test/support/each-file.ts). */
  file: number
  entries: Map<string, Entry>
}

interface Entry {
  started: Promise<{ close(): Promise<void> }>
  /** The file that last used it: a new file gets it reset. */
  file: number
}

const key = Symbol.for('sportsbook.test.workerServers')

function registry(): WorkerServers {
  const holder = globalThis as { [key]?: WorkerServers }
  holder[key] ??= { file: 0, entries: new Map() }
  return holder[key]
}

/** Called as each test file starts. */
export function fileStarted(): void {
  registry().file += 1
}

/**
 * The worker's server named `name`, started by `start` the first time; from a test file other than the one that
 * last used it, `reset` runs first.
 */
export async function workerServer<T extends { close(): Promise<void> }>(
  name: string,
  start: () => Promise<T>,
  reset: (server: T) => Promise<void>,
): Promise<T> {
  const servers = registry()
  const entry = servers.entries.get(name)
  if (!entry) {
    const started = start()
    servers.entries.set(name, { started, file: servers.file })
    // A start that failed is forgotten, so the next file tries again instead of failing on the same error.
    started.catch(() => servers.entries.delete(name))
    return started
  }
  const server = (await entry.started) as T
  if (entry.file !== servers.file) {
    await reset(server)
    entry.file = servers.file
  }
  return server
}

/** Closes every server of this worker (its teardown). */
export async function closeWorkerServers(): Promise<void> {
  const servers = registry()
  const entries = [...servers.entries.values()]
  servers.entries.clear()
  for (const entry of entries) {
    const server = await entry.started.catch(() => null)
    await server?.close()
  }
}
