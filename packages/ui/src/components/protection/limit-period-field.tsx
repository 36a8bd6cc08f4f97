import { Trans, useLingui } from '@lingui/react/macro'
import type { LimitPeriod } from '@sportsbook/sdk'
import { SelectField } from '../field/SelectField'
import { periodLabel } from './protection-texts'

/** The period of a limit being set (a day, a week, a month), as the limit form and the deposit limit prompt ask it. */
export function LimitPeriodField({
  value,
  periods,
  onValueChange,
  disabled,
}: {
  value: LimitPeriod
  periods: readonly LimitPeriod[]
  onValueChange: (period: LimitPeriod) => void
  disabled?: boolean | undefined
}) {
  const { i18n } = useLingui()
  return (
    <SelectField
      label={<Trans>Period</Trans>}
      value={value}
      options={periods}
      optionLabel={(item) => periodLabel(i18n, item)}
      onValueChange={onValueChange}
      disabled={disabled}
    />
  )
}
