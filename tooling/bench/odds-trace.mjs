// The odds benchmark's reading of a Chromium performance trace (odds-frames.mjs): the renderer main thread's
// frames, the top-level script in each, and the compositor's verdict per frame.

/** The trace categories the reading needs. */
export const traceCategories = [
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

export const percentile = (values, p) => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** The renderer main thread's frames and the scripting in each, and the compositor's dropped frames. */
export function analyseTrace(buffer) {
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
