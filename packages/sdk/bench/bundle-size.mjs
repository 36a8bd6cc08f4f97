// How much a page downloads before its first call: the initial chunk of a browser bundle that uses
// `createSportsbook`. What the SDK loads on demand (socket.io-client when a socket opens, the crypto-js AES
// fallback on plain-http pages) lands in lazy chunks and is listed, not counted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

export const bundleBudgetKb = 20

const kb = (bytes) => bytes / 1024

/** `ky`, `@socket.io/component-emitter`, or the SDK's own `dist/<file>`. */
function packageOf(input) {
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(input)
  if (inPackage) return inPackage[1]
  const dist = /(?:^|\/)(dist\/[^/]+)$/.exec(input)
  return dist ? `sdk ${dist[1]}` : input
}
const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length

/** @param {URL} distEntry the built `dist/index.js` */
export async function measureBundle(distEntry) {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-bundle-'))
  try {
    const entry = join(dir, 'entry.js')
    // Exported, so tree-shaking keeps exactly what `createSportsbook` needs.
    writeFileSync(entry, `export { createSportsbook } from ${JSON.stringify(fileURLToPath(distEntry))}\n`)
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      splitting: true,
      outdir: join(dir, 'out'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const outputs = result.metafile.outputs
    const files = new Map(result.outputFiles.map((file) => [file.path, file.contents]))
    const absolute = (relative) =>
      [...files.keys()].find((path) => path.endsWith(relative.replace(/^.*?out\//, '/out/')))
    const entryOutput = Object.keys(outputs).find((path) => outputs[path].entryPoint !== undefined)

    // The initial chunk and every chunk it imports statically.
    const initial = new Set()
    const visit = (path) => {
      if (initial.has(path)) return
      initial.add(path)
      for (const imported of outputs[path].imports)
        if (imported.kind === 'import-statement') visit(imported.path)
    }
    visit(entryOutput)

    const sizeOf = (path) => gzipSize(files.get(absolute(path)))
    const initialGzip = [...initial].reduce((sum, path) => sum + sizeOf(path), 0)
    const lazy = Object.keys(outputs)
      .filter((path) => !initial.has(path) && path.endsWith('.js'))
      .map((path) => ({
        inputs: Object.keys(outputs[path].inputs)
          .map((input) => input.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, ''))
          .map((input) =>
            input
              .split('/')
              .slice(0, input.startsWith('@') ? 2 : 1)
              .join('/'),
          )
          .filter((name, index, all) => all.indexOf(name) === index)
          .slice(0, 4),
        gzip: sizeOf(path),
      }))
    const initialInputs = [...initial].flatMap((path) => Object.keys(outputs[path].inputs))
    // What the initial chunk is made of, largest first, by package (or dist file) and minified bytes.
    const byOrigin = new Map()
    for (const path of initial) {
      for (const [input, { bytesInOutput }] of Object.entries(outputs[path].inputs)) {
        const origin = packageOf(input)
        byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + bytesInOutput)
      }
    }
    return {
      initialKb: kb(initialGzip),
      composition: [...byOrigin]
        .sort((a, b) => b[1] - a[1])
        .map(([origin, bytes]) => ({ origin, minifiedKb: kb(bytes) })),
      lazy: lazy.map((chunk) => ({ ...chunk, kb: kb(chunk.gzip) })),
      socketIoInInitial: initialInputs.some((input) => input.includes('socket.io-client')),
      cryptoJsAesInInitial: initialInputs.some((input) => /crypto-js\/aes\.js$/.test(input)),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
