// The SDK's tarball, types and entries (tooling/scripts/check-package.mjs says what is checked), the declarations in
// a strict integrator project, then the built protocol entry's cost to a page (scripts/protocol-size.mjs).
import { execFileSync } from 'node:child_process'
import { checkPackage } from '../../../tooling/scripts/check-package.mjs'
import { measureProtocolEntry, rulesBudgetBytes } from './protocol-size.mjs'

const root = new URL('..', import.meta.url).pathname

checkPackage(root, {
  entries: {
    '@sportsbook/sdk': 'createSportsbook',
    '@sportsbook/sdk/protocol': 'catalogue',
    '@sportsbook/sdk/protocol/schemas': 'schemas',
    '@sportsbook/sdk/protocol/provably-fair': 'verifyDiceRoll',
    '@sportsbook/sdk/store': 'createStore',
  },
})

// The declarations as an integrator's project reads them: Node without the DOM library, exactOptionalPropertyTypes,
// skipLibCheck off, through import and require (scripts/declarations).
try {
  execFileSync('tsc', ['-p', 'scripts/declarations'], { cwd: root, stdio: 'inherit' })
} catch {
  console.error('package: the declarations do not compile in an integrator project (scripts/declarations)')
  process.exit(1)
}
console.log('package: the declarations compile without skipLibCheck, the DOM library or optional leniency')

const { rules, whole } = await measureProtocolEntry(`${root}dist/protocol.js`)
const foreign = whole.inputs.filter((input) => input.includes('node_modules'))
if (rules.gzip > rulesBudgetBytes || foreign.length > 0) {
  console.error(
    `package: dist/protocol.js rules ${rules.gzip} B gzip (at most ${rulesBudgetBytes}), loads ${foreign.join(', ')}`,
  )
  process.exit(1)
}
console.log(
  `package: dist/protocol.js validation rules ${rules.gzip} B gzip, the whole entry ${whole.gzip} B`,
)
