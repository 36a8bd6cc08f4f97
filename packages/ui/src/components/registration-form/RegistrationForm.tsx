import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, type FormEvent, type ReactNode, useId, useState } from 'react'
import {
  cleanCredential,
  cleanInvitationCode,
  confirmPasswordError,
  invitationCodeError,
  passwordError,
  passwordInput,
  type RegisterErrorCode,
  usernameError,
  usernameInput,
} from '../../forms/credential-rules'
import { useFieldErrors } from '../../internal/field-errors'
import { SubmitButton } from '../../internal/submit-button'
import { useControllableState } from '../../internal/use-controllable-state'
import { withRef } from '../../internal/with-ref'
import { TextField } from '../field/TextField'
import { AgreementCheckbox } from './AgreementCheckbox'
import { InvitationCodeField } from './InvitationCodeField'

/** What a RegistrationForm sends. */
export interface RegistrationValues {
  username: string
  /** The password as typed: the SDK hashes it before sending. */
  password: string
  /** Present only when the invitation-code field is shown. */
  invitationCode?: string
}

/** A coin icon of the registration footer (brand 800000 shows three). */
export interface FooterCoin {
  src: string
  alt: string
}

/** Props of {@link RegistrationForm}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface RegistrationFormProps
  extends Omit<ComponentPropsWithRef<'div'>, 'onSubmit' | 'defaultValue'> {
  /** Called with valid values when the agreement is accepted. */
  onSubmit: (values: RegistrationValues) => void
  /** The Login button: the site navigates to /index and opens the login window. */
  onLoginClick?: () => void
  /** The language switcher shown above the form, usually a LanguageDropdown. */
  languageSwitcher?: ReactNode
  /**
   * The invitation code found by the site (query `code`, session storage or the address). Undefined hides the
   * field; a non-empty code is shown read-only; an empty string shows an empty field to fill in.
   */
  invitationCode?: string
  /** The server refused `invitationCode` (code 1003): the field becomes editable and says so. */
  invitationCodeRefused?: boolean
  /** With a refused code: a button removes it (the site forgets it), so the player can register without one. */
  onInvitationCodeClear?: () => void
  /** The user agreement: its name titles the dialog, its HTML (from the server) is sanitised before display. */
  agreement: { name: string; html: string }
  /** Controlled state of the agreement checkbox. */
  agreed?: boolean
  /** Agreement checkbox of an uncontrolled form at first render (checked). */
  defaultAgreed?: boolean
  /** Called with the agreement checkbox's new state. */
  onAgreedChange?: (agreed: boolean) => void
  /** The coin icons of the footer (brand 800000 has three, the others two). */
  footerCoins?: readonly FooterCoin[]
  /** Replaces the footer's currency caption. */
  footerCaption?: ReactNode
  /** While the registration call runs: the Register button is disabled. */
  submitting?: boolean
}

type Field = 'username' | 'password' | 'confirmPassword' | 'invitationCode'
type Errors = Partial<Record<Field, RegisterErrorCode>>

/**
 * The registration screen's form. Server errors are not shown here: the site shows them
 * as toasts. The form is cleared by mounting it again (the site leaves for /index on success anyway).
 */
export const RegistrationForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function RegistrationForm({
    onSubmit,
    onLoginClick,
    languageSwitcher,
    invitationCode,
    invitationCodeRefused = false,
    onInvitationCodeClear,
    agreement,
    agreed: agreedProp,
    defaultAgreed = true,
    onAgreedChange,
    footerCoins = [],
    footerCaption,
    submitting = false,
    className,
    ref,
    ...rest
  }: RegistrationFormProps) {
    const { t } = useLingui()
    const id = useId()
    const [username, setUsername] = useState('')
    const [password, setPassword] = useState('')
    const [confirmPassword, setConfirmPassword] = useState('')
    const prefilledCode = invitationCode ? cleanInvitationCode(invitationCode) : null
    const codeLocked = prefilledCode !== null && !invitationCodeRefused
    // Null until typed: a refused code stays in the field, editable, until the player changes it.
    const [typedCode, setTypedCode] = useState<string | null>(null)
    const codeShown = invitationCode !== undefined
    const code = codeLocked ? prefilledCode : (typedCode ?? prefilledCode ?? '')
    const [agreed, setAgreed] = useControllableState({
      value: agreedProp,
      defaultValue: defaultAgreed,
      onChange: onAgreedChange,
    })
    const { errors, setErrors, refs, check } = useFieldErrors<Field, RegisterErrorCode>([
      'username',
      'password',
      'confirmPassword',
      'invitationCode',
    ])
    const [attempted, setAttempted] = useState(false)
    const [uncheckedSubmits, setUncheckedSubmits] = useState(0)

    const validate = (values: Record<Field, string>): Errors => {
      const found: Errors = {}
      const username = usernameError(values.username)
      if (username) found.username = username
      const password = passwordError(values.password)
      if (password) found.password = password
      const confirm = confirmPasswordError(values.password, values.confirmPassword)
      if (confirm) found.confirmPassword = confirm
      const invitation = codeShown ? invitationCodeError(values.invitationCode) : null
      if (invitation) found.invitationCode = invitation
      return found
    }

    // After a first attempt the messages follow what is typed.
    const change = (field: Field, setter: (value: string) => void, value: string) => {
      setter(value)
      if (attempted) {
        setErrors(validate({ username, password, confirmPassword, invitationCode: code, [field]: value }))
      }
    }

    const messages: Record<RegisterErrorCode, string> = {
      f: t`Enter a username of 2 to 16 letters or digits.`,
      g: t`Enter a password of 6 to 16 characters.`,
      c: t`The passwords do not match. Enter the same password again.`,
      e: t`Enter your invitation code (up to 40 characters).`,
    }
    const messageOf = (field: Field) => {
      const error = errors[field]
      return error ? messages[error] : undefined
    }

    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (submitting) return
      setAttempted(true)
      const valid = check(validate({ username, password, confirmPassword, invitationCode: code }))
      if (!agreed) {
        // An unchecked submit does not register; the checkbox shakes on every second one.
        setUncheckedSubmits((count) => count + 1)
      }
      if (!valid || !agreed) return
      onSubmit({ username, password, ...(codeShown ? { invitationCode: code } : {}) })
    }

    return (
      <div {...rest} ref={ref} className={className ? `sb-register ${className}` : 'sb-register'}>
        <div className="sb-register__top">
          {languageSwitcher}
          <button type="button" className="sb-button sb-button--secondary" onClick={onLoginClick}>
            <Trans>Log in</Trans>
          </button>
        </div>
        <form className="sb-register__form" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
          <h1 id={`${id}-title`} className="sb-register__title">
            <Trans>Create an account</Trans>
          </h1>
          <TextField
            ref={refs.username}
            label={t`Username`}
            hint={t`2 to 16 letters or digits`}
            value={username}
            onValueChange={(value) => change('username', setUsername, cleanCredential(value))}
            error={messageOf('username')}
            {...usernameInput}
          />
          <TextField
            ref={refs.password}
            label={t`Password`}
            hint={t`6 to 16 characters`}
            type="password"
            revealable
            value={password}
            onValueChange={(value) => change('password', setPassword, cleanCredential(value))}
            error={messageOf('password')}
            {...passwordInput('new-password')}
          />
          <TextField
            ref={refs.confirmPassword}
            label={t`Confirm password`}
            type="password"
            revealable
            value={confirmPassword}
            onValueChange={(value) => change('confirmPassword', setConfirmPassword, cleanCredential(value))}
            error={messageOf('confirmPassword')}
            {...passwordInput('new-password')}
          />
          {codeShown ? (
            <InvitationCodeField
              ref={refs.invitationCode}
              value={code}
              onValueChange={(value) => change('invitationCode', setTypedCode, value)}
              error={messageOf('invitationCode')}
              readOnly={codeLocked}
              refused={invitationCodeRefused}
              onClear={onInvitationCodeClear}
            />
          ) : null}
          <AgreementCheckbox
            agreement={agreement}
            agreed={agreed}
            onAgreedChange={setAgreed}
            uncheckedSubmits={uncheckedSubmits}
          />
          <SubmitButton className="sb-button sb-button--block sb-register__submit" busy={submitting}>
            <Trans>Register</Trans>
          </SubmitButton>
        </form>
        <footer className="sb-register__footer">
          <p className="sb-register__caption">
            {footerCaption ?? <Trans>Deposit and play in these currencies</Trans>}
          </p>
          {footerCoins.length > 0 ? (
            <ul className="sb-register__coins">
              {footerCoins.map((coin) => (
                <li key={coin.src}>
                  <img src={coin.src} alt={coin.alt} width={32} height={32} />
                </li>
              ))}
            </ul>
          ) : null}
        </footer>
      </div>
    )
  }),
  { displayName: 'RegistrationForm' },
)
