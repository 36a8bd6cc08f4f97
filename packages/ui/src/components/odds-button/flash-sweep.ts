/** How long a price change stays marked on its button. */
export const flashMs = 1200

/** Flashes that end within this of each other end together: one style change for many buttons. */
const batchMs = 100

// When each flashing element's flash ends. A change while it flashes only moves that time (a map entry written
// in place: a tick allocates nothing), and a sweep goes through the flashing elements, at most one per price on
// the page, ending those that are over.
const endings = new Map<HTMLElement, number>()
let timer: ReturnType<typeof setTimeout> | null = null

function sweep(): void {
  timer = null
  const now = Date.now()
  let next = Number.POSITIVE_INFINITY
  for (const [element, end] of endings) {
    if (end <= now) {
      endings.delete(element)
      element.removeAttribute('data-flash')
    } else if (end < next) next = end
  }
  if (next !== Number.POSITIVE_INFINITY) timer = setTimeout(sweep, next - now + batchMs)
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
  endings.set(element, Date.now() + flashMs)
  if (timer === null) timer = setTimeout(sweep, flashMs + batchMs)
}
