import { type ComponentPropsWithRef, type KeyboardEvent, type ReactNode, useRef } from 'react'
import { useMergedRefs } from '../../internal/merged-refs'
import { useControllableState } from '../../internal/use-controllable-state'
import { withRef } from '../../internal/with-ref'

/** One tab of Tabs. */
export interface TabItem<V extends string | number> {
  /** Controlled selected value. */
  value: V
  label: ReactNode
  /** A count shown beside the label ("Live 7"). */
  count?: number
  disabled?: boolean
}

/** Props of {@link Tabs}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface TabsProps<V extends string | number>
  extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> {
  /** The tab list's name ("Sports", "Matches to show"). */
  label: string
  /** The tabs, in order. */
  items: readonly TabItem<V>[]
  value?: V
  /** Selected value of uncontrolled tabs at first render (the first tab by default). */
  defaultValue?: V
  /** Called with the selected tab's value. */
  onValueChange?: (value: V) => void
  /** The id of the panel the tabs control (aria-controls). */
  panelId?: string
  /** 'pill' for a filter row, 'line' for a page's sections. */
  variant?: 'pill' | 'line'
}

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab in the Tab order, arrows, Home and End move and select.
 * Controlled (`value` + `onValueChange`) or not (`defaultValue`).
 */
export const Tabs = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function Tabs<V extends string | number>({
    label,
    items,
    value: valueProp,
    defaultValue,
    onValueChange,
    panelId,
    variant = 'pill',
    className,
    ref,
    ...rest
  }: TabsProps<V>) {
    const [value, setValue] = useControllableState<V>({
      value: valueProp,
      defaultValue: (defaultValue ?? items[0]?.value) as V,
      onChange: onValueChange,
    })
    const listRef = useRef<HTMLDivElement>(null)
    const listRefs = useMergedRefs(listRef, ref)
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
        {...rest}
        ref={listRefs}
        role="tablist"
        aria-label={label}
        className={`sb-tabs sb-tabs--${variant}${className ? ` ${className}` : ''}`}
        onKeyDown={(event) => {
          // The caller's handler runs first and may keep the arrows for itself with preventDefault.
          rest.onKeyDown?.(event)
          if (!event.defaultPrevented) onKeyDown(event)
        }}
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
  }),
  { displayName: 'Tabs' },
)
