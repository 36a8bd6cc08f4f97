import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import {
  cleanCredential,
  confirmPasswordError,
  credentialMaxLength,
  passwordError,
} from '../../forms/credential-rules'
import { useFieldErrors } from '../../internal/field-errors'
import { SubmitButton } from '../../internal/submit-button'
import { withRef } from '../../internal/with-ref'
import { TextField } from '../field/TextField'

/** Props of {@link ResetPasswordForm}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to it. */
export interface ResetPasswordFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  /** Called with the new password as typed (the SDK hashes it) once it follows the rules and is typed twice. */
  onSubmit: (password: string) => void
  /** The link did not work (used, expired): shown over the form. */
  error?: string
  submitting?: boolean
}

type Field = 'password' | 'confirm'

/**
 * A new password from a reset link (`#/reset?token=`), under registration's rules: 6 to 16 characters, typed
 * twice alike.
 */
export const ResetPasswordForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ResetPasswordForm({
    onSubmit,
    error,
    submitting = false,
    className,
    ...rest
  }: ResetPasswordFormProps) {
    const { t } = useLingui()
    const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' })
    const { errors, refs, check } = useFieldErrors<Field>(['password', 'confirm'])

    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (submitting) return
      const found: Partial<Record<Field, string>> = {}
      if (passwordError(values.password)) found.password = t`Enter a password of 6 to 16 characters.`
      if (confirmPasswordError(values.password, values.confirm)) {
        found.confirm = t`The passwords do not match. Enter the same password again.`
      }
      if (check(found)) onSubmit(values.password)
    }

    const field = (name: Field) => ({
      ref: refs[name],
      value: values[name],
      onValueChange: (value: string) =>
        setValues((current) => ({ ...current, [name]: cleanCredential(value) })),
      error: errors[name],
      type: 'password',
      revealable: true,
      maxLength: credentialMaxLength,
      autoComplete: 'new-password',
      required: true,
    })

    return (
      <form
        {...rest}
        noValidate
        onSubmit={submit}
        aria-label={t`Choose a new password`}
        className={className ? `sb-account-security ${className}` : 'sb-account-security'}
      >
        {error ? (
          <p className="sb-account-security__error" role="alert">
            {error}
          </p>
        ) : null}
        <TextField label={t`New password`} hint={t`6 to 16 characters`} {...field('password')} />
        <TextField label={t`Confirm new password`} {...field('confirm')} />
        <SubmitButton className="sb-button sb-button--block" busy={submitting}>
          <Trans>Save password</Trans>
        </SubmitButton>
      </form>
    )
  }),
  { displayName: 'ResetPasswordForm' },
)
