// Gzip bytes of all JavaScript a browser loads for the first render of #/register, per brand (budget 100 KB):
// every script requested before the site marks its first render painted (`sportsbook:first-render-painted`, set
// once the first page is on screen, right before the SDK's network work starts). What the page fetches after
// that (the SDK's session core, other routes' pages, other languages) is listed apart. The largest contentful
// paint is printed beside it to show the mark comes after the form was painted.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { brands, chromiumFlags, chromiumPath, verdict } from './serve.mjs'

const budgetKb = 100

export async function measureFirstRenderJs() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    for (const brand of brands) {
      const page = await browser.newPage()
      const bodies = new Map()
      page.on('response', (response) => {
        // A body still arriving when the page closes is not needed: its promise must not reject unhandled.
        if (response.request().resourceType() === 'script')
          bodies.set(
            response.url(),
            response.body().catch(() => null),
          )
      })
      await page.goto(`${brand.url}/#/register`)
      await page.locator('form button[type="submit"]').first().waitFor()
      await page.waitForLoadState('networkidle')
      const timing = await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries()
              const paint = entries[entries.length - 1]
              const scripts = performance
                .getEntriesByType('resource')
                .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
                .map((entry) => ({ url: entry.name, startTime: entry.startTime }))
              const mark = performance.getEntriesByName('sportsbook:first-render-painted')[0]
              resolve({ paintTime: mark?.startTime ?? paint.startTime, lcpTime: paint.startTime, scripts })
            }).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      )
      const entryScript = await page.evaluate(() => document.querySelector('script[type="module"]')?.src)
      const sized = []
      for (const script of [{ url: entryScript, startTime: 0 }, ...timing.scripts]) {
        const body = await bodies.get(script.url)
        if (!body || sized.some((other) => other.url === script.url)) continue
        sized.push({ ...script, gzip: gzipSync(body, { level: 9 }).length })
      }
      const first = sized.filter((script) => script.startTime < timing.paintTime)
      const later = sized.filter((script) => script.startTime >= timing.paintTime)
      const total = first.reduce((sum, script) => sum + script.gzip, 0) / 1024
      console.log(
        `brand ${brand.productNo} #/register first render JS: ${total.toFixed(1)} KB gzip (budget ${budgetKb} KB) ${verdict(total <= budgetKb)}`,
      )
      const line = (script) => `  ${(script.gzip / 1024).toFixed(1)} KB ${new URL(script.url).pathname}`
      for (const script of first.sort((a, b) => b.gzip - a.gzip)) console.log(line(script))
      console.log(
        `  largest contentful paint ${(timing.lcpTime / 1000).toFixed(2)} s; first render marked painted ${(timing.paintTime / 1000).toFixed(2)} s`,
      )
      if (later.length > 0) console.log('  requested after the first render, not counted:')
      for (const script of later.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${line(script)}`)
      await page.close()
    }
  } finally {
    await browser.close()
  }
}
