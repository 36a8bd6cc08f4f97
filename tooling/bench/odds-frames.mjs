// Odds updates in the browser: the site's odds benchmark page (#/index?bench=72: 72 football matches, 504
// selections, every one displayed, packages/site/src/betting/odds-bench.tsx) fed 2,000 odds updates a second in
// messages of 50 for 10 s by the page's own generator (no server traffic; messages that fall due while the page
// is busy queue up and arrive one task each, as a socket's do, so the whole rate reaches the page), in Debian's
// Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), against the budgets: React commits per
// frame <= 1 and p95 scripting per frame <= 5 ms; dropped frames are printed beside them (no budget is set).
// Every update reaches the SDK's live odds store; what the page then shows is what a player's page shows: each
// price at most one change every 500 ms on screen, its newest value (packages/ui/src/bindings/live-feed.ts).
//
// How each figure is taken:
// - Commits: a stub of __REACT_DEVTOOLS_GLOBAL_HOOK__ installed before the app loads (addInitScript); React
//   injects itself into it and calls onCommitFiberRoot once per commit, which records performance.now().
//   Frames: a requestAnimationFrame loop records when each frame's callbacks start. A commit belongs to the
//   frame whose callbacks started last before it; commits per frame is the largest count in one frame (and how
//   many frames had more than one).
// - Scripting per frame: a CDP performance trace (devtools.timeline, v8.execute; read in odds-trace.mjs). The
//   renderer's main thread is cut into frames at its BeginMainThreadFrame events; a frame's scripting is the sum
//   of the top-level script events that start in it (EvaluateScript, FunctionCall, TimerFire, FireAnimationFrame,
//   EventDispatch, RunMicrotasks, V8.Execute, v8.callFunction, GC), an event nested in another counted once. p95
//   over frames.
//   The Long Animation Frames API would not do: it reports only frames over 50 ms.
// - Dropped frames: the compositor's own verdict per vsync (PipelineReporter events, as DevTools' frames track
//   shows them): a frame that had an update to show and did not present it is dropped, one that presented part
//   of it is partial. Beside it, the main thread's frame rate from the requestAnimationFrame timestamps and
//   how many of its frames took longer than a vsync (16.7 ms).
//
// Each viewport is measured in ODDS_BENCH_RUNS runs (3 by default, a fresh page each): the verdict on scripting is
// the median run's p95, every run's printed beside it (as Lighthouse's advice on variability, lighthouse.mjs), and
// commits per frame must keep within budget in every run. One brand by default (800000: the three brands share
// this page and its components, only the theme differs); ODDS_BENCH_BRANDS=all measures each. ODDS_BENCH_HOST
// measures a stack on another loopback address; ODDS_BENCH_TRACE=<file> keeps the last trace (open it in
// DevTools' Performance panel).
// The machine's load is printed with the figures: on a shared 2-core machine other work slows the page as much
// as the throttling does.
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { chromium } from 'playwright-core'
import { analyseTrace, percentile, traceCategories } from './odds-trace.mjs'
import { host as benchHost, brands, chromiumFlags, chromiumPath, median, verdict } from './serve.mjs'

const load = { matches: 72, rate: 2000, batch: 50, seconds: 10, throttle: 4 }
const budgets = { commitsPerFrame: 1, scriptP95Ms: 5 }
/** Runs per viewport (ODDS_BENCH_RUNS): one run on a shared 2-core machine swung by a third. */
const oddsRuns = Math.max(1, Number(process.env.ODDS_BENCH_RUNS ?? 3))
const vsyncMs = 1000 / 60
// 1280 wide shows each row's three markets. First a window tall enough that all 504 selections are on screen at
// once (the budget's case: every price visible), then a laptop's window, where most rows are out of view.
const viewports = [
  { width: 1280, height: 6400, name: 'every selection on screen' },
  { width: 1280, height: 720, name: 'a laptop window' },
]

/** Runs in the page before the app: the devtools hook stub that counts commits, and the frame recorder. */
function instrument() {
  const bench = { commits: [], frames: [], callbacks: [], recording: false }
  window.__oddsFrames = bench
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1
      this.renderers.set(id, renderer)
      return id
    },
    onCommitFiberRoot() {
      if (bench.recording) bench.commits.push(performance.now())
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  }
  // Registered in the previous frame's callback, this runs before the app's own frame callback (registered
  // later, when a socket batch arrives), so the time it runs at separates one frame's commit from the next.
  // The frame's timestamp (its vsync) can be earlier than the previous frame's late commit: it only times frames.
  const frame = (time) => {
    if (!bench.recording) return
    bench.frames.push(time)
    bench.callbacks.push(performance.now())
    requestAnimationFrame(frame)
  }
  bench.start = () => {
    bench.recording = true
    requestAnimationFrame(frame)
  }
}

/** Commits per requestAnimationFrame frame: the commits after a frame's callback and before the next one's. */
function commitsPerFrame({ commits, callbacks: frames }) {
  const counts = frames.map(() => 0)
  let frame = 0
  for (const at of commits) {
    while (frame + 1 < frames.length && frames[frame + 1] <= at) frame++
    if (at >= frames[0]) counts[frame]++
  }
  return { max: Math.max(0, ...counts), over: counts.filter((count) => count > 1).length, counts }
}

/** One 10 s run on a fresh page: what the page did, and the trace's verdicts. */
async function measureRun(browser, brand, host, viewport) {
  const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } })
  try {
    await page.addInitScript(instrument)
    const { matches, rate, batch } = load
    await page.goto(`http://${host}:${brand.port}/#/index?bench=${matches}&rate=${rate}&batch=${batch}&run=0`)
    await page.waitForFunction(
      () => window.__oddsBench && document.querySelectorAll('.sb-odds-button').length > 0,
    )
    const shown = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll('.sb-odds-button')]
      const inView = buttons.filter((button) => {
        const box = button.getBoundingClientRect()
        return button.checkVisibility() && box.bottom > 0 && box.top < window.innerHeight
      })
      return { selections: window.__oddsBench.selections, inView: inView.length }
    })
    await page.waitForTimeout(1000)

    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: load.throttle })
    await browser.startTracing(page, { categories: traceCategories })
    await page.evaluate(() => {
      window.__oddsFrames.start()
      window.__oddsBench.start()
    })
    await page.waitForTimeout(load.seconds * 1000)
    const recorded = await page.evaluate(() => {
      window.__oddsBench.stop()
      const bench = window.__oddsFrames
      bench.recording = false
      return {
        commits: bench.commits,
        frames: bench.frames,
        callbacks: bench.callbacks,
        sent: window.__oddsBench.sent,
      }
    })
    const traceBuffer = await browser.stopTracing()
    if (process.env.ODDS_BENCH_TRACE) writeFileSync(process.env.ODDS_BENCH_TRACE, traceBuffer)
    const trace = analyseTrace(traceBuffer)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })

    const intervals = recorded.frames.slice(1).map((time, index) => time - recorded.frames[index])
    const span = (recorded.frames.at(-1) - recorded.frames[0]) / 1000
    return {
      shown,
      sent: recorded.sent,
      frames: recorded.frames.length,
      commitCount: recorded.commits.length,
      commits: commitsPerFrame(recorded),
      trace,
      intervals,
      fps: intervals.length / span,
      load: loadavg()[0],
    }
  } finally {
    await page.close()
  }
}

const ms = (value) => `${value.toFixed(1)} ms`

/**
 * The runs of one viewport against the budgets: commits per frame must stay within budget in every run (the
 * worst run counts); scripting and dropped frames are the median run's, every run printed beside it.
 */
function report(brand, viewport, runs) {
  const last = runs.at(-1)
  console.log(
    `brand ${brand.productNo} odds benchmark, ${viewport.width}x${viewport.height} (${viewport.name}): ` +
      `${last.shown.selections} selections, ${last.shown.inView} of them on screen; updates handled per 10 s run ` +
      `${runs.map((run) => run.sent).join(', ')} (${load.rate}/s asked); CPU ${load.throttle}x slower; machine load ` +
      `${runs.map((run) => run.load.toFixed(1)).join(', ')} on ${cpus().length} cores`,
  )
  const worst = runs.reduce((a, b) => (b.commits.max > a.commits.max ? b : a))
  console.log(
    `  React commits per frame: max ${worst.commits.max} in the worst of ${runs.length} runs, ${worst.commits.over} of ` +
      `${worst.frames} frames over 1 (${worst.commitCount} commits) (budget ${budgets.commitsPerFrame}) ` +
      verdict(worst.commits.max <= budgets.commitsPerFrame),
  )
  const byScript = [...runs].sort((a, b) => a.trace.scriptP95 - b.trace.scriptP95)
  const middle = byScript[Math.floor(byScript.length / 2)]
  const { trace } = middle
  console.log(
    `  scripting per frame, median of ${runs.length} runs: p95 ${ms(trace.scriptP95)} (budget ${budgets.scriptP95Ms} ms) ` +
      `${verdict(trace.scriptP95 <= budgets.scriptP95Ms)}; runs p95 ${runs.map((run) => ms(run.trace.scriptP95)).join(', ')}; ` +
      `that run's p50 ${ms(trace.scriptP50)}, max ${ms(trace.scriptMax)} over ${trace.mainFrames} main-thread frames`,
  )
  // A frame later than one vsync after the previous one (20%, for timer jitter) missed that many vsyncs.
  const slow = middle.intervals.filter((interval) => interval > vsyncMs * 1.2).length
  const missed = middle.intervals.reduce(
    (sum, interval) => sum + Math.max(0, Math.round(interval / vsyncMs) - 1),
    0,
  )
  const vsyncs = trace.dropped + trace.partial + trace.presented
  console.log(
    `  dropped frames (that run): ${trace.dropped} dropped and ${trace.partial} partial of ${vsyncs} frames with an ` +
      `update (${((100 * (trace.dropped + trace.partial)) / Math.max(1, vsyncs)).toFixed(0)}%); main thread ` +
      `${middle.fps.toFixed(1)} fps (median of runs ${median(runs.map((run) => run.fps)).toFixed(1)}), ${slow} of ` +
      `${middle.intervals.length} frames late by a vsync or more (${missed} vsyncs missed), frame interval p95 ` +
      `${ms(percentile(middle.intervals, 95))} (no budget set)`,
  )
}

export async function measureOddsFrames() {
  const host = process.env.ODDS_BENCH_HOST ?? benchHost
  const measured = process.env.ODDS_BENCH_BRANDS === 'all' ? brands : brands.slice(0, 1)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    for (const brand of measured) {
      for (const viewport of viewports) {
        const runs = []
        for (let run = 0; run < oddsRuns; run += 1)
          runs.push(await measureRun(browser, brand, host, viewport))
        report(brand, viewport, runs)
      }
    }
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureOddsFrames()
