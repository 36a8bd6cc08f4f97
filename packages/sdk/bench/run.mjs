// `pnpm --filter @sportsbook/sdk bench` after `pnpm --filter @sportsbook/sdk build`: prints each figure against
// its budget. A benchmark prints; it never fails the build, so it always exits 0.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { bundleBudgetKb, measureBundle } from './bundle-size.mjs'
import { measureCipherSpeed, subtleBudgetRatio } from './cipher-speed.mjs'

const distEntry = new URL('../dist/index.js', import.meta.url)
const verdict = (pass) => (pass ? 'PASS' : 'FAIL')

async function bundleFigure() {
  const label = 'sdk bundle (createSportsbook, session, call layer, crypto)'
  if (!existsSync(distEntry)) {
    console.log(`${label}: no dist/index.js, run \`pnpm --filter @sportsbook/sdk build\` first FAIL`)
    return
  }
  try {
    const result = await measureBundle(distEntry)
    const pass = result.initialKb <= bundleBudgetKb
    console.log(
      `${label}: ${result.initialKb.toFixed(1)} KB gzip (budget ${bundleBudgetKb} KB) ${verdict(pass)}`,
    )
    const parts = result.composition
      .slice(0, 6)
      .map((part) => `${part.origin} ${part.minifiedKb.toFixed(1)} KB`)
    console.log(`  minified, largest first: ${parts.join(', ')}`)
    console.log(`  loaded only when needed, not counted: ${result.leftOut.join(', ')}`)
    if (result.socketIoInInitial)
      console.log('  note: socket.io-client is in the initial chunk (imported statically)')
    if (result.cryptoJsAesInInitial) console.log('  note: the crypto-js AES fallback is in the initial chunk')
  } catch (error) {
    const reason = error?.errors?.[0]?.text ?? error?.message ?? String(error)
    console.log(`${label}: could not bundle (${reason}) FAIL`)
  }
}

/** The SDK's `createCipher` (internal, so not in the build's entries), bundled from the source for this run. */
async function loadCreateCipher() {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-cipher-'))
  const outfile = join(dir, 'crypto.mjs')
  await build({
    entryPoints: [fileURLToPath(new URL('../src/crypto/index.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'silent',
  })
  const module = await import(pathToFileURL(outfile).href)
  rmSync(dir, { recursive: true, force: true })
  return {
    createCipher: module.createCipher,
    from: 'src/crypto',
  }
}

async function cipherFigures() {
  try {
    const { createCipher, from } = await loadCreateCipher()
    const r = await measureCipherSpeed(createCipher)
    console.log(
      `match list cipher: ${r.plaintextKb.toFixed(0)} KB JSON, ${r.wireKb.toFixed(0)} KB base64, median decrypt + JSON.parse (SDK from ${from})`,
    )
    console.log(`  node:crypto: ${r.nodeMs.toFixed(1)} ms`)
    const ratio = r.subtleMs / r.nodeMs
    console.log(
      `  subtle backend: ${r.subtleMs.toFixed(1)} ms, ${ratio.toFixed(2)}x node:crypto (budget at most ${subtleBudgetRatio}x node:crypto) ${verdict(ratio <= subtleBudgetRatio)}`,
    )
    console.log(
      `  crypto-js backend: ${r.cryptoJsMs.toFixed(1)} ms, ${(r.cryptoJsMs / r.nodeMs).toFixed(2)}x node:crypto (no budget: the plain-http fallback)`,
    )
  } catch (error) {
    console.log(`match list cipher: could not run (${error?.message ?? error}) FAIL`)
  }
}

await bundleFigure()
await cipherFigures()
process.exitCode = 0
