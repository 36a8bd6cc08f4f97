import { Trans, useLingui } from '@lingui/react/macro'
import type { LimitPeriod } from '@sportsbook/sdk'
import { type FormEvent, type Ref, useId, useState } from 'react'
import { withRef } from '../../internal/with-ref'
import { AmountField } from '../cashier/AmountField'
import {
  FormError,
  MoneyForm,
  type MoneyFormProps,
  type MoneyFormState,
  type MoneyResult,
  useAmountEntry,
} from '../cashier/money-form'
import type { LimitDraft } from './LimitForm'
import { LimitPeriodField } from './limit-period-field'

/** Props of {@link DepositLimitPrompt}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to it. */
export interface DepositLimitPromptProps extends Omit<MoneyFormProps, 'onSubmit' | 'ref'>, MoneyFormState {
  ref?: Ref<HTMLFormElement>
  /** The currency the member deposits in, and its scale. */
  currencyCode: string
  scale: number
  /** The brand's periods; the first is chosen. */
  periods: readonly LimitPeriod[]
  /** Sets the deposit limit; resolves false when refused. */
  onSetLimit: (draft: LimitDraft) => MoneyResult
  /** The player goes on without a limit: the prompt is never a condition. */
  onSkip: () => void
}

/**
 * The deposit-limit prompt of registration and the first deposit (UK rules since 2025): it offers a limit and
 * never requires one; "Not now" goes on at once.
 */
export const DepositLimitPrompt = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function DepositLimitPrompt({
    currencyCode,
    scale,
    periods,
    onSetLimit,
    onSkip,
    busy,
    error,
    className,
    ...rest
  }: DepositLimitPromptProps) {
    const { t } = useLingui()
    const headingId = useId()
    const [period, setPeriod] = useState<LimitPeriod>(periods[0] ?? 'month')
    const entry = useAmountEntry()
    const submit = (event: FormEvent) => {
      event.preventDefault()
      const amount = entry.take({ scale })
      if (amount !== null)
        void entry.clearUnlessRefused(onSetLimit({ kind: 'deposit', period, currencyCode, amount }))
    }
    return (
      <MoneyForm
        {...rest}
        className={className ? `sb-deposit-limit-prompt ${className}` : 'sb-deposit-limit-prompt'}
        aria-labelledby={headingId}
        onSubmit={submit}
        busy={busy}
      >
        <h3 id={headingId} className="sb-deposit-limit-prompt__title">
          <Trans>Set a deposit limit?</Trans>
        </h3>
        <p className="sb-deposit-limit-prompt__text">
          <Trans>
            A deposit limit caps what you can pay in. You can set one now or later on the safer gambling page.
            It is up to you.
          </Trans>
        </p>
        <LimitPeriodField value={period} periods={periods} onValueChange={setPeriod} disabled={busy} />
        <AmountField
          label={t`Limit`}
          {...entry.field({ scale })}
          currencyCode={currencyCode}
          disabled={busy}
        />
        <FormError error={error} />
        <div className="sb-deposit-limit-prompt__actions">
          <button type="submit" className="sb-button" disabled={busy}>
            <Trans>Set limit</Trans>
          </button>
          <button
            type="button"
            className="sb-button sb-button--secondary"
            data-action="skip"
            disabled={busy}
            onClick={onSkip}
          >
            <Trans>Not now</Trans>
          </button>
        </div>
      </MoneyForm>
    )
  }),
  { displayName: 'DepositLimitPrompt' },
)
