import { useLingui } from '@lingui/react'
import type { OddsFormat } from '@sportsbook/sdk'
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useMemo, useRef } from 'react'
import { displayOdds } from '../../internal/display-odds'
import { useControllableState } from '../../internal/use-controllable-state'
import { flashPrice } from './flash-sweep'
import { oddsNames, openOddsName } from './odds-name'

export type OddsButtonStatus = 'open' | 'suspended' | 'closed' | 'settled'

/** Shows a new price on a mounted button without rendering it again (a live feed's tick). */
export interface OddsButtonPrice {
  /** The text, the accessible name and the flash follow `odds`, as a render with these props would show them. */
  show(odds: string, previousOdds: string | null | undefined): void
}

export interface OddsButtonProps {
  /** The short text on the button: "1", "X", "-1.5", "Over 2.5". */
  label?: ReactNode
  /** The selection's full name for the accessible name: "Arsenal", "Draw", "Over 2.5". */
  selectionName: string
  /** The market's name for the accessible name: "Match result". */
  marketName: string
  /** Decimal odds as sent ("1.95"): shown in `format`. */
  odds: string
  format?: OddsFormat
  /** The market's status: suspended and closed odds cannot be picked. */
  status?: OddsButtonStatus
  /** Cannot be picked for another reason (the match is over, betting is off). */
  locked?: boolean
  /** The odds before the last change, named to screen readers ("up from 1.90"). */
  previousOdds?: string | null
  /** Controlled: the selection is in the bet slip. */
  pressed?: boolean
  defaultPressed?: boolean
  onPressedChange?: (pressed: boolean) => void
  /**
   * Receives the button's `show`: a live price moves the text in place, with no render (LiveOddsButton). A later
   * render must pass the price last shown.
   */
  priceRef?: Ref<OddsButtonPrice>
  className?: string
}

/**
 * A price to pick: shows the odds in the player's format, `aria-pressed` when in the slip. A change of `odds`
 * flashes the button up or down: it gets `data-flash` for 1.2 s (flash-sweep.ts: one timer for the page, no
 * animation). An arrow glyph goes with the colour, and the accessible name says which way the price
 * moved. A live feed moves the price through `priceRef` (a text node, an attribute and the flash: no render).
 */
export const OddsButton = /* @__PURE__ */ Object.assign(
  function OddsButton({
    label,
    selectionName,
    marketName,
    odds,
    format = 'decimal',
    status = 'open',
    locked = false,
    previousOdds,
    pressed: pressedProp,
    defaultPressed = false,
    onPressedChange,
    priceRef,
    className,
  }: OddsButtonProps) {
    const { i18n } = useLingui()
    const [pressed, setPressed] = useControllableState({
      value: pressedProp,
      defaultValue: defaultPressed,
      onChange: onPressedChange,
    })
    const buttonRef = useRef<HTMLButtonElement>(null)
    const oddsRef = useRef<HTMLSpanElement>(null)
    // The price on screen, whether a render or `show` put it there: a flash compares with it.
    const shown = useRef(odds)
    // The names change with the language, not with the price: looked up once, filled in per price.
    const names = useMemo(
      () => oddsNames(i18n, selectionName, marketName),
      [i18n, i18n.locale, selectionName, marketName],
    )

    const closed = locked || status === 'closed' || status === 'settled'
    const suspended = !closed && status === 'suspended'
    const state = closed ? 'locked' : suspended ? 'suspended' : pressed ? 'selected' : 'open'
    const view = useRef({ names, format, priced: !closed && !suspended })
    view.current = { names, format, priced: !closed && !suspended }

    useImperativeHandle(
      priceRef,
      () => ({
        show(next, before) {
          const was = shown.current
          if (next === was) return
          shown.current = next
          const button = buttonRef.current
          if (!button) return
          const { names, format, priced } = view.current
          const text = priced ? oddsRef.current?.firstChild : null
          if (text && text.nodeType === 3) {
            const price = displayOdds(next, format)
            ;(text as Text).data = price
            const from = before && before !== next ? displayOdds(before, format) : null
            button.setAttribute('aria-label', openOddsName(names, price, from, Number(next) > Number(before)))
          }
          flashPrice(button, Number(next) > Number(was) ? 'up' : 'down')
        },
      }),
      [],
    )

    useEffect(() => {
      const before = shown.current
      shown.current = odds
      const button = buttonRef.current
      if (before === odds || !button) return
      flashPrice(button, Number(odds) > Number(before) ? 'up' : 'down')
    }, [odds])

    const price = displayOdds(odds, format)
    const before = previousOdds && previousOdds !== odds ? displayOdds(previousOdds, format) : null
    const name = closed
      ? names.closed
      : suspended
        ? names.suspended
        : openOddsName(names, price, before, Number(odds) > Number(previousOdds))

    return (
      <button
        ref={buttonRef}
        type="button"
        className={className ? `sb-odds-button ${className}` : 'sb-odds-button'}
        data-state={state}
        aria-pressed={pressed}
        aria-label={name}
        disabled={closed || suspended}
        onClick={() => setPressed(!pressed)}
      >
        {label !== undefined ? <span className="sb-odds-button__label">{label}</span> : null}
        <span ref={oddsRef} className="sb-odds-button__odds">
          {closed || suspended ? <span className="sb-odds-button__lock" aria-hidden="true" /> : price}
        </span>
      </button>
    )
  },
  { displayName: 'OddsButton' },
)
