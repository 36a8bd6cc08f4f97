import { useLingui } from '@lingui/react'
import type { OddsFormat } from '@sportsbook/sdk'
import {
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react'
import { displayOdds } from '../../internal/display-odds'
import { useMergedRefs } from '../../internal/merged-refs'
import { useControllableState } from '../../internal/use-controllable-state'
import { withRef } from '../../internal/with-ref'
import { flashPrice } from './flash-sweep'
import { oddsNames, openOddsName } from './odds-name'

/** The market's state behind a price: open to bets, suspended for a moment, closed or settled. */
export type OddsButtonStatus = 'open' | 'suspended' | 'closed' | 'settled'

/** Shows a new price on a mounted button without rendering it again (a live feed's tick). */
export interface OddsButtonPrice {
  /**
   * The text, the accessible name, the flash and (given a `status`) the state follow, as a render with these
   * props would show them.
   */
  show(odds: string, previousOdds: string | null | undefined, status?: OddsButtonStatus): void
}

/** Props of {@link OddsButton}; any other prop of a `button` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface OddsButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'value' | 'defaultValue'> {
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
  /** Called with the new pressed state (in the bet slip or not). */
  onPressedChange?: (pressed: boolean) => void
  /**
   * Receives the button's `show`: a live price moves the text in place, and suspends or opens the button, with no
   * render (LiveOddsButton). A later render must pass the price and the status last shown.
   */
  priceRef?: Ref<OddsButtonPrice>
}

/** `data-state`: a closed or settled market and a locked button show locked, a suspended one suspended. */
function buttonState(locked: boolean, status: OddsButtonStatus, pressed: boolean) {
  if (locked || status === 'closed' || status === 'settled') return 'locked'
  if (status === 'suspended') return 'suspended'
  return pressed ? 'selected' : 'open'
}

/**
 * A price to pick: shows the odds in the player's format, `aria-pressed` when in the slip. A change of `odds`
 * flashes the button up or down: it gets `data-flash` for 1.2 s (flash-sweep.ts: one timer for the page, no
 * animation). An arrow painted in its corner goes with the colour, and the accessible name says which way the price
 * moved. A live feed moves the price through `priceRef` (a text node, an attribute and the flash: no render), and
 * suspends and opens it there too: the price and the padlock are both always in the button, its `data-state`
 * shows one of them.
 */
export const OddsButton = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function OddsButton({
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
    ref,
    ...rest
  }: OddsButtonProps) {
    const { i18n } = useLingui()
    const [pressed, setPressed] = useControllableState({
      value: pressedProp,
      defaultValue: defaultPressed,
      onChange: onPressedChange,
    })
    const buttonRef = useRef<HTMLButtonElement>(null)
    const buttonRefs = useMergedRefs(buttonRef, ref)
    const oddsRef = useRef<HTMLSpanElement>(null)
    // The price and status on screen, whether a render or `show` put them there: a flash compares with the price.
    // One object per button, changed in place: a tick allocates nothing here.
    const shown = useRef({ odds, status }).current
    // The names change with the language, not with the price: looked up once, filled in per price.
    const names = useMemo(
      () => oddsNames(i18n, selectionName, marketName),
      [i18n, i18n.locale, selectionName, marketName],
    )

    const closed = locked || status === 'closed' || status === 'settled'
    const suspended = !closed && status === 'suspended'
    const state = buttonState(locked, status, pressed)
    const view = useRef({ names, format, locked, pressed })
    view.current = { names, format, locked, pressed }

    useImperativeHandle(
      priceRef,
      () => ({
        show(next, before, nextStatus) {
          const was = shown.odds
          const status = nextStatus ?? shown.status
          const moved = next !== was
          const restated = status !== shown.status
          if (!moved && !restated) return
          shown.odds = next
          shown.status = status
          const button = buttonRef.current
          if (!button) return
          const { names, format, locked, pressed } = view.current
          const state = buttonState(locked, status, pressed)
          const open = state === 'open' || state === 'selected'
          const price = displayOdds(next, format)
          const text = oddsRef.current?.firstChild
          // The price is written while suspended too (hidden): it shows as it is when the market opens again.
          if (moved && text && text.nodeType === 3) (text as Text).data = price
          if (restated) {
            button.setAttribute('data-state', state)
            button.disabled = !open
          }
          if (open) {
            const from = before && before !== next ? displayOdds(before, format) : null
            button.setAttribute('aria-label', openOddsName(names, price, from, Number(next) > Number(before)))
          } else if (restated) {
            button.setAttribute('aria-label', state === 'locked' ? names.closed : names.suspended)
          }
          if (moved) flashPrice(button, Number(next) > Number(was) ? 'up' : 'down')
        },
      }),
      [shown],
    )

    useEffect(() => {
      const before = shown.odds
      shown.odds = odds
      const button = buttonRef.current
      if (before === odds || !button) return
      flashPrice(button, Number(odds) > Number(before) ? 'up' : 'down')
    }, [shown, odds])
    useEffect(() => {
      shown.status = status
    }, [shown, status])
    // `disabled` is written to the element, never passed as a prop: React drops the clicks of an element whose
    // last rendered props said disabled, so a price rendered suspended and opened by `show` could not be picked.
    const disabled = closed || suspended
    useLayoutEffect(() => {
      if (buttonRef.current) buttonRef.current.disabled = disabled
    }, [disabled])

    const price = displayOdds(odds, format)
    const before = previousOdds && previousOdds !== odds ? displayOdds(previousOdds, format) : null
    const name = closed
      ? names.closed
      : suspended
        ? names.suspended
        : openOddsName(names, price, before, Number(odds) > Number(previousOdds))

    return (
      <button
        {...rest}
        ref={buttonRefs}
        type="button"
        className={className ? `sb-odds-button ${className}` : 'sb-odds-button'}
        data-state={state}
        aria-pressed={pressed}
        aria-label={name}
        onClick={(event) => {
          // The caller's handler runs first and may keep the button as it is with preventDefault.
          rest.onClick?.(event)
          if (!event.defaultPrevented) setPressed(!pressed)
        }}
      >
        {label !== undefined ? <span className="sb-odds-button__label">{label}</span> : null}
        <span ref={oddsRef} className="sb-odds-button__odds">
          {price}
        </span>
        <span className="sb-odds-button__closed" aria-hidden="true">
          <span className="sb-odds-button__lock" />
        </span>
      </button>
    )
  }),
  { displayName: 'OddsButton' },
)
