/** How long a price change stays marked on its button. */
export const flashMs = 1200

/** Flashes that end within this of each other end together: one style change for many buttons. */
const batchMs = 100

// The end of each element's flash, and the same in the order they were set (a flash ends flashMs after its last
// change, so that order is the order they end in): a sweep reads only the flashes that are over. The queue is two
// arrays side by side, so that a flash allocates nothing.
const endings = new Map<HTMLElement, number>()
let queued: HTMLElement[] = []
let ends: number[] = []
let head = 0
let timer: ReturnType<typeof setTimeout> | null = null

function sweep(): void {
  timer = null
  const now = Date.now()
  while (head < queued.length && ends[head]! <= now) {
    const element = queued[head]!
    const end = ends[head++]!
    // Changed again since: a later entry ends it.
    if (endings.get(element) !== end) continue
    endings.delete(element)
    element.removeAttribute('data-flash')
  }
  if (head > 1024 && head * 2 > queued.length) {
    queued = queued.slice(head)
    ends = ends.slice(head)
    head = 0
  }
  if (head < queued.length) timer = setTimeout(sweep, Math.max(0, ends[head]! - now) + batchMs)
}

/**
 * Marks a price change on its button (`data-flash` up or down) and ends it `flashMs` after the last change,
 * with one timer for every button of the page. A CSS animation would end it without script, but the browser then
 * restyles every running animation's element on every frame (hundreds of prices at once on a busy feed), and an
 * opacity animation gives each flash a compositor layer: either took longer than a frame in the odds benchmark
 * (tooling/bench/odds-frames.mjs). Here a flash costs one style change when it starts and one when it ends.
 */
export function flashPrice(element: HTMLElement, direction: 'up' | 'down'): void {
  if (element.getAttribute('data-flash') !== direction) element.setAttribute('data-flash', direction)
  const end = Date.now() + flashMs
  endings.set(element, end)
  queued.push(element)
  ends.push(end)
  if (timer === null) timer = setTimeout(sweep, flashMs + batchMs)
}
