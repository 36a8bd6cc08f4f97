/** How long a price change stays marked on its button. */
export const flashMs = 1200

/** Flashes that end within this of each other end together: one style change for many buttons. */
const batchMs = 100

const endings = new Map<HTMLElement, number>()
let timer: ReturnType<typeof setTimeout> | null = null
let due = Number.POSITIVE_INFINITY

function sweep(): void {
  timer = null
  due = Number.POSITIVE_INFINITY
  const now = Date.now()
  let next = Number.POSITIVE_INFINITY
  for (const [element, end] of endings) {
    if (end <= now) {
      endings.delete(element)
      delete element.dataset.state
    } else if (end < next) next = end
  }
  if (next !== Number.POSITIVE_INFINITY) arm(next)
}

function arm(end: number): void {
  if (timer !== null && due <= end) return
  if (timer !== null) clearTimeout(timer)
  due = end
  timer = setTimeout(sweep, Math.max(0, end - Date.now()) + batchMs)
}

/**
 * Marks a price change on a flash element (`data-state` up or down) and ends it `flashMs` after the last change,
 * with one timer for every button of the page. A CSS animation would end it without script, but the browser then
 * restyles every running animation's element on every frame (hundreds of prices at once on a busy feed), and an
 * opacity animation gives each flash a compositor layer: either took longer than a frame in the odds benchmark
 * (tooling/bench/odds-frames.mjs). Here a flash costs one style change when it starts and one when it ends.
 */
export function flashPrice(element: HTMLElement, direction: 'up' | 'down'): void {
  element.dataset.state = direction
  const end = Date.now() + flashMs
  endings.set(element, end)
  arm(end)
}
