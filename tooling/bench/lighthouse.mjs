// Lighthouse mobile runs (lighthouse from npm, Debian's Chromium) of #/register per brand, against the budgets
// LCP 1.5 s, TBT 100 ms, CLS 0.02. Lighthouse's simulated timings scale with the CPU time it observes, so one run
// swings with whatever else the machine does: each brand is run LIGHTHOUSE_RUNS times (3 by default) and the
// median is held against the budget, with every run's figure printed beside it (Lighthouse's own advice on
// variability: the median of several runs).
import { loadavg } from 'node:os'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { brands, chromiumFlags, chromiumPath, median, verdict } from './serve.mjs'

const debuggingPort = 9333
const budgets = { lcp: 1500, tbt: 100, cls: 0.02 }
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))

export async function runLighthouse() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`],
  })
  try {
    console.log(
      `Lighthouse runs start at load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    )
    for (const brand of brands) {
      const results = []
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${brand.url}/#/register`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
        const audits = result?.lhr.audits ?? {}
        results.push({
          score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
          lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        })
      }
      const of = (key) => median(results.map((result) => result[key]))
      const each = (key, format) => results.map((result) => format(result[key])).join(', ')
      const seconds = (ms) => (ms / 1000).toFixed(2)
      const lcp = of('lcp')
      const tbt = of('tbt')
      const cls = of('cls')
      console.log(
        `brand ${brand.productNo} Lighthouse mobile #/register, median of ${runs} (scores ${each('score', String)}):`,
      )
      console.log(
        `  LCP ${seconds(lcp)} s (budget ${budgets.lcp / 1000} s) ${verdict(lcp <= budgets.lcp)}; runs ${each('lcp', seconds)} s`,
      )
      console.log(
        `  TBT ${Math.round(tbt)} ms (budget ${budgets.tbt} ms) ${verdict(tbt <= budgets.tbt)}; runs ${each('tbt', Math.round)} ms`,
      )
      console.log(
        `  CLS ${cls.toFixed(3)} (budget ${budgets.cls}) ${verdict(cls <= budgets.cls)}; runs ${each('cls', (value) => value.toFixed(3))}`,
      )
    }
  } finally {
    await browser.close()
  }
}
