import { type KeyboardEvent, type ReactNode, useRef } from 'react'
import { useControllableState } from '../../internal/use-controllable-state'

export interface TabItem<V extends string | number> {
  value: V
  label: ReactNode
  /** A count shown beside the label ("Live 7"). */
  count?: number
  disabled?: boolean
}

export interface TabsProps<V extends string | number> {
  /** The tab list's name ("Sports", "Matches to show"). */
  label: string
  items: readonly TabItem<V>[]
  value?: V
  defaultValue?: V
  onValueChange?: (value: V) => void
  /** The id of the panel the tabs control (aria-controls). */
  panelId?: string
  /** 'pill' for a filter row, 'line' for a page's sections. */
  variant?: 'pill' | 'line'
  className?: string
}

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab in the Tab order, arrows, Home and End move and select.
 * Controlled (`value` + `onValueChange`) or not (`defaultValue`).
 */
export const Tabs = /* @__PURE__ */ Object.assign(
  function Tabs<V extends string | number>({
    label,
    items,
    value: valueProp,
    defaultValue,
    onValueChange,
    panelId,
    variant = 'pill',
    className,
  }: TabsProps<V>) {
    const [value, setValue] = useControllableState<V>({
      value: valueProp,
      defaultValue: (defaultValue ?? items[0]?.value) as V,
      onChange: onValueChange,
    })
    const listRef = useRef<HTMLDivElement>(null)
    const enabled = items.filter((item) => !item.disabled)

    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      const index = enabled.findIndex((item) => item.value === value)
      let next: number | null = null
      if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % enabled.length
      else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
        next = (index - 1 + enabled.length) % enabled.length
      else if (event.key === 'Home') next = 0
      else if (event.key === 'End') next = enabled.length - 1
      if (next === null) return
      event.preventDefault()
      const item = enabled[next]
      if (!item) return
      setValue(item.value)
      listRef.current?.querySelector<HTMLElement>(`[data-value="${String(item.value)}"]`)?.focus()
    }

    return (
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={`sb-tabs sb-tabs--${variant}${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.value === value
          return (
            <button
              key={String(item.value)}
              type="button"
              role="tab"
              className="sb-tabs__tab"
              data-value={String(item.value)}
              data-state={selected ? 'active' : 'inactive'}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => setValue(item.value)}
            >
              <span>{item.label}</span>
              {item.count !== undefined ? <span className="sb-tabs__count">{item.count}</span> : null}
            </button>
          )
        })}
      </div>
    )
  },
  { displayName: 'Tabs' },
)
