import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import { withRef } from '../../internal/with-ref'
import { TextField } from '../field/TextField'
import { FormError, MoneyForm, type MoneyFormState } from './money-form'

/**
 * Props of {@link WithdrawPasswordForm};
 * any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to its root.
 */
export interface WithdrawPasswordFormProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'>,
    MoneyFormState {
  /** A password is set already: the form asks for it before the new one. */
  hasPassword: boolean
  /** Called with the withdrawal password once both entries agree. */
  onSubmit: (values: { password: string; oldPassword: string }) => Promise<void> | void
  /** Shown once the password was saved. */
  saved?: boolean
}

/** Sets the withdraw password the first time, or changes it (current one first). 6 to 16 characters. */
export const WithdrawPasswordForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function WithdrawPasswordForm({
    hasPassword,
    onSubmit,
    error,
    busy = false,
    saved = false,
    className,
    ref,
    ...rest
  }: WithdrawPasswordFormProps) {
    const { t } = useLingui()
    const [oldPassword, setOldPassword] = useState('')
    const [password, setPassword] = useState('')
    const [confirm, setConfirm] = useState('')
    const [tried, setTried] = useState(false)
    const tooShort = password.length < 6 || password.length > 16
    const submit = async (event: FormEvent) => {
      event.preventDefault()
      setTried(true)
      if (tooShort || confirm !== password || (hasPassword && oldPassword === '')) return
      await onSubmit({ password, oldPassword: hasPassword ? oldPassword : '' })
      setOldPassword('')
      setPassword('')
      setConfirm('')
      setTried(false)
    }
    return (
      <MoneyForm {...rest} ref={ref} className={className} onSubmit={(event) => void submit(event)}>
        {hasPassword ? (
          <TextField
            label={t`Current withdraw password`}
            type="password"
            revealable
            autoComplete="current-password"
            value={oldPassword}
            onValueChange={setOldPassword}
            error={tried && oldPassword === '' ? t`Enter your current withdraw password.` : undefined}
          />
        ) : null}
        <TextField
          label={hasPassword ? t`New withdraw password` : t`Withdraw password`}
          type="password"
          revealable
          autoComplete="new-password"
          maxLength={16}
          value={password}
          onValueChange={setPassword}
          hint={t`6 to 16 characters, apart from your login password.`}
          error={tried && tooShort ? t`Use 6 to 16 characters.` : undefined}
        />
        <TextField
          label={t`Repeat the withdraw password`}
          type="password"
          autoComplete="new-password"
          maxLength={16}
          value={confirm}
          onValueChange={setConfirm}
          error={tried && confirm !== password ? t`The two passwords differ.` : undefined}
        />
        <FormError error={error} />
        {saved ? (
          <p className="sb-cashier__muted" role="status">
            <Trans>Withdraw password saved.</Trans>
          </p>
        ) : null}
        <button type="submit" className="sb-button" disabled={busy}>
          {hasPassword ? <Trans>Change withdraw password</Trans> : <Trans>Set withdraw password</Trans>}
        </button>
      </MoneyForm>
    )
  }),
  { displayName: 'WithdrawPasswordForm' },
)
