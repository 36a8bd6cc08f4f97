import { createSportsbook, memoryStorage, type Sportsbook } from '@sportsbook/sdk'

/**
 * A real client whose live odds store and bet slip run as on a page, pointed at a closed port: the tests that use
 * it never call the server.
 */
export function offlineClient(): Sportsbook {
  return createSportsbook({
    baseUrl: 'http://127.0.0.1:9/',
    storage: memoryStorage(),
    sessionStorage: memoryStorage(),
    brand: { channel: 'test' },
    location: { replace: () => {}, reload: () => {} },
    connectMainSocketOnLogin: false,
  })
}
