import { afterEach, beforeEach } from 'vitest'
import { createSportsbook, memoryStorage, type Sportsbook, type SportsbookConfig } from '../../src'
import { addBetServer, type BetServer } from './bet-server'
import { type FakeBackend, startFakeBackend } from './fake-backend'
import { type FlakyProxy, startFlakyProxy } from './flaky-proxy'

/**
 * A client as the tests make it unless `config` says otherwise: memory storages, brand 800000, an English browser,
 * no main socket on login, and a page whose reload does nothing.
 */
export function testClient(
  config: Pick<SportsbookConfig, 'baseUrl'> & Partial<SportsbookConfig>,
): Sportsbook {
  return createSportsbook({
    storage: memoryStorage(),
    sessionStorage: memoryStorage(),
    brand: { channel: 'brand-800000' },
    language: { browser: 'en' },
    connectMainSocketOnLogin: false,
    location: { reload: () => undefined },
    ...config,
  })
}

/** What {@link useTestBackend} gives a test file; its servers are new for every test. */
export interface TestBackend {
  backend: FakeBackend
  /** The betting side of the backend, when asked for. */
  bets: BetServer
  /** The proxy in front of the backend that can drop or delay answers, when asked for. */
  proxy: FlakyProxy
  /** A {@link testClient} of the proxy (else the backend), disposed after the test. */
  open(config?: Partial<SportsbookConfig>): Sportsbook
}

/**
 * A fake backend for every test of the file (with the bet server, and behind a flaky proxy, when asked), closed after
 * each with the clients the test opened. Read its fields inside the tests: each test gets new servers.
 */
export function useTestBackend(options: { bets?: boolean; proxy?: boolean } = {}): TestBackend {
  const clients: Sportsbook[] = []
  const env = {
    open(config: Partial<SportsbookConfig> = {}) {
      const sb = testClient({ baseUrl: options.proxy ? env.proxy.url : env.backend.url, ...config })
      clients.push(sb)
      return sb
    },
  } as TestBackend
  beforeEach(async () => {
    env.backend = await startFakeBackend()
    if (options.bets) env.bets = addBetServer(env.backend)
    if (options.proxy) env.proxy = await startFlakyProxy(env.backend.url)
  })
  afterEach(async () => {
    for (const client of clients.splice(0)) client.dispose()
    if (options.proxy) await env.proxy.close()
    await env.backend.close()
  })
  return env
}
