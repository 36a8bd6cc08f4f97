import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useState } from 'react'

// The agreement dialog (and DOMPurify with it) loads when the player first opens it, not with the form.
const AgreementDialog = lazy(() =>
  import('../agreement-dialog/AgreementDialog').then((module) => ({ default: module.AgreementDialog })),
)

export interface AgreementCheckboxProps {
  /** The user agreement: its name titles the dialog, its HTML (from the server) is sanitised before display. */
  agreement: { name: string; html: string }
  agreed: boolean
  onAgreedChange(agreed: boolean): void
  /** How many times the form was sent with the box unticked. */
  uncheckedSubmits: number
}

/**
 * The registration form's "I have read and agree" checkbox, with the agreement's name as a button that opens it:
 * an unticked submit does not register, says why, and the box shakes on every second one.
 */
export function AgreementCheckbox({
  agreement,
  agreed,
  onAgreedChange,
  uncheckedSubmits,
}: AgreementCheckboxProps) {
  const { t } = useLingui()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)

  const shaking = !agreed && uncheckedSubmits > 0 && uncheckedSubmits % 2 === 0
  // The server names its agreement; until its answer arrives (or when it cannot be reached) a generic name.
  const agreementName = agreement.name || t`User Agreement`
  const textId = `${id}-agreement`
  const errorId = `${id}-agreement-error`
  const showError = !agreed && uncheckedSubmits > 0

  return (
    <>
      <div
        className={shaking ? 'sb-checkbox sb-checkbox--shake' : 'sb-checkbox'}
        data-state={agreed ? 'checked' : 'unchecked'}
        // Odd submits drop the class and even ones add it back, so every second submit restarts the animation.
        data-shaking={shaking ? '' : undefined}
      >
        <input
          id={`${id}-agree`}
          type="checkbox"
          checked={agreed}
          onChange={(event) => onAgreedChange(event.currentTarget.checked)}
          aria-labelledby={textId}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
        />
        <span id={textId} className="sb-checkbox__text">
          <Trans>
            I have read and agree to the{' '}
            <button type="button" className="sb-link" onClick={() => setOpen(true)}>
              {agreementName}
            </button>
          </Trans>
        </span>
      </div>
      {showError ? (
        <p id={errorId} className="sb-field__error" role="alert">
          <Trans>Tick the box to accept the {agreementName} before registering.</Trans>
        </p>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <AgreementDialog
            open={open}
            onOpenChange={setOpen}
            title={agreement.name}
            html={agreement.html}
            onConfirm={() => onAgreedChange(true)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
