import { useLingui } from '@lingui/react/macro'
import { type BalanceEntry, compactAmount, displayBalance, groupDigits } from '@sportsbook/sdk'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useListKeyboard } from '../../internal/list-keyboard'
import { useCloseOnOutsidePointer } from '../../internal/use-outside-pointer'

/** What {@link CurrencyMenu} takes from {@link BalanceDisplay}. */
export interface CurrencyMenuProps {
  /** The visible entries, in the wallet's order. */
  entries: readonly BalanceEntry[]
  /** The currency the member plays in (the user info's). */
  currencyCode: string
  /** The language tag digits are grouped for. */
  tag: string
  compact: boolean
  /** While a switch is on its way. */
  busy: boolean
  onCurrencyChange(currencyCode: string): void
}

/**
 * The header balance as a currency switch (as wallets in Stake and bet365 do): the button shows the display
 * balance of the currency in play, its menu every currency the wallet holds with the member's balance in each
 * (menu button pattern with radio items: arrows move, Enter picks, Escape closes and returns to the button).
 */
export function CurrencyMenu({
  entries,
  currencyCode,
  tag,
  compact,
  busy,
  onCurrencyChange,
}: CurrencyMenuProps) {
  const { t } = useLingui()
  const id = useId()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([])
  const current = entries.find((entry) => entry.currencyCode === currencyCode) ?? entries[0]
  const shown = (entry: BalanceEntry) => {
    const amount = displayBalance(entry)
    return groupDigits(compact ? compactAmount(amount, entry.scale) : amount, tag)
  }
  const close = () => {
    setOpen(false)
    triggerRef.current?.focus()
  }
  const pick = (index: number) => {
    close()
    const chosen = entries[index]
    if (chosen && chosen.currencyCode !== current?.currencyCode) onCurrencyChange(chosen.currencyCode)
  }
  const keyboard = useListKeyboard({
    count: entries.length,
    wrap: true,
    labels: entries.map((entry) => entry.currencyCode),
    onPick: pick,
    onClose: close,
    onLeave: () => setOpen(false),
  })
  const focusIndex = keyboard.highlighted
  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus()
  }, [open, focusIndex])
  useCloseOnOutsidePointer(open, rootRef, setOpen)

  const openAt = (index: number) => {
    keyboard.setHighlighted(index)
    setOpen(true)
  }
  const currentIndex = Math.max(0, entries.indexOf(current as BalanceEntry))
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(event.key === 'ArrowDown' ? currentIndex : entries.length - 1)
    }
  }
  if (!current) return null
  const state = open ? 'open' : 'closed'
  return (
    <div ref={rootRef} className="sb-balance__switch" data-state={state}>
      <button
        ref={triggerRef}
        type="button"
        className="sb-menu__trigger sb-balance__entry"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={t`Balance ${shown(current)} ${current.currencyCode}, change currency`}
        data-currency={current.currencyCode}
        disabled={busy}
        onClick={() => (open ? setOpen(false) : openAt(currentIndex))}
        onKeyDown={onTriggerKeyDown}
      >
        <span className="sb-balance__amount">{shown(current)}</span>{' '}
        <span className="sb-balance__currency">{current.currencyCode}</span>
        <span className="sb-lang__chevron" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-label={t`Currency to play in`}
          className="sb-menu sb-balance__menu"
          onKeyDown={keyboard.onKeyDown}
        >
          {entries.map((entry, index) => (
            <button
              key={`${entry.currencyId}-${entry.currencyCode}`}
              ref={(element) => {
                itemRefs.current[index] = element
              }}
              type="button"
              role="menuitemradio"
              aria-checked={entry === current}
              tabIndex={index === focusIndex ? 0 : -1}
              className="sb-menu__item sb-balance__option"
              data-currency={entry.currencyCode}
              onClick={() => pick(index)}
            >
              <span className="sb-balance__currency-code">{entry.currencyCode}</span>
              <span className="sb-balance__amount">{shown(entry)}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
