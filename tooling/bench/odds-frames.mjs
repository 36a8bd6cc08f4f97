// Odds updates in the browser: the site's odds benchmark page (#/index?bench=72: 72 football matches, 504
// selections, every one displayed, packages/site/src/betting/odds-bench.tsx) fed 2,000 odds updates a second in
// messages of 50 for 10 s by the page's own generator (no server traffic), in Debian's Chromium with the CPU
// slowed 4x (CDP Emulation.setCPUThrottlingRate), against the budgets: React commits per frame <= 1 and p95
// scripting per frame <= 8 ms; dropped frames are printed beside them (no budget is set for them).
//
// How each figure is taken:
// - Commits: a stub of __REACT_DEVTOOLS_GLOBAL_HOOK__ installed before the app loads (addInitScript); React
//   injects itself into it and calls onCommitFiberRoot once per commit, which records performance.now().
//   Frames: a requestAnimationFrame loop records when each frame's callbacks start. A commit belongs to the
//   frame whose callbacks started last before it; commits per frame is the largest count in one frame (and how
//   many frames had more than one).
// - Scripting per frame: a CDP performance trace (devtools.timeline, v8.execute). The renderer's main thread is
//   cut into frames at its BeginMainThreadFrame events; a frame's scripting is the sum of the top-level script
//   events that start in it (EvaluateScript, FunctionCall, TimerFire, FireAnimationFrame, EventDispatch,
//   RunMicrotasks, V8.Execute, v8.callFunction, GC), an event nested in another counted once. p95 over frames.
//   The Long Animation Frames API would not do: it reports only frames over 50 ms.
// - Dropped frames: the compositor's own verdict per vsync (PipelineReporter events, as DevTools' frames track
//   shows them): a frame that had an update to show and did not present it is dropped, one that presented part
//   of it is partial. Beside it, the main thread's frame rate from the requestAnimationFrame timestamps and
//   how many of its frames took longer than a vsync (16.7 ms).
//
// One brand by default (800000: the three brands share this page and its components, only the theme differs);
// ODDS_BENCH_BRANDS=all measures each. ODDS_BENCH_HOST measures a stack on another loopback address;
// ODDS_BENCH_TRACE=<file> keeps the last trace (open it in DevTools' Performance panel).
// The machine's load is printed with the figures: on a shared 2-core machine other work slows the page as much
// as the throttling does.
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { chromium } from 'playwright-core'
import { brands, chromiumFlags, chromiumPath, verdict } from './serve.mjs'

const load = { matches: 72, rate: 2000, batch: 50, seconds: 10, throttle: 4 }
const budgets = { commitsPerFrame: 1, scriptP95Ms: 8 }
const vsyncMs = 1000 / 60
// 1280 wide shows each row's three markets. First a window tall enough that all 504 selections are on screen at
// once (the budget's case: every price visible), then a laptop's window, where most rows are out of view.
const viewports = [
  { width: 1280, height: 6400, name: 'every selection on screen' },
  { width: 1280, height: 720, name: 'a laptop window' },
]

const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'toplevel',
  'cc',
  'benchmark',
]

const scriptEvents = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'V8.Execute',
  'v8.callFunction',
  'v8.run',
  'MinorGC',
  'MajorGC',
])

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

const percentile = (values, p) => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
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

/** The renderer main thread's frames and the scripting in each, and the compositor's dropped frames. */
function analyseTrace(buffer) {
  const parsed = JSON.parse(buffer.toString('utf8'))
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents
  const threadNames = new Map()
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args.name)
  }
  // The page's renderer main thread: the CrRendererMain with the most main frames.
  const mainFrames = new Map()
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`
    if (event.name === 'BeginMainThreadFrame' && threadNames.get(thread) === 'CrRendererMain')
      mainFrames.set(thread, (mainFrames.get(thread) ?? 0) + 1)
  }
  const [main] = [...mainFrames.entries()].sort((a, b) => b[1] - a[1])[0] ?? []
  if (!main) throw new Error('the trace has no renderer main thread frames')
  const pid = Number(main.split(':')[0])
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main)
  const starts = onMain
    .filter((event) => event.name === 'BeginMainThreadFrame')
    .map((event) => event.ts)
    .sort((a, b) => a - b)
  // Top-level script events: a counted event that starts inside another counted one is part of it.
  const scripts = onMain
    .filter((event) => event.ph === 'X' && (scriptEvents.has(event.name) || event.name.startsWith('V8.GC')))
    .sort((a, b) => a.ts - b.ts)
  const perFrame = starts.slice(0, -1).map(() => 0)
  let openUntil = -1
  let frame = 0
  for (const event of scripts) {
    if (event.ts < openUntil) continue
    openUntil = event.ts + (event.dur ?? 0)
    while (frame + 1 < starts.length && starts[frame + 1] <= event.ts) frame++
    if (event.ts >= starts[0] && frame < perFrame.length) perFrame[frame] += (event.dur ?? 0) / 1000
  }
  // The compositor's verdict per frame sequence (the worst state its reporters give).
  const rank = {
    STATE_NO_UPDATE_DESIRED: 0,
    STATE_PRESENTED_ALL: 1,
    STATE_PRESENTED_PARTIAL: 2,
    STATE_DROPPED: 3,
  }
  const verdicts = new Map()
  for (const event of events) {
    if (event.name !== 'PipelineReporter' || event.ph !== 'b' || event.pid !== pid) continue
    const reporter = event.args?.frame_reporter ?? event.args?.chrome_frame_reporter
    if (!reporter || !(reporter.state in rank)) continue
    const key = `${reporter.frame_source}:${reporter.frame_sequence}`
    if ((rank[reporter.state] ?? 0) > (rank[verdicts.get(key)] ?? -1)) verdicts.set(key, reporter.state)
  }
  const states = [...verdicts.values()]
  const count = (state) => states.filter((value) => value === state).length
  return {
    mainFrames: perFrame.length,
    scriptP50: percentile(perFrame, 50),
    scriptP95: percentile(perFrame, 95),
    scriptMax: Math.max(0, ...perFrame),
    dropped: count('STATE_DROPPED'),
    partial: count('STATE_PRESENTED_PARTIAL'),
    presented: count('STATE_PRESENTED_ALL'),
  }
}

async function measureBrand(browser, brand, host, viewport) {
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

    const commits = commitsPerFrame(recorded)
    const intervals = recorded.frames.slice(1).map((time, index) => time - recorded.frames[index])
    // A frame later than one vsync after the previous one (20%, for timer jitter) missed that many vsyncs.
    const slow = intervals.filter((interval) => interval > vsyncMs * 1.2).length
    const missed = intervals.reduce(
      (sum, interval) => sum + Math.max(0, Math.round(interval / vsyncMs) - 1),
      0,
    )
    const span = (recorded.frames.at(-1) - recorded.frames[0]) / 1000
    const fps = intervals.length / span
    const vsyncs = trace.dropped + trace.partial + trace.presented
    const ms = (value) => `${value.toFixed(1)} ms`
    console.log(
      `brand ${brand.productNo} odds benchmark, ${viewport.width}x${viewport.height} (${viewport.name}): ` +
        `${shown.selections} selections, ${shown.inView} of them on screen; ${recorded.sent} updates in ` +
        `${load.seconds} s (${load.rate}/s asked); CPU ${load.throttle}x slower; machine load ${loadavg()[0].toFixed(1)} ` +
        `on ${cpus().length} cores`,
    )
    console.log(
      `  React commits per frame: max ${commits.max}, ${commits.over} of ${recorded.frames.length} frames over 1 ` +
        `(${recorded.commits.length} commits) (budget ${budgets.commitsPerFrame}) ${verdict(commits.max <= budgets.commitsPerFrame)}`,
    )
    console.log(
      `  scripting per frame: p95 ${ms(trace.scriptP95)}, p50 ${ms(trace.scriptP50)}, max ${ms(trace.scriptMax)} over ` +
        `${trace.mainFrames} main-thread frames (budget p95 ${budgets.scriptP95Ms} ms) ${verdict(trace.scriptP95 <= budgets.scriptP95Ms)}`,
    )
    console.log(
      `  dropped frames: ${trace.dropped} dropped and ${trace.partial} partial of ${vsyncs} frames with an update ` +
        `(${((100 * (trace.dropped + trace.partial)) / Math.max(1, vsyncs)).toFixed(0)}%); main thread ${fps.toFixed(1)} fps, ` +
        `${slow} of ${intervals.length} frames late by a vsync or more (${missed} vsyncs missed), frame interval p95 ` +
        `${ms(percentile(intervals, 95))} (no budget set)`,
    )
  } finally {
    await page.close()
  }
}

export async function measureOddsFrames() {
  const host = process.env.ODDS_BENCH_HOST ?? '127.0.0.1'
  const measured = process.env.ODDS_BENCH_BRANDS === 'all' ? brands : brands.slice(0, 1)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    for (const brand of measured) {
      for (const viewport of viewports) await measureBrand(browser, brand, host, viewport)
    }
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureOddsFrames()
