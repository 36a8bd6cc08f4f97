/**
 * The longest wait for the paint entry: a tab opened in the background paints nothing until it is shown, and a
 * slow phone can take more than a second to present its first frame.
 */
const fallbackMs = 3000

/**
 * Calls `start` once the browser has presented the first contentful paint (its paint timing entry), so work
 * started then cannot delay what the player first sees. A frame is presented later than `requestAnimationFrame`
 * runs (the compositor's delay), which is why the entry, not a frame callback, is the signal. Without the Paint
 * Timing API, after the next frame; with no paint at all, after `fallbackMs`.
 */
export function afterFirstPaint(start: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    observer?.disconnect()
    clearTimeout(timer)
    start()
  }
  const timer = setTimeout(once, fallbackMs)
  const observer = paintObserver(once)
  if (!observer) requestAnimationFrame(() => setTimeout(once, 0))
}

function paintObserver(onPainted: () => void): PerformanceObserver | undefined {
  if (typeof PerformanceObserver === 'undefined') return undefined
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return undefined
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) onPainted()
  })
  observer.observe({ type: 'paint', buffered: true })
  return observer
}
