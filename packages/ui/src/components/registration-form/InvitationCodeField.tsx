import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import { cleanInvitationCode, invitationCodeMaxLength } from '../../forms/credential-rules'
import { withRef } from '../../internal/with-ref'
import { TextField } from '../field/TextField'

export interface InvitationCodeFieldProps {
  value: string
  onValueChange: (value: string) => void
  /** The form's own validation message (error e). */
  error?: ReactNode
  /** A code found in the address or session storage is read-only: the player did not type it. */
  readOnly: boolean
  /** The server refused the code (unknown or expired): the field says so and lets the player edit it. */
  refused: boolean
  /** Offered with a refused code: removes it, so the player can register without one. */
  onClear?: () => void
  ref?: Ref<HTMLInputElement>
}

/**
 * The registration form's invitation code (at most 40 characters, read-only when it came filled in), and the
 * way out of a code the server refused.
 */
export const InvitationCodeField = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function InvitationCodeField({
    value,
    onValueChange,
    error,
    readOnly,
    refused,
    onClear,
    ref,
  }: InvitationCodeFieldProps) {
    const { t } = useLingui()
    return (
      <div className="sb-register__code" data-state={refused ? 'refused' : readOnly ? 'prefilled' : 'open'}>
        <TextField
          ref={ref}
          label={t`Invitation code`}
          value={value}
          onValueChange={(next) => onValueChange(cleanInvitationCode(next))}
          error={
            error ??
            (refused ? t`This invitation code was not accepted. Correct it or remove it.` : undefined)
          }
          maxLength={invitationCodeMaxLength}
          readOnly={readOnly}
          autoComplete="off"
          required
        />
        {refused && onClear ? (
          <button type="button" className="sb-button sb-button--secondary" onClick={onClear}>
            <Trans>Remove the invitation code</Trans>
          </button>
        ) : null}
      </div>
    )
  }),
  { displayName: 'InvitationCodeField' },
)
