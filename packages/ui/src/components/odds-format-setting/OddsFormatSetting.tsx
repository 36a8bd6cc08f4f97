import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type OddsFormat, oddsFormats } from '@sportsbook/sdk'
import { type HTMLAttributes, type Ref, useId } from 'react'
import { displayOdds } from '../../internal/display-odds'
import { useControllableState } from '../../internal/use-controllable-state'
import { withRef } from '../../internal/with-ref'

const formatNames = {
  decimal: msg`Decimal`,
  hongKong: msg`Hong Kong`,
  malay: msg`Malay`,
  indonesian: msg`Indonesian`,
  american: msg`American`,
  fractional: msg`Fractional`,
} as const

/** The sample price each choice shows itself with. */
const sample = '2.50'

/**
 * Props of {@link OddsFormatSetting};
 * any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root.
 */
export interface OddsFormatSettingProps
  extends Omit<HTMLAttributes<HTMLElement>, 'defaultValue' | 'onChange'> {
  /** The root element: a `div` for the select variant, a `fieldset` for the radio buttons. */
  ref?: Ref<HTMLElement>
  value?: OddsFormat
  defaultValue?: OddsFormat
  /** Called with the picked odds format. */
  onValueChange?: (format: OddsFormat) => void
  /** 'radios' for a settings page, 'select' for a toolbar. */
  variant?: 'radios' | 'select'
}

/** The player's odds format: six choices, each with a sample price in that format. */
export const OddsFormatSetting = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function OddsFormatSetting({
    value: valueProp,
    defaultValue = 'decimal',
    onValueChange,
    variant = 'radios',
    className,
    ref,
    ...rest
  }: OddsFormatSettingProps) {
    const { t, i18n } = useLingui()
    const [value, setValue] = useControllableState({
      value: valueProp,
      defaultValue,
      onChange: onValueChange,
    })
    const id = useId()
    const label = (format: OddsFormat) => `${i18n._(formatNames[format])} (${displayOdds(sample, format)})`
    const classes = `sb-odds-format sb-odds-format--${variant}${className ? ` ${className}` : ''}`
    if (variant === 'select') {
      return (
        <div {...rest} ref={ref as Ref<HTMLDivElement>} className={classes}>
          <label className="sb-odds-format__label" htmlFor={id}>
            {t`Odds format`}
          </label>
          <select
            id={id}
            className="sb-odds-format__select"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value as OddsFormat)}
          >
            {oddsFormats.map((format) => (
              <option key={format} value={format}>
                {label(format)}
              </option>
            ))}
          </select>
        </div>
      )
    }
    return (
      <fieldset {...rest} ref={ref as Ref<HTMLFieldSetElement>} className={classes}>
        <legend className="sb-odds-format__label">{t`Odds format`}</legend>
        {oddsFormats.map((format) => (
          <label
            key={format}
            className="sb-odds-format__choice"
            data-state={format === value ? 'checked' : 'unchecked'}
          >
            <input
              type="radio"
              name={id}
              value={format}
              checked={format === value}
              onChange={() => setValue(format)}
            />
            <span>{label(format)}</span>
          </label>
        ))}
      </fieldset>
    )
  }),
  { displayName: 'OddsFormatSetting' },
)
