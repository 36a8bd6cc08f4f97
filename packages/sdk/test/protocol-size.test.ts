import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// `@sportsbook/sdk/protocol` is what a page imports to check a field before it sends it: the validation rules
// must cost a page next to nothing (at most 3 KB gzip, minified as a page's bundler would), and no part of the
// entry may load the valibot schemas or the hash code (`/protocol/schemas`, `/protocol/provably-fair`).
const entry = new URL('../src/protocol/index.ts', import.meta.url).pathname

const validationRules = [
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

async function bundle(source: string) {
  const result = await build({
    stdin: { contents: source, resolveDir: new URL('.', import.meta.url).pathname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]!.contents
  return { gzip: gzipSync(code).length, inputs: Object.keys(result.metafile.inputs) }
}

describe('@sportsbook/sdk/protocol', () => {
  it('its validation rules cost at most 3 KB gzip in a page', async () => {
    const { gzip, inputs } = await bundle(
      `import { ${validationRules.join(', ')} } from ${JSON.stringify(entry)}\n` +
        `console.log(${validationRules.join(', ')})`,
    )
    expect(inputs.filter((input) => input.includes('node_modules'))).toEqual([])
    expect(gzip).toBeLessThanOrEqual(3 * 1024)
  })

  it('the whole entry loads neither valibot, its schemas nor crypto-js', async () => {
    const { inputs } = await bundle(
      `import * as protocol from ${JSON.stringify(entry)}\nconsole.log(protocol)`,
    )
    expect(inputs.filter((input) => /node_modules|\/schemas\/|provably-fair/.test(input))).toEqual([])
  })
})
