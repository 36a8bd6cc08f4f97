import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { SubmitButton } from '../../internal/submit-button'
import { useOpenState } from '../../internal/use-controllable-state'
import { withRef } from '../../internal/with-ref'
import { Dialog, type DialogProps } from '../dialog/Dialog'
import { CodeField } from './code-field'

/**
 * Props of {@link TwoStepCodeDialog}; any other prop of {@link Dialog} (`id`, `aria-*`, `data-*`, `ref`) goes to the
 * dialog panel.
 */
export interface TwoStepCodeDialogProps
  extends Omit<DialogProps, 'title' | 'children' | 'footer' | 'description' | 'onSubmit'> {
  /** The account logging in, named so the player knows which app entry to read. */
  account?: string
  /** Called with the six digits. */
  onSubmit: (code: string) => void
  /** A refusal of the last code (a wrong code), shown under the field. */
  error?: string
  /** While the call runs: the button is disabled. */
  submitting?: boolean
}

/** The login's second step: the six-digit code of the member's authenticator app. */
export const TwoStepCodeDialog = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function TwoStepCodeDialog({
    open: openProp,
    defaultOpen,
    onOpenChange,
    account,
    onSubmit,
    error,
    submitting = false,
    ...rest
  }: TwoStepCodeDialogProps) {
    const { t } = useLingui()
    const formId = useId()
    const [open, setOpen] = useOpenState({ open: openProp, defaultOpen, onOpenChange })
    const [code, setCode] = useState('')
    const [missing, setMissing] = useState(false)
    const input = useRef<HTMLInputElement>(null)

    // A wrong code is typed again from empty; a closed dialog forgets it.
    useEffect(() => {
      if (error || !open) setCode('')
    }, [error, open])

    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (submitting) return
      setMissing(code.length !== 6)
      if (code.length !== 6) {
        input.current?.focus()
        return
      }
      onSubmit(code)
    }

    return (
      <Dialog
        {...rest}
        open={open}
        onOpenChange={setOpen}
        title={t`Two-step login`}
        className="sb-account-security"
        footer={
          <SubmitButton form={formId} busy={submitting}>
            <Trans>Continue</Trans>
          </SubmitButton>
        }
      >
        <form id={formId} noValidate onSubmit={submit}>
          <p className="sb-account-security__text">
            {account ? (
              <Trans>Enter the 6-digit code your authenticator app shows for {account}.</Trans>
            ) : (
              <Trans>Enter the 6-digit code your authenticator app shows.</Trans>
            )}
          </p>
          <CodeField
            ref={input}
            label={t`Code`}
            value={code}
            onValueChange={setCode}
            error={missing ? t`Enter the 6 digits.` : error}
            required
          />
        </form>
      </Dialog>
    )
  }),
  { displayName: 'TwoStepCodeDialog' },
)
