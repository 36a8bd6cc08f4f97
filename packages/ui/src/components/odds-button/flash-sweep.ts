/** How long a price change stays marked on its button. */
export const flashMs = 1200

/** Flashes that end within this of each other end together: one style change for many buttons. */
const batchMs = 100

// The end of each element's flash, and the same in the order they were set (a flash ends flashMs after its last
// change, so that order is the order they end in): a sweep reads only the flashes that are over.
const endings = new Map<HTMLElement, number>()
const queue: { element: HTMLElement; end: number }[] = []
let head = 0
let timer: ReturnType<typeof setTimeout> | null = null

function sweep(): void {
  timer = null
  const now = Date.now()
  while (head < queue.length && queue[head]!.end <= now) {
    const { element, end } = queue[head++]!
    // Changed again since: a later entry ends it.
    if (endings.get(element) !== end) continue
    endings.delete(element)
    delete element.dataset.state
  }
  if (head > 1024 && head * 2 > queue.length) {
    queue.splice(0, head)
    head = 0
  }
  const next = queue[head]
  if (next) timer = setTimeout(sweep, Math.max(0, next.end - now) + batchMs)
}

/**
 * Marks a price change on a flash element (`data-state` up or down) and ends it `flashMs` after the last change,
 * with one timer for every button of the page. A CSS animation would end it without script, but the browser then
 * restyles every running animation's element on every frame (hundreds of prices at once on a busy feed), and an
 * opacity animation gives each flash a compositor layer: either took longer than a frame in the odds benchmark
 * (tooling/bench/odds-frames.mjs). Here a flash costs one style change when it starts and one when it ends.
 */
export function flashPrice(element: HTMLElement, direction: 'up' | 'down'): void {
  if (element.dataset.state !== direction) element.dataset.state = direction
  const end = Date.now() + flashMs
  endings.set(element, end)
  queue.push({ element, end })
  if (timer === null) timer = setTimeout(sweep, flashMs + batchMs)
}
