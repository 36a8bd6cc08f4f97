// Helpers of check-examples.mjs: free ports, waiting for a server, a static server for a built app, and the page's
// visible text in Debian's Chromium (through the e2e suite's Playwright, never a downloaded browser).
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { createServer as createNetServer } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { chromiumFlags } from './chromium.mjs'

const root = join(import.meta.dirname, '..', '..')

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

export async function waitForUrl(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
}

/** Serves a built app's folder on loopback; unknown paths get index.html. */
export function serveFolder(folder, port) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    let file = join(folder, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(folder, 'index.html')
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise((done) => server.close(() => done())) }),
    )
  })
}

/** Opens `url` in Chromium, waits for a registration form, and returns the page's visible text. */
export async function visibleText(executablePath, url) {
  const e2eRequire = createRequire(join(root, 'tooling', 'e2e', 'package.json'))
  const { chromium } = e2eRequire('@playwright/test')
  const browser = await chromium.launch({ executablePath, args: chromiumFlags })
  try {
    const page = await browser.newPage({ locale: 'en-GB' })
    const errors = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(url)
    await page
      .locator('form')
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 })
      .catch(() => undefined)
    const text = await page.locator('body').innerText()
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('\n')}`)
    return text
  } finally {
    await browser.close()
  }
}
