// The SDK's tarball, types and entries (tooling/scripts/check-package.mjs says what is checked).
import { checkPackage } from '../../../tooling/scripts/check-package.mjs'

checkPackage(new URL('..', import.meta.url).pathname, {
  entries: {
    '@sportsbook/sdk': 'createSportsbook',
    '@sportsbook/sdk/protocol': 'catalogue',
    '@sportsbook/sdk/store': 'createStore',
  },
})
