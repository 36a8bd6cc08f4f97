import { useLingui } from '@lingui/react/macro'
import type { OddsChangePolicy } from '@sportsbook/sdk'
import { useId } from 'react'

export interface OddsChangePolicyFieldProps {
  value: OddsChangePolicy
  onChange: (policy: OddsChangePolicy) => void
  disabled?: boolean
}

/** What to do when the odds move before the bet is taken (`acceptOdds`: exact, higher or any). */
export function OddsChangePolicyField({ value, onChange, disabled = false }: OddsChangePolicyFieldProps) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className="sb-slip-policy">
      <label className="sb-slip-policy__label" htmlFor={id}>
        {t`When the odds change`}
      </label>
      <select
        id={id}
        className="sb-slip-policy__select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value as OddsChangePolicy)}
      >
        <option value="exact">{t`Accept the same odds only`}</option>
        <option value="higher">{t`Accept higher odds`}</option>
        <option value="any">{t`Accept any odds`}</option>
      </select>
    </div>
  )
}
