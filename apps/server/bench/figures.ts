// Small helpers the order benchmarks print with.
import { availableParallelism, loadavg } from 'node:os'

/** The machine's load: figures taken on shared cores are only comparable under like loads. */
export function loadAverage(): string {
  return `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (${availableParallelism()} cores)`
}

/** The p-th percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}
