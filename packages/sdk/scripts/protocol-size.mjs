// What `@sportsbook/sdk/protocol` costs a page, measured the same way on the source (test/protocol-size.test.ts)
// and on the built entry (scripts/check-package.mjs): a page imports it to check a field before sending it, so its
// validation rules must cost next to nothing, and no part of it may load valibot, the schemas or the hash code
// (`/protocol/schemas`, `/protocol/provably-fair`).
import { dirname } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/** The validation rules' budget in a page's bundle, gzip. */
export const rulesBudgetBytes = 3 * 1024

/** Every validation rule the entry publishes (functions, patterns and limits). */
export const validationRules = [
  'isAmount',
  'isPositiveAmount',
  'isUnsignedAmount',
  'amountPattern',
  'isBankOdds',
  'bankOddsPattern',
  'bankOddsRange',
  'isEmail',
  'emailPattern',
  'sixDigitPattern',
  'escapeHtml',
  'isInvitationCode',
  'invitationCodeMaxLength',
  'isNonce',
  'noncePattern',
  'nonceMax',
  'isPassword',
  'passwordMinLength',
  'passwordMaxLength',
  'isTransferKind',
  'transferKinds',
  'isUsername',
  'usernamePattern',
  'usernameMaxLength',
  'isWithdrawAccountNo',
  'withdrawAccountNoPattern',
]

/** `contents` bundled and minified as a page's bundler would: its gzip size and the files it took in. */
async function pageBundle(contents, resolveDir) {
  const result = await build({
    stdin: { contents, resolveDir },
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

/**
 * The protocol entry at `entryPath` (its source or its build): what its validation rules alone cost, and what the
 * whole entry weighs and takes in.
 */
export async function measureProtocolEntry(entryPath) {
  const from = JSON.stringify(entryPath)
  const names = validationRules.join(', ')
  const resolveDir = dirname(entryPath)
  const rules = await pageBundle(`import { ${names} } from ${from}\nconsole.log(${names})`, resolveDir)
  const whole = await pageBundle(`import * as protocol from ${from}\nconsole.log(protocol)`, resolveDir)
  return { rules, whole }
}
