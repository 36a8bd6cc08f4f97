import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import { withRef } from '../../internal/with-ref'
import { FormSubmit } from '../cashier/money-form'
import { SelectField } from '../field/SelectField'

/** Props of {@link RealityCheckSetting}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to it. */
export interface RealityCheckSettingProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  /** The interval in force (0 = off). */
  minutes: number
  /** The brand's choices (`sysinit` → `protection.realityCheckMinutes`). */
  choices: readonly number[]
  /** Called with the interval chosen, in minutes (0 = off). */
  onSave: (minutes: number) => void
  busy?: boolean
  /** The server's refusal of the last try. */
  error?: string | null
}

/** The reality-check interval: how often, while signed in, the site stops to show the time and money spent. */
export const RealityCheckSetting = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function RealityCheckSetting({
    minutes,
    choices,
    onSave,
    busy = false,
    error,
    className,
    ...rest
  }: RealityCheckSettingProps) {
    const { t } = useLingui()
    const [chosen, setChosen] = useState(minutes)
    const options = choices.includes(minutes) ? choices : [minutes, ...choices]
    const submit = (event: FormEvent) => {
      event.preventDefault()
      onSave(chosen)
    }
    return (
      <form
        {...rest}
        className={className ? `sb-cashier-form ${className}` : 'sb-cashier-form'}
        aria-busy={busy || undefined}
        onSubmit={submit}
      >
        <SelectField
          label={<Trans>Remind me every</Trans>}
          value={chosen}
          options={options}
          optionLabel={(option) => (option === 0 ? t`Never` : t`${option} minutes`)}
          onValueChange={setChosen}
          disabled={busy}
        />
        <FormSubmit error={error} disabled={busy || chosen === minutes}>
          <Trans>Save</Trans>
        </FormSubmit>
      </form>
    )
  }),
  { displayName: 'RealityCheckSetting' },
)
