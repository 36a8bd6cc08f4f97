import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'

export interface StakeFieldProps {
  /** The field's label ("Stake on Arsenal", "Parlay stake"). */
  label: string
  value: string
  onChange: (stake: string) => void
  /** Amounts a tap adds (the SDK's quick stakes, in the member's currency). */
  quickStakes?: readonly string[]
  onQuickStake?: (amount: string) => void
  onMax?: () => void
  currencyCode?: string | null
  /** Amounts as the page writes them (grouped digits). */
  formatAmount: (amount: string) => string
  /** The id of the text that says what is wrong with this bet. */
  describedBy?: string
  invalid?: boolean
  disabled?: boolean
}

/** A stake input (decimal keyboard on phones) with quick-stake and Max buttons. */
export function StakeField({
  label,
  value,
  onChange,
  quickStakes = [],
  onQuickStake,
  onMax,
  currencyCode,
  formatAmount,
  describedBy,
  invalid = false,
  disabled = false,
}: StakeFieldProps) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className="sb-stake">
      <label className="sb-stake__label" htmlFor={id}>
        {label}
      </label>
      <div className="sb-stake__row">
        <input
          id={id}
          className="sb-stake__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {currencyCode ? <span className="sb-stake__currency">{currencyCode}</span> : null}
      </div>
      {quickStakes.length > 0 || onMax ? (
        // biome-ignore lint/a11y/useSemanticElements: a named group of buttons, not a form's fieldset
        <div className="sb-stake__quick" role="group" aria-label={t`Quick stakes for ${label}`}>
          {onQuickStake
            ? quickStakes.map((amount) => {
                const shown = formatAmount(amount)
                return (
                  <button
                    key={amount}
                    type="button"
                    className="sb-stake__chip"
                    disabled={disabled}
                    aria-label={t`Add ${shown}`}
                    onClick={() => onQuickStake(amount)}
                  >
                    +{shown}
                  </button>
                )
              })
            : null}
          {onMax ? (
            <button type="button" className="sb-stake__chip" disabled={disabled} onClick={onMax}>
              {t`Max`}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
