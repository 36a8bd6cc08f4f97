/** How long a price change stays marked on its button. */
export const flashMs = 1200

/**
 * Flashes that end within a frame of each other end together. A wider batch made one sweep end a few hundred
 * flashes at once on a busy feed, a spike of 5 to 10 ms of script at 4x CPU throttling in the odds benchmark
 * (tooling/bench/odds-frames.mjs); a frame's worth spreads the same work over the frames.
 */
const batchMs = 16

// The flashing elements in the order their flashes end: every flash lasts flashMs from its element's last change,
// so a change moves its element to the back of the map (deleted, then set again). A sweep ends flashes from the
// front until it meets one still showing: it visits only what it ends, plus one. Times are performance.now(): a
// wall clock set back would hold every flash that much longer.
const endings = new Map<HTMLElement, number>()
let timer: ReturnType<typeof setTimeout> | null = null

function sweep(): void {
  timer = null
  const now = performance.now()
  for (const [element, end] of endings) {
    if (end > now) {
      timer = setTimeout(sweep, end - now + batchMs)
      return
    }
    endings.delete(element)
    element.removeAttribute('data-flash')
  }
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
  endings.delete(element)
  endings.set(element, performance.now() + flashMs)
  if (timer === null) timer = setTimeout(sweep, flashMs + batchMs)
}
