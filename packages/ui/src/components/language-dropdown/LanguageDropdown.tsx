import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { isSiteLocale, localeTags } from '../../i18n/locales'
import { useControllableState } from '../../internal/use-controllable-state'
import { languageFlags } from './flags'

export interface LanguageOption {
  /** The site code (en, zht, zh, id, ko, th, ja, kh, in, hi, br, vi, ms, pt, or another the server lists). */
  code: string
  /** The language's name as the server gives it. */
  name: string
}

export interface LanguageDropdownProps {
  /** The server's languages plus zh, zht and en, merged by the site. */
  items: readonly LanguageOption[]
  /** Controlled selected code. */
  value?: string
  /** Selected code of an uncontrolled dropdown at first render. */
  defaultValue?: string
  onChange?: (code: string) => void
  /**
   * 'full' shows the flag and the language's name; 'compact' only the flag and the code, for tight headers
   * (the site uses 'full' under #/index and 'compact' under #/mini, spec section 2).
   */
  variant?: 'full' | 'compact'
  /** Which edge of the button the list lines up with: 'start' (default) or 'end' (for a header's far side). */
  align?: 'start' | 'end'
  /** The brand fixes the language (800001 forces Portuguese): the dropdown does not open and says why. */
  locked?: boolean
  /** The explanation shown when locked; a sentence naming the fixed language by default. */
  lockedReason?: ReactNode
  className?: string
}

function Flag({ code }: { code: string }) {
  const src = languageFlags[code]
  if (!src) return <span className="sb-lang__flag sb-lang__flag--none" aria-hidden="true" />
  return (
    <img className="sb-lang__flag" src={src} alt="" width={20} height={15} loading="lazy" decoding="async" />
  )
}

/**
 * The language switcher: a button that opens a listbox of languages with their flags. Keyboard: Enter, Space or
 * the arrows open it; arrows, Home and End move; typing jumps to a name; Enter or Space picks; Escape closes.
 */
export const LanguageDropdown = /* @__PURE__ */ Object.assign(
  function LanguageDropdown({
    items,
    value: valueProp,
    defaultValue,
    onChange,
    variant = 'full',
    align = 'start',
    locked = false,
    lockedReason,
    className,
  }: LanguageDropdownProps) {
    const { t } = useLingui()
    const [value, setValue] = useControllableState({
      value: valueProp,
      defaultValue: defaultValue ?? items[0]?.code ?? 'en',
      onChange,
    })
    const [open, setOpen] = useState(false)
    const [highlighted, setHighlighted] = useState(0)
    const rootRef = useRef<HTMLDivElement>(null)
    const triggerRef = useRef<HTMLButtonElement>(null)
    const listRef = useRef<HTMLDivElement>(null)
    const typed = useRef({ text: '', at: 0 })
    const id = useId()
    const listId = `${id}-list`
    const reasonId = `${id}-reason`

    const selectedIndex = items.findIndex((item) => item.code === value)
    const selected = items[selectedIndex]
    const selectedName = selected?.name ?? value
    const reason = lockedReason ?? t`This site is shown in ${selectedName} only.`

    useEffect(() => {
      if (!open) return
      listRef.current?.focus()
      const onPointerDown = (event: PointerEvent) => {
        if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
      }
      document.addEventListener('pointerdown', onPointerDown)
      return () => document.removeEventListener('pointerdown', onPointerDown)
    }, [open])

    useEffect(() => {
      if (!open) return
      listRef.current?.querySelector(`[data-index="${highlighted}"]`)?.scrollIntoView?.({ block: 'nearest' })
    }, [open, highlighted])

    const openList = (index = selectedIndex) => {
      if (locked || items.length === 0) return
      setHighlighted(Math.max(0, Math.min(index, items.length - 1)))
      setOpen(true)
    }

    const close = () => {
      setOpen(false)
      triggerRef.current?.focus()
    }

    const pick = (index: number) => {
      const item = items[index]
      if (item) setValue(item.code)
      close()
    }

    const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        openList(selectedIndex >= 0 ? selectedIndex : event.key === 'ArrowUp' ? items.length - 1 : 0)
      }
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

    const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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
          close()
          break
        case 'Tab':
          setOpen(false)
          return
        default:
          if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) jumpTo(event.key)
          return
      }
      event.preventDefault()
      event.stopPropagation()
    }

    const state = open ? 'open' : 'closed'
    return (
      <div
        ref={rootRef}
        className={className ? `sb-lang ${className}` : 'sb-lang'}
        data-state={state}
        data-variant={variant}
        data-align={align}
        data-locked={locked ? '' : undefined}
      >
        <button
          ref={triggerRef}
          type="button"
          className="sb-lang__trigger"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={t`Language: ${selectedName}`}
          aria-disabled={locked || undefined}
          aria-describedby={locked ? reasonId : undefined}
          title={locked && typeof reason === 'string' ? reason : undefined}
          data-state={state}
          onClick={() => (open ? close() : openList())}
          onKeyDown={onTriggerKeyDown}
        >
          <Flag code={value} />
          {variant === 'full' ? (
            <span className="sb-lang__name">{selectedName}</span>
          ) : (
            <span className="sb-lang__code">{value.toUpperCase()}</span>
          )}
          {locked ? null : <span className="sb-lang__chevron" aria-hidden="true" />}
        </button>
        {locked ? (
          <p id={reasonId} className={variant === 'full' ? 'sb-lang__reason' : 'sb-visually-hidden'}>
            {reason}
          </p>
        ) : null}
        {open ? (
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            tabIndex={-1}
            className="sb-lang__list"
            aria-label={t`Language`}
            aria-activedescendant={`${id}-option-${highlighted}`}
            onKeyDown={onListKeyDown}
          >
            {items.map((item, index) => (
              // The listbox keeps the focus and points at the highlighted option (aria-activedescendant), so options
              // take no focus and no keys of their own.
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
                <Flag code={item.code} />
                <span className="sb-lang__name">{item.name}</span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    )
  },
  { displayName: 'LanguageDropdown' },
)
