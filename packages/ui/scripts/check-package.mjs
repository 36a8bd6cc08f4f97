// The UI's tarball, types and entry (tooling/scripts/check-package.mjs says what is checked); the stylesheet
// subpaths' empty types ship beside dist/.
import { checkPackage } from '../../../tooling/scripts/check-package.mjs'

checkPackage(new URL('..', import.meta.url).pathname, {
  alsoShipped: ['stylesheet.d.cts'],
  entries: { '@sportsbook/ui': 'LanguageDropdown' },
})
