// What held the server's event loop during a benchmark (bench/crash-round.ts): its delay (how late a timer of 5 ms
// ran) and the garbage collector's pauses, both in the thread that serves.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

/** Starts watching; the returned function stops and describes what it saw in one line. */
export function watchLoopPauses(): () => string {
  const delay = monitorEventLoopDelay({ resolution: 5 })
  delay.enable()
  const pauses: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration)
  })
  observer.observe({ entryTypes: ['gc'] })
  return () => {
    delay.disable()
    observer.disconnect()
    pauses.sort((a, b) => a - b)
    const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1)
    return (
      `event loop delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, ` +
      `max ${ms(delay.max)} ms; ${pauses.length} GC pauses, ` +
      `${pauses.reduce((total, pause) => total + pause, 0).toFixed(0)} ms in all, ` +
      `p99 ${percentile(pauses, 99).toFixed(1)} ms, max ${(pauses.at(-1) ?? 0).toFixed(1)} ms`
    )
  }
}
