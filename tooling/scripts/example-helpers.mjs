// Helpers of check-examples.mjs: free ports, waiting for a server, a static server for a built app, and the React
// example's page checked in Debian's Chromium (through the e2e suite's Playwright, never a downloaded browser).
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

/**
 * Opens the React example's page in Chromium and checks what its README promised, in texts (never message ids):
 * the registration form (its ref reached its root), the language dropdown listing 14 languages, the match
 * list with a match of the feed and the bet slip. Throws what is missing.
 */
export async function checkReactApp(executablePath, url) {
  const e2eRequire = createRequire(join(root, 'tooling', 'e2e', 'package.json'))
  const { chromium } = e2eRequire('@playwright/test')
  const browser = await chromium.launch({ executablePath, args: chromiumFlags })
  try {
    const page = await browser.newPage({ locale: 'en-GB' })
    const errors = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(url)
    const found = async (what, locator, timeout = 30_000) =>
      locator.waitFor({ state: 'visible', timeout }).catch(async () => {
        const text = await page.locator('body').textContent()
        throw new Error(`the page shows no ${what}:\n${errors.join('\n')}\n${text?.slice(0, 2000)}`)
      })
    await found('registration form', page.locator('form').first())
    await found('bet slip text', page.getByText('Pick odds in a match to add a bet.'))
    // The session's start, then the match list: in CI the server answers them while every other suite runs beside
    // it (both stayed "Loading matches" past 30 s at a load of 17 on two cores).
    await found('match of the feed', page.locator('main article').first(), 90_000)
    const formRef = await page.locator('body').getAttribute('data-form-ref')
    if (formRef !== 'root') throw new Error("the registration form's ref never reached its root element")
    await page.locator('button[aria-haspopup="listbox"]').first().click()
    await found('language list', page.getByRole('option').first())
    const languages = await page.getByRole('option').count()
    if (languages !== 14) throw new Error(`the language list has ${languages} languages, not 14`)
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator, not the DOM: the text a player sees
    const text = await page.locator('body').innerText()
    for (const words of ['Username', 'Password', 'Register', 'Bet slip']) {
      if (!text.includes(words)) throw new Error(`the page does not show "${words}":\n${text.slice(0, 2000)}`)
    }
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('\n')}`)
  } finally {
    await browser.close()
  }
}
