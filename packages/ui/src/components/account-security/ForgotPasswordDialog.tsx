import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { cleanCredential, usernameInput } from '../../forms/credential-rules'
import { SubmitButton } from '../../internal/submit-button'
import { useOpenState } from '../../internal/use-controllable-state'
import { withRef } from '../../internal/with-ref'
import { Dialog, type DialogProps } from '../dialog/Dialog'
import { TextField } from '../field/TextField'

/**
 * Props of {@link ForgotPasswordDialog}; any other prop of {@link Dialog} (`id`, `aria-*`, `data-*`, `ref`) goes to
 * the dialog panel.
 */
export interface ForgotPasswordDialogProps
  extends Omit<DialogProps, 'title' | 'children' | 'footer' | 'description' | 'onSubmit'> {
  /** The account filled in when the dialog opens (what the login window held). */
  defaultAccount?: string
  /** Called with the account name. */
  onSubmit: (account: string) => void
  /** The request went out: the dialog says where the link goes, whatever the account. */
  sent?: boolean
  submitting?: boolean
}

/**
 * "Forgot password": asks for a reset link by account name. The answer never says whether
 * the account exists, so neither does the dialog: a link goes to the account's verified address if it has one.
 */
export const ForgotPasswordDialog = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ForgotPasswordDialog({
    open: openProp,
    defaultOpen,
    onOpenChange,
    defaultAccount = '',
    onSubmit,
    sent = false,
    submitting = false,
    ...rest
  }: ForgotPasswordDialogProps) {
    const { t } = useLingui()
    const formId = useId()
    const [open, setOpen] = useOpenState({ open: openProp, defaultOpen, onOpenChange })
    const [account, setAccount] = useState(() => cleanCredential(defaultAccount))
    const [missing, setMissing] = useState(false)
    const input = useRef<HTMLInputElement>(null)

    useEffect(() => {
      if (open) setAccount(cleanCredential(defaultAccount))
    }, [open, defaultAccount])

    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (submitting) return
      setMissing(!account)
      if (!account) {
        input.current?.focus()
        return
      }
      onSubmit(account)
    }

    return (
      <Dialog
        {...rest}
        open={open}
        onOpenChange={setOpen}
        title={t`Forgot password`}
        className="sb-account-security"
        data-step={sent ? 'sent' : 'asking'}
        footer={
          sent ? (
            <button type="button" className="sb-button" onClick={() => setOpen(false)}>
              <Trans>Done</Trans>
            </button>
          ) : (
            <SubmitButton form={formId} busy={submitting}>
              <Trans>Send a reset link</Trans>
            </SubmitButton>
          )
        }
      >
        {sent ? (
          <p className="sb-account-security__text" role="status">
            <Trans>
              If this account has a verified e-mail address, a link to choose a new password is on its way. It
              works once, for 30 minutes.
            </Trans>
          </p>
        ) : (
          <form id={formId} noValidate onSubmit={submit}>
            <p className="sb-account-security__text">
              <Trans>We send a link to the e-mail address you verified on your account.</Trans>
            </p>
            <TextField
              ref={input}
              label={t`Account`}
              value={account}
              onValueChange={(value) => setAccount(cleanCredential(value))}
              error={missing ? t`Enter your account name.` : undefined}
              {...usernameInput}
            />
          </form>
        )}
      </Dialog>
    )
  }),
  { displayName: 'ForgotPasswordDialog' },
)
