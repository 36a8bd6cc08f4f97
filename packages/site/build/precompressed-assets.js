// A site's text files travel compressed. Compressing once at build time lets them use Brotli at its best (quality
// 11: the first render's JavaScript is about 14% smaller than with gzip -9), which is too slow to do per request.
// The build writes `x.br` and `x.gz` beside each file; the preview server (and any static host told to look for
// them: nginx's brotli_static and gzip_static, most CDNs) answers with them when the browser accepts the encoding.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** The files worth compressing, with the type they are served as. Source maps are left to the server. */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

/** Below this a compressed copy saves less than its headers cost. */
const minimumBytes = 1024

/** The encodings a server may answer with, best first, and the file suffix of each. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
]

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Writes `x.br` (Brotli, quality 11) and `x.gz` (gzip -9) beside every file of `dir` whose type is in
 * `contentTypes` and that is at least `minimumBytes`; a copy that would not be smaller is not written.
 * @param {string} dir
 * @returns {Promise<string[]>} the files that got compressed copies
 */
export async function precompressDir(dir) {
  const files = (await filesUnder(dir)).filter((file) => extname(file) in contentTypes)
  const compressed = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file)
      if (body.length < minimumBytes) return null
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: 9 }),
      ])
      if (br.length < body.length) await writeFile(`${file}.br`, br)
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz)
      return file
    }),
  )
  return compressed.filter((file) => file !== null)
}

/**
 * The encodings an `Accept-Encoding` header allows, by name (`br;q=0` refuses Brotli).
 * @param {string | string[] | undefined} header
 */
export function acceptedEncodings(header) {
  const accepted = new Set()
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    if (name && (!quality || Number(quality.slice(2)) > 0)) accepted.add(name)
  }
  return accepted
}

/**
 * A Connect middleware that answers GET and HEAD for a file of `root` with its precompressed copy when the
 * browser accepts that encoding; anything else goes to `next` (the preview server's own static handling).
 * Hashed files under `/assets/` never change, so they may be cached for a year; the page itself is checked
 * each time.
 * @param {string} root the built site's folder
 * @returns {import('vite').Connect.NextHandleFunction}
 */
export function servePrecompressed(root) {
  const base = resolve(root)
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    let pathname
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname)
    } catch {
      return next()
    }
    if (pathname.endsWith('/')) pathname += 'index.html'
    const file = resolve(base, `.${pathname}`)
    const type = contentTypes[extname(file)]
    if (!type || !file.startsWith(base + sep)) return next()
    const accepted = acceptedEncodings(request.headers['accept-encoding'])
    const encoding = encodings.find(
      (candidate) => accepted.has(candidate.name) && existsSync(file + candidate.suffix),
    )
    if (!encoding) return next()
    const copy = file + encoding.suffix
    response.statusCode = 200
    response.setHeader('Content-Type', type)
    response.setHeader('Content-Encoding', encoding.name)
    response.setHeader('Content-Length', statSync(copy).size)
    response.setHeader('Vary', 'Accept-Encoding')
    response.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    )
    if (request.method === 'HEAD') return response.end()
    createReadStream(copy)
      .on('error', () => response.destroy())
      .pipe(response)
  }
}

/**
 * Writes the compressed copies after a build and serves them from `vite preview`.
 * @returns {import('vite').Plugin}
 */
export function precompressedAssets() {
  let outDir = 'dist'
  return {
    name: 'sportsbook:precompressed-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle(options) {
      await precompressDir(options.dir ?? outDir)
    },
    configurePreviewServer(server) {
      // Before the preview server's own handlers, which would compress each answer again per request.
      server.middlewares.use(servePrecompressed(outDir))
    },
  }
}
