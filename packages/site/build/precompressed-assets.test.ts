// @vitest-environment node
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptedEncodings, precompressDir, servePrecompressed } from './precompressed-assets.js'

const script = `export const prices = [${Array.from({ length: 400 }, (_, index) => `"${(1 + index / 100).toFixed(2)}"`).join(', ')}]\n`
const page = `<!doctype html><html><body>${'<p>Register</p>'.repeat(100)}</body></html>`

let dir: string
let server: Server
let base: string

/** A GET as a browser sends it (fetch would decode the body and hide the encoding). */
function get(
  path: string,
  acceptEncoding?: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((done, fail) => {
    const call = httpRequest(
      `${base}${path}`,
      { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    call.on('error', fail)
    call.end()
  })
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sportsbook-precompressed-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), page)
  await writeFile(join(dir, 'assets', 'index-1.js'), script)
  await writeFile(join(dir, 'assets', 'index-1.js.map'), script)
  await writeFile(join(dir, 'assets', 'tiny-1.js'), 'export {}\n')
  await writeFile(join(dir, 'assets', 'logo-1.png'), Buffer.alloc(4096, 7))
  // A file beside the folder, with a copy the server would send if a path could climb out of the folder.
  await writeFile(join(dir, '..', `${dir.split('/').pop()}-secret.js.br`), brotliCompressSync(script))
  const serve = servePrecompressed(dir)
  server = createServer((request, response) =>
    serve(request, response, () => {
      response.statusCode = 418
      response.end('fallback')
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  await precompressDir(dir)
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(dir, { recursive: true, force: true })
  await rm(join(dir, '..', `${dir.split('/').pop()}-secret.js.br`), { force: true })
})

describe('precompressDir', () => {
  it('writes Brotli and gzip copies of text files, smaller than the file', async () => {
    for (const file of ['index.html', 'assets/index-1.js']) {
      expect(existsSync(join(dir, `${file}.br`))).toBe(true)
      expect(existsSync(join(dir, `${file}.gz`))).toBe(true)
    }
    const br = await get('/assets/index-1.js', 'br')
    const gz = await get('/assets/index-1.js', 'gzip')
    expect(br.body.length).toBeLessThan(gz.body.length)
    expect(gz.body.length).toBeLessThan(Buffer.byteLength(script))
  })

  it('leaves source maps, images and files under 1 KB as they are', () => {
    for (const file of ['assets/index-1.js.map', 'assets/tiny-1.js', 'assets/logo-1.png']) {
      expect(existsSync(join(dir, `${file}.br`))).toBe(false)
      expect(existsSync(join(dir, `${file}.gz`))).toBe(false)
    }
  })
})

describe('servePrecompressed', () => {
  it('answers Brotli when the browser accepts it, with the type, length and a year of caching for assets', async () => {
    const answer = await get('/assets/index-1.js', 'gzip, deflate, br, zstd')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('answers gzip when Brotli is not accepted or refused with q=0', async () => {
    for (const header of ['gzip, deflate', 'br;q=0, gzip']) {
      const answer = await get('/assets/index-1.js', header)
      expect(answer.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(answer.body).toString()).toBe(script)
    }
  })

  it('serves the page for / and asks browsers to check it again each time', async () => {
    const answer = await get('/?code=ABC', 'br')
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(answer.body).toString()).toBe(page)
  })

  it('answers HEAD with the headers only', async () => {
    const answer = await get('/assets/index-1.js', 'br', 'HEAD')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.body.length).toBe(0)
  })

  it('leaves to the server what it has no copy for, and whatever is not a GET of a file in the folder', async () => {
    expect((await get('/assets/index-1.js')).status).toBe(418)
    expect((await get('/assets/index-1.js', 'identity')).status).toBe(418)
    expect((await get('/assets/tiny-1.js', 'br')).status).toBe(418)
    expect((await get('/assets/missing-1.js', 'br')).status).toBe(418)
    expect((await get('/assets/index-1.js', 'br', 'POST')).status).toBe(418)
    expect((await get('/%E0%A4%A', 'br')).status).toBe(418)
    const outside = `/..%2F${dir.split('/').pop()}-secret.js`
    expect((await get(outside, 'br')).status).toBe(418)
  })
})

describe('acceptedEncodings', () => {
  it('reads names and drops those with q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0.5, zstd;q=0')]).toEqual(['gzip', 'deflate', 'br'])
    expect([...acceptedEncodings(undefined)]).toEqual([])
  })
})
