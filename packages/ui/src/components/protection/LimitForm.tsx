import { Trans, useLingui } from '@lingui/react/macro'
import type { LimitKind, LimitPeriod } from '@sportsbook/sdk'
import { type FormEvent, type Ref, useState } from 'react'
import { withRef } from '../../internal/with-ref'
import { AmountField } from '../cashier/AmountField'
import {
  FormSubmit,
  MoneyForm,
  type MoneyFormProps,
  type MoneyFormState,
  type MoneyResult,
  useAmountEntry,
} from '../cashier/money-form'
import { SelectField } from '../field/SelectField'
import { TextField } from '../field/TextField'
import { LimitPeriodField } from './limit-period-field'
import { limitKindLabel } from './protection-texts'

/** A limit as the form sends it (`limit/set`; an operator's adds `reason`). */
export interface LimitDraft {
  kind: LimitKind
  period: LimitPeriod
  /** Null for a time limit. */
  currencyCode: string | null
  /** Money at the currency's scale, or whole minutes for a time limit. */
  amount: string
  /** An operator's reason (with `withReason`). */
  reason?: string
}

/** Props of {@link LimitForm}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to it. */
export interface LimitFormProps extends Omit<MoneyFormProps, 'onSubmit' | 'ref'>, MoneyFormState {
  ref?: Ref<HTMLFormElement>
  /** The member's currencies: a money limit counts in one of them. */
  currencies: readonly { currencyCode: string; scale: number }[]
  /** The brand's periods (`sysinit` → `protection.limitPeriods`). */
  periods: readonly LimitPeriod[]
  /** The kinds offered (all four by default). */
  kinds?: readonly LimitKind[]
  /** How long a higher limit waits (`increaseDelayHours`), said beside the form; unsaid when left out. */
  increaseDelayHours?: number
  /** Asks for the operator's reason too (the operator console). */
  withReason?: boolean
  /** Resolves false when the server refused it (what was typed stays). */
  onSetLimit: (draft: LimitDraft) => MoneyResult
}

const allKinds: readonly LimitKind[] = ['deposit', 'loss', 'wager', 'session']
// A time limit is whole minutes, at most every minute of its period.
const minutesIn: Record<LimitPeriod, number> = { day: 1440, week: 10_080, month: 43_200 }

/**
 * Sets a limit: its kind, rolling period, currency and amount (minutes for a time limit). A lower limit applies at
 * once, a higher one only after the brand's delay and the member's confirmation, as the form says.
 */
export const LimitForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function LimitForm({
    currencies,
    periods,
    kinds = allKinds,
    increaseDelayHours,
    withReason = false,
    onSetLimit,
    busy,
    error,
    ...rest
  }: LimitFormProps) {
    const { i18n, t } = useLingui()
    const [kind, setKind] = useState<LimitKind>(kinds[0] ?? 'deposit')
    const [period, setPeriod] = useState<LimitPeriod>(periods[0] ?? 'day')
    const [currencyCode, setCurrencyCode] = useState(currencies[0]?.currencyCode ?? '')
    const [reason, setReason] = useState('')
    const [tried, setTried] = useState(false)
    const entry = useAmountEntry()
    const minutes = kind === 'session'
    const scale = minutes ? 0 : (currencies.find((c) => c.currencyCode === currencyCode)?.scale ?? 2)
    const limits = { scale, ...(minutes ? { min: '1', max: String(minutesIn[period]) } : {}) }

    const submit = (event: FormEvent) => {
      event.preventDefault()
      setTried(true)
      const amount = entry.take(limits)
      if (amount === null || (withReason && reason.trim() === '')) return
      const draft: LimitDraft = { kind, period, currencyCode: minutes ? null : currencyCode, amount }
      if (withReason) draft.reason = reason.trim()
      void entry.clearUnlessRefused(onSetLimit(draft)).then((done) => {
        if (done === false) return
        setReason('')
        setTried(false)
      })
    }
    return (
      <MoneyForm {...rest} className="sb-limit-form" onSubmit={submit} busy={busy}>
        <SelectField
          label={t`Kind of limit`}
          value={kind}
          options={kinds}
          optionLabel={(item) => limitKindLabel(i18n, item)}
          onValueChange={setKind}
          disabled={busy}
        />
        <LimitPeriodField value={period} periods={periods} onValueChange={setPeriod} disabled={busy} />
        {minutes ? null : (
          <SelectField
            label={t`Currency`}
            value={currencyCode}
            options={currencies.map((item) => item.currencyCode)}
            optionLabel={(code) => code}
            onValueChange={setCurrencyCode}
            disabled={busy}
          />
        )}
        <AmountField
          label={minutes ? t`Minutes` : t`Amount`}
          {...entry.field(limits)}
          currencyCode={minutes ? '' : currencyCode}
          max={minutes ? limits.max : undefined}
          disabled={busy}
        />
        {withReason ? (
          <TextField
            label={t`Reason`}
            value={reason}
            maxLength={200}
            onValueChange={setReason}
            error={tried && reason.trim() === '' ? t`Enter the reason.` : undefined}
          />
        ) : null}
        {increaseDelayHours !== undefined ? (
          <p className="sb-limit-form__note">
            <Trans>
              A lower limit applies at once. A higher limit, or a removal, applies only when you confirm it
              after {increaseDelayHours} hours.
            </Trans>
          </p>
        ) : null}
        <FormSubmit error={error} disabled={busy}>
          <Trans>Set limit</Trans>
        </FormSubmit>
      </MoneyForm>
    )
  }),
  { displayName: 'LimitForm' },
)
