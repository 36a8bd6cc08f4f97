// A Lighthouse mobile run (lighthouse from npm, Debian's Chromium) of #/register per brand, against the budgets
// LCP 1.8 s, TBT 100 ms, CLS 0.02.
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { brands, chromiumFlags, chromiumPath, verdict } from './serve.mjs'

const debuggingPort = 9333
const budgets = { lcp: 1800, tbt: 100, cls: 0.02 }

export async function runLighthouse() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`],
  })
  try {
    for (const brand of brands) {
      const result = await lighthouse(`http://127.0.0.1:${brand.port}/#/register`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      const audits = result?.lhr.audits ?? {}
      const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.NaN
      const tbt = audits['total-blocking-time']?.numericValue ?? Number.NaN
      const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN
      console.log(
        `brand ${brand.productNo} Lighthouse mobile #/register (score ${Math.round((result?.lhr.categories.performance.score ?? 0) * 100)}):`,
      )
      console.log(
        `  LCP ${(lcp / 1000).toFixed(2)} s (budget ${budgets.lcp / 1000} s) ${verdict(lcp <= budgets.lcp)}`,
      )
      console.log(`  TBT ${Math.round(tbt)} ms (budget ${budgets.tbt} ms) ${verdict(tbt <= budgets.tbt)}`)
      console.log(`  CLS ${cls.toFixed(3)} (budget ${budgets.cls}) ${verdict(cls <= budgets.cls)}`)
    }
  } finally {
    await browser.close()
  }
}
