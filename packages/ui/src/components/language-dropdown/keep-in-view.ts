/** The room a popup keeps from the edges of the viewport, in CSS pixels. */
export const viewportMargin = 8

/**
 * How far a popup must move sideways to lie within a viewport `viewportWidth` wide (negative: to the left). A
 * popup laid out from its trigger's start can run off a phone's screen (issue 11: the header's language list at
 * 390px made the page scroll sideways); it moves back in, and a popup wider than the viewport keeps its start in.
 */
export function inViewShift(box: { left: number; right: number }, viewportWidth: number): number {
  let shift = 0
  if (box.right > viewportWidth - viewportMargin) shift = viewportWidth - viewportMargin - box.right
  if (box.left + shift < viewportMargin) shift = viewportMargin - box.left
  return shift
}

/** Moves `element` into the viewport horizontally (a `translate`, so its layout and its trigger stay put). */
export function keepInView(element: HTMLElement): void {
  element.style.translate = ''
  const shift = inViewShift(element.getBoundingClientRect(), document.documentElement.clientWidth)
  if (shift !== 0) element.style.translate = `${shift}px 0`
}
