// The SDK's tarball, types and entries (tooling/scripts/check-package.mjs says what is checked), the declarations in
// a strict integrator project, then the size of the built protocol entry: its validation rules within 3 KB gzip in a page's bundle, and no entry code reaching
// valibot or crypto-js (those are `/protocol/schemas` and `/protocol/provably-fair`).
import { execFileSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { checkPackage } from '../../../tooling/scripts/check-package.mjs'

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

const rules = ['isUsername', 'isPassword', 'isAmount', 'isEmail', 'isInvitationCode', 'isNonce', 'escapeHtml']
async function bundle(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  return {
    gzip: gzipSync(result.outputFiles[0].contents).length,
    inputs: Object.keys(result.metafile.inputs),
  }
}
const entry = JSON.stringify(`${root}dist/protocol.js`)
const rulesOnly = await bundle(`import { ${rules} } from ${entry}\nconsole.log(${rules})`)
const whole = await bundle(`import * as protocol from ${entry}\nconsole.log(protocol)`)
const foreign = whole.inputs.filter((input) => input.includes('node_modules'))
if (rulesOnly.gzip > 3 * 1024 || foreign.length > 0) {
  console.error(
    `package: dist/protocol.js rules ${rulesOnly.gzip} B gzip (at most 3072), loads ${foreign.join(', ')}`,
  )
  process.exit(1)
}
console.log(
  `package: dist/protocol.js validation rules ${rulesOnly.gzip} B gzip, the whole entry ${whole.gzip} B`,
)
