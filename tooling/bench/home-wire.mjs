// Bytes over the wire for the home page with its rows, per brand (budget 250 KB): a first visit (empty cache) of
// #/index until the match rows are on screen and the network has been quiet for half a second. Every response is
// counted as the browser received it (headers and compressed body: CDP's encodedDataLength), the API's answers
// and the sockets' frames included, so both the sites' files and the server's compression show in the figure.
// What the page still fetches once the player scrolls or opens a match is not counted. Beside each kind, how many
// responses (or frames) it took: over HTTP/1.1, as vite preview serves, each response's headers (about 0.7 KB
// with the site's security headers) count too.
import { chromium } from 'playwright-core'
import { brands, chromiumFlags, chromiumPath, verdict } from './serve.mjs'

const budgetKb = 250

/** The kind of a response for the breakdown: the site's scripts, styles, images and fonts, the API, the sockets. */
function kindOf(url, type) {
  if (type === 'WebSocket') return 'socket frames'
  if (/:8787\//.test(url)) return 'API'
  if (type === 'Script') return 'scripts'
  if (type === 'Stylesheet') return 'styles'
  if (type === 'Image' || type === 'Font') return 'images and fonts'
  return 'document and other'
}

export async function measureHomeWire() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    for (const brand of brands) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      const requests = new Map()
      const byKind = new Map()
      const counts = new Map()
      const add = (kind, bytes) => {
        byKind.set(kind, (byKind.get(kind) ?? 0) + bytes)
        counts.set(kind, (counts.get(kind) ?? 0) + 1)
      }
      cdp.on('Network.responseReceived', ({ requestId, response, type }) =>
        requests.set(requestId, kindOf(response.url, type)),
      )
      cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
        add(requests.get(requestId) ?? 'document and other', encodedDataLength),
      )
      // A frame's payload as sent (socket.io text frames; no permessage-deflate on these sockets).
      const frame = ({ response }) => add('socket frames', Buffer.byteLength(response.payloadData ?? ''))
      cdp.on('Network.webSocketFrameReceived', frame)
      cdp.on('Network.webSocketFrameSent', frame)
      await page.goto(`${brand.url}/#/index`)
      await page.locator('article.sb-match-row').first().waitFor({ timeout: 60_000 })
      await page.waitForLoadState('networkidle')
      const total = [...byKind.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024
      console.log(
        `brand ${brand.productNo} #/index with its rows over the wire: ${total.toFixed(1)} KB (budget ${budgetKb} KB) ${verdict(total <= budgetKb)}`,
      )
      for (const [kind, bytes] of [...byKind].sort((a, b) => b[1] - a[1])) {
        console.log(`  ${(bytes / 1024).toFixed(1)} KB ${kind} (${counts.get(kind)})`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
}
