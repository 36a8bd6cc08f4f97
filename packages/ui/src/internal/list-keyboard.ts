import { type KeyboardEvent, useRef, useState } from 'react'

export interface ListKeyboardOptions {
  /** How many items the list holds. */
  count: number
  /** The item highlighted when the list opens. */
  initialIndex?: number
  /** The arrows wrap from the last item to the first and back (menus do); otherwise they stop at the ends. */
  wrap?: boolean
  /** The items' visible names: typing jumps to the next item whose name starts with the typed text. */
  labels?: readonly string[]
  /** Enter or Space on the highlighted item. */
  onPick(index: number): void
  /** Escape: close and give the focus back to the button that opened the list. */
  onClose(): void
  /** Tab: close and let the focus move on. */
  onLeave(): void
}

/** Typed letters within this many milliseconds of each other make one search ("po" for Português). */
const typeaheadPause = 700

/**
 * The keys of a menu or a listbox that opens from a button (WAI-ARIA menu button and listbox patterns): the
 * arrows, Home and End move the highlight, letters jump to a name, Enter or Space picks, Escape closes and Tab
 * leaves. The caller shows the highlight as it needs: the focus on the item (menu) or aria-activedescendant
 * (listbox).
 */
export function useListKeyboard({
  count,
  initialIndex = 0,
  wrap = false,
  labels,
  onPick,
  onClose,
  onLeave,
}: ListKeyboardOptions) {
  const [highlighted, setHighlighted] = useState(initialIndex)
  const typed = useRef({ text: '', at: 0 })
  const last = count - 1

  const step = (from: number, by: 1 | -1) => {
    const next = from + by
    if (next > last) return wrap ? 0 : last
    if (next < 0) return wrap ? last : 0
    return next
  }

  const jumpTo = (key: string) => {
    if (!labels) return
    const now = Date.now()
    typed.current = {
      text: now - typed.current.at < typeaheadPause ? typed.current.text + key : key,
      at: now,
    }
    const text = typed.current.text.toLocaleLowerCase()
    // A first letter looks from the next item on, so pressing it again cycles through the names it starts.
    const start = highlighted + (text.length === 1 ? 1 : 0)
    const order = labels.map((_, offset) => (start + offset) % labels.length)
    const match = order.find((index) => labels[index]?.toLocaleLowerCase().startsWith(text))
    if (match !== undefined) setHighlighted(match)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    switch (event.key) {
      case 'ArrowDown':
        setHighlighted((index) => step(index, 1))
        break
      case 'ArrowUp':
        setHighlighted((index) => step(index, -1))
        break
      case 'Home':
        setHighlighted(0)
        break
      case 'End':
        setHighlighted(last)
        break
      case 'Enter':
      case ' ':
        if (highlighted >= 0 && highlighted <= last) onPick(highlighted)
        break
      case 'Escape':
        onClose()
        break
      case 'Tab':
        onLeave()
        return
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) jumpTo(event.key)
        return
    }
    // Handled here only: a dialog around the list must not close on this Escape.
    event.preventDefault()
    event.stopPropagation()
  }

  return { highlighted, setHighlighted, onKeyDown }
}
