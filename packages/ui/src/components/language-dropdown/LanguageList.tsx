import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { isSiteLocale, localeTags } from '../../i18n/locales'
import { keepInView } from './keep-in-view'
import type { LanguageOption } from './LanguageDropdown'
import { LanguageFlag } from './LanguageFlag'

export interface LanguageListProps {
  id: string
  items: readonly LanguageOption[]
  value: string
  /** The option highlighted when the list opens. */
  initialIndex: number
  onPick(code: string): void
  /** Escape: close and give the focus back to the button. */
  onClose(): void
  /** Tab: close and let the focus move on. */
  onLeave(): void
}

/**
 * The open list of a LanguageDropdown, its own chunk: the first render shows only the button. The listbox keeps
 * the focus and points at the highlighted option (aria-activedescendant).
 */
export function LanguageList({
  id,
  items,
  value,
  initialIndex,
  onPick,
  onClose,
  onLeave,
}: LanguageListProps) {
  const { t } = useLingui()
  const [highlighted, setHighlighted] = useState(initialIndex)
  const listRef = useRef<HTMLDivElement>(null)
  const typed = useRef({ text: '', at: 0 })

  // Before the first paint and before the focus (which would scroll the page to a list off screen).
  useLayoutEffect(() => {
    if (listRef.current) keepInView(listRef.current)
  }, [])

  useEffect(() => {
    listRef.current?.focus()
  }, [])

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${highlighted}"]`)?.scrollIntoView?.({ block: 'nearest' })
  }, [highlighted])

  const pick = (index: number) => {
    const item = items[index]
    if (item) onPick(item.code)
  }

  const jumpTo = (key: string) => {
    const now = Date.now()
    typed.current = { text: now - typed.current.at < 700 ? typed.current.text + key : key, at: now }
    const text = typed.current.text.toLocaleLowerCase()
    const order = items.map(
      (_, offset) => (highlighted + (text.length === 1 ? 1 : 0) + offset) % items.length,
    )
    const match = order.find((index) => items[index]?.name.toLocaleLowerCase().startsWith(text))
    if (match !== undefined) setHighlighted(match)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1
    switch (event.key) {
      case 'ArrowDown':
        setHighlighted((index) => Math.min(index + 1, last))
        break
      case 'ArrowUp':
        setHighlighted((index) => Math.max(index - 1, 0))
        break
      case 'Home':
        setHighlighted(0)
        break
      case 'End':
        setHighlighted(last)
        break
      case 'Enter':
      case ' ':
        pick(highlighted)
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
    event.preventDefault()
    event.stopPropagation()
  }

  return (
    <div
      ref={listRef}
      id={id}
      role="listbox"
      tabIndex={-1}
      className="sb-lang__list"
      aria-label={t`Language`}
      aria-activedescendant={`${id}-option-${highlighted}`}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => (
        // Options take no focus and no keys of their own: the listbox handles both.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox
        <div
          key={item.code}
          id={`${id}-option-${index}`}
          role="option"
          className="sb-lang__option"
          aria-selected={item.code === value}
          data-index={index}
          data-highlighted={index === highlighted ? '' : undefined}
          data-state={item.code === value ? 'checked' : 'unchecked'}
          lang={isSiteLocale(item.code) ? localeTags[item.code] : undefined}
          onPointerMove={() => setHighlighted(index)}
          onClick={() => pick(index)}
        >
          <LanguageFlag code={item.code} />
          <span className="sb-lang__name">{item.name}</span>
        </div>
      ))}
    </div>
  )
}
