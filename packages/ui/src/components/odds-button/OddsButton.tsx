import { useLingui } from '@lingui/react/macro'
import type { OddsFormat } from '@sportsbook/sdk'
import { type ReactNode, useEffect, useRef } from 'react'
import { displayOdds } from '../../internal/display-odds'
import { useControllableState } from '../../internal/use-controllable-state'
import { flashPrice } from './flash-sweep'

export type OddsButtonStatus = 'open' | 'suspended' | 'closed' | 'settled'

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
  className?: string
}

/**
 * A price to pick: shows the odds in the player's format, `aria-pressed` when in the slip. A change of `odds`
 * flashes the button up or down: the flash element gets `data-state` for 1.2 s (flash-sweep.ts: one timer for the
 * page, no animation), so a price change costs one render of this button. An arrow glyph goes with the colour,
 * and the accessible name says which way the price moved.
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
    className,
  }: OddsButtonProps) {
    const { t } = useLingui()
    const [pressed, setPressed] = useControllableState({
      value: pressedProp,
      defaultValue: defaultPressed,
      onChange: onPressedChange,
    })
    const flashRef = useRef<HTMLSpanElement>(null)
    const shown = useRef(odds)

    useEffect(() => {
      const before = shown.current
      shown.current = odds
      const flash = flashRef.current
      if (before === odds || !flash) return
      flashPrice(flash, Number(odds) > Number(before) ? 'up' : 'down')
    }, [odds])

    const closed = locked || status === 'closed' || status === 'settled'
    const suspended = !closed && status === 'suspended'
    const state = closed ? 'locked' : suspended ? 'suspended' : pressed ? 'selected' : 'open'
    const price = displayOdds(odds, format)
    const before = previousOdds && previousOdds !== odds ? displayOdds(previousOdds, format) : null
    const rose = before !== null && Number(odds) > Number(previousOdds)
    const name = closed
      ? t`${selectionName}, ${marketName}, closed`
      : suspended
        ? t`${selectionName}, ${marketName}, suspended`
        : before === null
          ? t`${selectionName}, ${marketName}, odds ${price}`
          : rose
            ? t`${selectionName}, ${marketName}, odds ${price}, up from ${before}`
            : t`${selectionName}, ${marketName}, odds ${price}, down from ${before}`

    return (
      <button
        type="button"
        className={className ? `sb-odds-button ${className}` : 'sb-odds-button'}
        data-state={state}
        aria-pressed={pressed}
        aria-label={name}
        disabled={closed || suspended}
        onClick={() => setPressed(!pressed)}
      >
        {label !== undefined ? <span className="sb-odds-button__label">{label}</span> : null}
        <span className="sb-odds-button__odds">
          {closed || suspended ? <span className="sb-odds-button__lock" aria-hidden="true" /> : price}
        </span>
        <span ref={flashRef} className="sb-odds-button__flash" aria-hidden="true" />
      </button>
    )
  },
  { displayName: 'OddsButton' },
)
