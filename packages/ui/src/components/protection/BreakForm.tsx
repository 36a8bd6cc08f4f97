import { Trans, useLingui } from '@lingui/react/macro'
import type { SelfExclusionDuration, TimeOutDuration } from '@sportsbook/sdk'
import { breakEndOf } from '@sportsbook/sdk/protocol'
import { type FormEvent, type Ref, useState } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import {
  FormSubmit,
  MoneyForm,
  type MoneyFormProps,
  type MoneyFormState,
  type MoneyResult,
} from '../cashier/money-form'
import { SelectField } from '../field/SelectField'
import { TextField } from '../field/TextField'
import { breakDurationLabel } from './protection-texts'

/** Which break: a time-out (short, weeks at most) or a self-exclusion (months, years or for good). */
export type BreakKind = 'timeOut' | 'selfExclusion'

/** Props of {@link BreakForm}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to it. */
export interface BreakFormProps extends Omit<MoneyFormProps, 'onSubmit' | 'ref'>, MoneyFormState {
  ref?: Ref<HTMLFormElement>
  kind: BreakKind
  /** The brand's lengths (`sysinit` → `protection.timeOutDurations` or `selfExclusionDurations`). */
  durations: readonly (TimeOutDuration | SelfExclusionDuration)[]
  /** Now, in server time where known: the end shown is counted from it. */
  now?: () => number
  /** Takes the break with the login password; resolves false when refused (a wrong password). */
  onTakeBreak: (input: { duration: TimeOutDuration | SelfExclusionDuration; password: string }) => MoneyResult
}

/**
 * A time-out or a self-exclusion, in two steps: the player picks a length, then reads
 * what it means and when it ends, and confirms with the login password. It starts at once, logs out every
 * session and cannot be shortened or lifted, as the confirmation says.
 */
export const BreakForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function BreakForm({
    kind,
    durations,
    now = Date.now,
    onTakeBreak,
    busy,
    error,
    className,
    ...rest
  }: BreakFormProps) {
    const { i18n, t } = useLingui()
    const format = useFormatters()
    const [duration, setDuration] = useState(durations[0])
    const [confirming, setConfirming] = useState(false)
    const [password, setPassword] = useState('')
    const [tried, setTried] = useState(false)
    if (!duration) return null
    const end = breakEndOf(duration, now())
    const endDate = end === null ? '' : format.dateTime(end)
    const endText = end === null ? t`It has no end date.` : t`It ends on ${endDate}.`

    const submit = (event: FormEvent) => {
      event.preventDefault()
      if (!confirming) {
        setConfirming(true)
        return
      }
      setTried(true)
      if (password === '') return
      void Promise.resolve(onTakeBreak({ duration, password })).then((done) => {
        if (done !== false) setPassword('')
      })
    }
    return (
      <MoneyForm
        {...rest}
        className={className ? `sb-break-form ${className}` : 'sb-break-form'}
        data-kind={kind}
        data-state={confirming ? 'confirming' : 'choosing'}
        onSubmit={submit}
        busy={busy}
      >
        <SelectField
          label={kind === 'timeOut' ? <Trans>Time-out length</Trans> : <Trans>Self-exclusion length</Trans>}
          value={duration}
          options={durations}
          optionLabel={(item) => breakDurationLabel(i18n, item)}
          onValueChange={setDuration}
          disabled={busy || confirming}
        />
        {confirming ? (
          <fieldset className="sb-break-form__confirm">
            <legend className="sb-visually-hidden">{t`Confirm the break`}</legend>
            <p className="sb-break-form__meaning">
              {kind === 'timeOut' ? (
                <Trans>
                  During a time-out you cannot bet, deposit or play games. You can still log in to see your
                  balance and withdraw. Every session you have open is logged out now.
                </Trans>
              ) : (
                <Trans>
                  During a self-exclusion you cannot bet, deposit or play games, and we send you no offers.
                  You can still log in to see your balance and withdraw. Every session you have open is logged
                  out now.
                </Trans>
              )}
            </p>
            <p className="sb-break-form__end" data-field="end">
              {endText} <Trans>Nobody can shorten or lift it before then, you or us.</Trans>
            </p>
            <TextField
              label={t`Login password`}
              type="password"
              autoComplete="current-password"
              revealable
              value={password}
              disabled={busy}
              onValueChange={setPassword}
              error={tried && password === '' ? t`Enter your login password.` : undefined}
            />
          </fieldset>
        ) : null}
        <div className="sb-break-form__actions">
          <FormSubmit error={error} disabled={busy}>
            {confirming ? (
              kind === 'timeOut' ? (
                <Trans>Start the time-out now</Trans>
              ) : (
                <Trans>Exclude me now</Trans>
              )
            ) : kind === 'timeOut' ? (
              <Trans>Take a time-out</Trans>
            ) : (
              <Trans>Exclude myself</Trans>
            )}
          </FormSubmit>
          {confirming ? (
            <button
              type="button"
              className="sb-button sb-button--secondary"
              data-action="cancel"
              disabled={busy}
              onClick={() => {
                setConfirming(false)
                setPassword('')
                setTried(false)
              }}
            >
              <Trans>Cancel</Trans>
            </button>
          ) : null}
        </div>
      </MoneyForm>
    )
  }),
  { displayName: 'BreakForm' },
)
