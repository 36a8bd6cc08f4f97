import { useLingui } from '@lingui/react/macro'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { isSiteLocale, localeTags } from '../../i18n/locales'
import { useListKeyboard } from '../../internal/list-keyboard'
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
  const listRef = useRef<HTMLDivElement>(null)
  const { highlighted, setHighlighted, onKeyDown } = useListKeyboard({
    count: items.length,
    initialIndex,
    labels: items.map((item) => item.name),
    onPick: (index) => {
      const item = items[index]
      if (item) onPick(item.code)
    },
    onClose,
    onLeave,
  })

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
          onClick={() => onPick(item.code)}
        >
          <LanguageFlag code={item.code} />
          <span className="sb-lang__name">{item.name}</span>
        </div>
      ))}
    </div>
  )
}
