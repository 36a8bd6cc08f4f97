import { useLingui } from '@lingui/react/macro'
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useId,
  useRef,
  useState,
} from 'react'
import { useMergedRefs } from '../../internal/merged-refs'
import { useControllableState } from '../../internal/use-controllable-state'
import { useCloseOnOutsidePointer } from '../../internal/use-outside-pointer'
import { withRef } from '../../internal/with-ref'
import { LanguageFlag } from './LanguageFlag'

const loadList = () => import('./LanguageList')
const LanguageList = lazy(() => loadList().then((module) => ({ default: module.LanguageList })))

/** One language of a {@link LanguageDropdown}. */
export interface LanguageOption {
  /** The site code (en, zht, zh, id, ko, th, ja, kh, in, hi, br, vi, ms, pt, or another the server lists). */
  code: string
  /** The language's name as the server gives it. */
  name: string
}

/**
 * Props of {@link LanguageDropdown}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its
 * root.
 */
export interface LanguageDropdownProps
  extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> {
  /** The server's languages plus zh, zht and en, merged by the site. */
  items: readonly LanguageOption[]
  /** Controlled selected code. */
  value?: string
  /** Selected code of an uncontrolled dropdown at first render. */
  defaultValue?: string
  /** Called with the picked language's code. */
  onChange?: (code: string) => void
  /**
   * 'full' shows the flag and the language's name; 'compact' only the flag and the code, for tight headers
   * (the site uses 'full' under #/index and 'compact' under #/mini).
   */
  variant?: 'full' | 'compact'
  /** Which edge of the button the list lines up with: 'start' (default) or 'end' (for a header's far side). */
  align?: 'start' | 'end'
  /** The brand fixes the language (800001 forces Portuguese): the dropdown does not open and says why. */
  locked?: boolean
  /** The explanation shown when locked; a sentence naming the fixed language by default. */
  lockedReason?: ReactNode
}

/**
 * The language switcher: a button that opens a listbox of languages with their flags. Keyboard: Enter, Space or
 * the arrows open it; arrows, Home and End move; typing jumps to a name; Enter or Space picks; Escape closes.
 * The list is its own chunk, fetched when the pointer or the focus reaches the button.
 */
export const LanguageDropdown = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function LanguageDropdown({
    items,
    value: valueProp,
    defaultValue,
    onChange,
    variant = 'full',
    align = 'start',
    locked = false,
    lockedReason,
    className,
    ref,
    ...rest
  }: LanguageDropdownProps) {
    const { t } = useLingui()
    const [value, setValue] = useControllableState({
      value: valueProp,
      defaultValue: defaultValue ?? items[0]?.code ?? 'en',
      onChange,
    })
    const [open, setOpen] = useState(false)
    const [initialIndex, setInitialIndex] = useState(0)
    const rootRef = useRef<HTMLDivElement>(null)
    const rootRefs = useMergedRefs(rootRef, ref)
    const triggerRef = useRef<HTMLButtonElement>(null)
    const id = useId()
    const listId = `${id}-list`
    const reasonId = `${id}-reason`

    const selectedIndex = items.findIndex((item) => item.code === value)
    const selectedName = items[selectedIndex]?.name ?? value
    const reason = lockedReason ?? t`This site is shown in ${selectedName} only.`

    useCloseOnOutsidePointer(open, rootRef, setOpen)

    const openList = (index = selectedIndex) => {
      if (locked || items.length === 0) return
      setInitialIndex(Math.max(0, Math.min(index, items.length - 1)))
      setOpen(true)
    }

    const close = () => {
      setOpen(false)
      triggerRef.current?.focus()
    }

    const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        openList(selectedIndex >= 0 ? selectedIndex : event.key === 'ArrowUp' ? items.length - 1 : 0)
      }
    }

    const prefetchList = () => {
      if (!locked) void loadList()
    }

    const state = open ? 'open' : 'closed'
    return (
      <div
        {...rest}
        ref={rootRefs}
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
          onPointerEnter={prefetchList}
          onFocus={prefetchList}
        >
          <LanguageFlag code={value} />
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
          <Suspense fallback={null}>
            <LanguageList
              id={listId}
              items={items}
              value={value}
              initialIndex={initialIndex}
              onPick={(code) => {
                setValue(code)
                close()
              }}
              onClose={close}
              onLeave={() => setOpen(false)}
            />
          </Suspense>
        ) : null}
      </div>
    )
  }),
  { displayName: 'LanguageDropdown' },
)
