import { beforeAll } from 'vitest'
import type { BuildOptions } from '../../src/app'
import type { ServerConfig } from '../../src/config'
import { ManualClock } from '../../src/feed/clock'
import { type FeedRuntime, matchesOf, type StartFeedOptions } from '../../src/feed/runtime'
import type { FeedSimulator } from '../../src/feed/simulator'
import { crashEngineOf } from '../../src/games/house/crash/crash-engine'
import { createTestClient, type TestClient } from './client'
import { feedWindowWritten, resetMemberData, rewriteFeedWindow } from './data-reset'
import { registerProbePaths } from './probe-paths'
import { startTestServer, type TestServer } from './start-server'
import { workerServer } from './worker-servers'

/**
 * The test worker's server (CONVENTIONS.md item 17), shared by its test files with the data reset between files.
 * Nothing in it moves by itself: the feed runs on a hand-stepped clock (tests move the clock, tick the simulator
 * and flush the match store, and the settlement worker settles from the results written, as in production) and
 * the crash rounds only move when a test calls the engine's `advance`.
 */
export interface SharedServer {
  server: TestServer
  client: TestClient
  clock: ManualClock
  runtime: FeedRuntime
  simulator: FeedSimulator
}

/**
 * A server whose feed runs on a hand-stepped clock and whose crash rounds are paused: the shared one, or one of a
 * test file's own settings (`overrides`), routes, and feed options (`feed`: a stream clock, another flush period).
 */
export async function startHandDrivenServer(
  overrides: Partial<ServerConfig> = {},
  {
    routes,
    feed,
  }: { routes?: BuildOptions['routes']; feed?: Omit<StartFeedOptions, 'clock' | 'manual'> } = {},
): Promise<SharedServer & { close(): Promise<void> }> {
  const clock = new ManualClock(Date.now())
  const server = await startTestServer(
    { feedSpeed: 1, ...overrides },
    { feed: { clock, manual: true, flushMs: 3_600_000, ...feed }, routes },
  )
  crashEngineOf(server.ctx)?.pause()
  const runtime = matchesOf(server.ctx)
  return {
    server,
    client: createTestClient(server.url),
    clock,
    runtime,
    simulator: runtime.feed as FeedSimulator,
    close: () => server.close(),
  }
}

/** The shared server, whose store has just written the whole window from its book (rewriteFeedWindow's start). */
async function startSharedServer() {
  const shared = await startHandDrivenServer({}, { routes: registerProbePaths })
  await feedWindowWritten(shared.server.ctx.db, shared.runtime.book)
  return shared
}

/**
 * The shared server; when this test file is not the one that used it last, its member data is emptied and the
 * feed's tables written again from the feed.
 */
export function sharedServer(): Promise<SharedServer> {
  return workerServer('shared', startSharedServer, async (shared) => {
    await resetMemberData(shared.server.ctx.db)
    await rewriteFeedWindow(shared.server.ctx.db, shared.runtime.book)
  })
}

/**
 * The shared server for the calling test file: registers the file's beforeAll, and answers a stand-in whose
 * fields are the server's once beforeAll has run (the server changes hands between files, so it is not taken at
 * import).
 */
export function useSharedServer(): SharedServer {
  let shared: SharedServer | undefined
  beforeAll(async () => {
    shared = await sharedServer()
  })
  return new Proxy({} as SharedServer, {
    get(_, key) {
      if (!shared) throw new Error('the shared server is read before its beforeAll ran')
      return shared[key as keyof SharedServer]
    },
  })
}
