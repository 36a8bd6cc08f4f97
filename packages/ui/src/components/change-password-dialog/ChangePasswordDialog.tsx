import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useState } from 'react'
import {
  cleanCredential,
  confirmPasswordError,
  credentialMaxLength,
  passwordError,
} from '../../forms/credential-rules'
import { useFieldErrors } from '../../internal/field-errors'
import { SubmitButton } from '../../internal/submit-button'
import { useOpenState } from '../../internal/use-controllable-state'
import { withRef } from '../../internal/with-ref'
import { Dialog, type DialogProps } from '../dialog/Dialog'
import { TextField } from '../field/TextField'

/** What a ChangePasswordDialog sends. */
export interface ChangePasswordValues {
  /** Both as typed: the SDK hashes them before sending. */
  oldPassword: string
  newPassword: string
}

/**
 * Props of {@link ChangePasswordDialog}; any other prop of {@link Dialog} (`id`, `aria-*`, `data-*`, `ref`) goes to the dialog
 * panel.
 */
export interface ChangePasswordDialogProps
  extends Omit<DialogProps, 'title' | 'children' | 'footer' | 'description' | 'onSubmit'> {
  /** Called with the old and new passwords once they follow the rules. */
  onSubmit: (values: ChangePasswordValues) => void
  /** While the call runs: the Save button is disabled. */
  submitting?: boolean
}

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword'

/** Changes a registered member's password; the new one follows registration's rules (6 to 16 characters). */
export const ChangePasswordDialog = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ChangePasswordDialog({
    open: openProp,
    defaultOpen,
    onOpenChange,
    onSubmit,
    submitting = false,
    ...rest
  }: ChangePasswordDialogProps) {
    const { t } = useLingui()
    const formId = useId()
    const [open, setOpen] = useOpenState({ open: openProp, defaultOpen, onOpenChange })
    const [values, setValues] = useState<Record<Field, string>>({
      oldPassword: '',
      newPassword: '',
      confirmPassword: '',
    })
    const { errors, setErrors, refs, check } = useFieldErrors<Field>([
      'oldPassword',
      'newPassword',
      'confirmPassword',
    ])

    // No password outlives the dialog: closed (saved or cancelled), it forgets what was typed.
    useEffect(() => {
      if (open) return
      setValues({ oldPassword: '', newPassword: '', confirmPassword: '' })
      setErrors({})
    }, [open, setErrors])

    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (submitting) return
      const found: Partial<Record<Field, string>> = {}
      if (!values.oldPassword) found.oldPassword = t`Enter your current password.`
      if (passwordError(values.newPassword)) found.newPassword = t`Enter a password of 6 to 16 characters.`
      if (confirmPasswordError(values.newPassword, values.confirmPassword)) {
        found.confirmPassword = t`The passwords do not match. Enter the same password again.`
      }
      if (check(found)) onSubmit({ oldPassword: values.oldPassword, newPassword: values.newPassword })
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
      required: true,
    })

    return (
      <Dialog
        {...rest}
        open={open}
        onOpenChange={setOpen}
        title={t`Change password`}
        footer={
          <>
            <button type="button" className="sb-button sb-button--secondary" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </button>
            <SubmitButton form={formId} busy={submitting}>
              <Trans>Save password</Trans>
            </SubmitButton>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit}>
          <TextField label={t`Current password`} autoComplete="current-password" {...field('oldPassword')} />
          <TextField
            label={t`New password`}
            hint={t`6 to 16 characters`}
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <TextField
            label={t`Confirm new password`}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </form>
      </Dialog>
    )
  }),
  { displayName: 'ChangePasswordDialog' },
)
