// How much a page downloads for a working client: one browser bundle of `createSportsbook` with everything it
// needs for sessions and calls (the shell, and the core it loads with the first call: session machine, call
// layer, ciphers). What the SDK loads only in some cases stays out and is listed: socket.io-client and the socket
// code (when a socket opens), the crypto-js AES fallback (plain-http pages only) and the password hash's MD5 (when
// a password is first hashed: register, login, adding an account; a guest's first call hashes none).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

export const bundleBudgetKb = 20

const kb = (bytes) => bytes / 1024
const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length
// Catalogue sections other than the session's load with the first call into them (a registration page never
// downloads the bets paths).
const sometimesLoaded =
  /aes-crypto-js|(^|\/)md5x2-[A-Z0-9]+\.js$|socket-connection|^socket\.io-client$|bet-slip-controller|live-odds-store|(^|\/)(loan|matches|bets|market|wallet|games|misc)-[A-Z0-9]+\.js$/

/** `ky`, `crypto-js`, or the SDK's own `dist/<file>`. */
function packageOf(input) {
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(input)
  if (inPackage) return inPackage[1]
  const dist = /(?:^|\/)(dist\/[^/]+)$/.exec(input)
  return dist ? `sdk ${dist[1]}` : input
}

/** @param {URL} distEntry the built `dist/index.js` */
export async function measureBundle(distEntry) {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-bundle-'))
  try {
    const entry = join(dir, 'entry.js')
    // Exported, so tree-shaking keeps exactly what `createSportsbook` needs.
    writeFileSync(entry, `export { createSportsbook } from ${JSON.stringify(fileURLToPath(distEntry))}\n`)
    const leftOut = new Set()
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [
        {
          name: 'sometimes-loaded',
          setup(context) {
            context.onResolve({ filter: sometimesLoaded }, (args) => {
              leftOut.add(args.path.replace(/^.*\//, '').replace(/-[A-Z0-9]+\.js$/, ''))
              return { path: args.path, external: true }
            })
          },
        },
      ],
    })
    const [output] = Object.values(result.metafile.outputs)
    const byOrigin = new Map()
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const origin = packageOf(input)
      byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + bytesInOutput)
    }
    const inputs = Object.keys(output.inputs)
    return {
      initialKb: kb(gzipSize(result.outputFiles[0].contents)),
      composition: [...byOrigin]
        .sort((a, b) => b[1] - a[1])
        .map(([origin, bytes]) => ({ origin, minifiedKb: kb(bytes) })),
      leftOut: [...leftOut],
      socketIoInInitial: inputs.some((input) => input.includes('socket.io-client')),
      cryptoJsAesInInitial: inputs.some((input) => /crypto-js\/aes\.js$/.test(input)),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
