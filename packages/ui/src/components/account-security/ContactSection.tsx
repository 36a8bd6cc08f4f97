import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import { SubmitButton } from '../../internal/submit-button'
import { withRef } from '../../internal/with-ref'
import { TextField } from '../field/TextField'
import { CodeField } from './code-field'

/** Props of {@link ContactSection}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to it. */
export interface ContactSectionProps extends ComponentPropsWithRef<'section'> {
  /** The address as the server shows it (`a•••@example.com`), empty when none. */
  emailMasked: string
  emailVerified: boolean
  /** A code was mailed and waits for confirmation: the code field shows. */
  codeSent?: boolean
  /** Called with the address to mail a code to. */
  onSendCode: (email: string) => void
  /** Called with the six digits mailed. */
  onVerify: (code: string) => void
  /** The server's refusal of the last step (a wrong code, too many codes), shown under its field. */
  error?: string
  submitting?: boolean
}

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text)

/**
 * The account's contact address: what is on file and whether it is verified, a new
 * address, and the six-digit code mailed to it. A verified address is where password reset links go.
 */
export const ContactSection = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ContactSection({
    emailMasked,
    emailVerified,
    codeSent = false,
    onSendCode,
    onVerify,
    error,
    submitting = false,
    className,
    ...rest
  }: ContactSectionProps) {
    const { t } = useLingui()
    const [email, setEmail] = useState('')
    const [code, setCode] = useState('')
    const [invalid, setInvalid] = useState<'email' | 'code' | null>(null)
    const state = codeSent ? 'code' : emailVerified ? 'verified' : emailMasked ? 'unverified' : 'none'

    const send = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (submitting) return
      const ok = looksLikeEmail(email.trim())
      setInvalid(ok ? null : 'email')
      if (ok) onSendCode(email.trim())
    }
    const verify = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (submitting) return
      setInvalid(code.length === 6 ? null : 'code')
      if (code.length === 6) onVerify(code)
    }

    return (
      <section
        {...rest}
        aria-labelledby="sb-contact-title"
        className={className ? `sb-account-security ${className}` : 'sb-account-security'}
        data-state={state}
      >
        <h2 id="sb-contact-title" className="sb-account-security__title">
          <Trans>E-mail address</Trans>
        </h2>
        <p className="sb-account-security__text" data-part="status">
          {emailMasked ? (
            emailVerified ? (
              <Trans>{emailMasked} (verified)</Trans>
            ) : (
              <Trans>{emailMasked} (not verified yet)</Trans>
            )
          ) : (
            <Trans>No address yet: add one to be able to reset a forgotten password.</Trans>
          )}
        </p>
        {codeSent ? (
          <form noValidate onSubmit={verify} aria-label={t`Confirm the address`}>
            <CodeField
              label={t`Code from the e-mail`}
              hint={t`We sent 6 digits to your address. They work for 15 minutes.`}
              value={code}
              onValueChange={setCode}
              error={invalid === 'code' ? t`Enter the 6 digits.` : error}
              required
            />
            <SubmitButton busy={submitting}>
              <Trans>Confirm</Trans>
            </SubmitButton>
          </form>
        ) : (
          <form noValidate onSubmit={send} aria-label={t`Change the address`}>
            <TextField
              label={emailMasked ? t`New e-mail address` : t`E-mail address`}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              value={email}
              onValueChange={setEmail}
              error={invalid === 'email' ? t`Enter an e-mail address such as name@example.com.` : error}
              required
            />
            <SubmitButton busy={submitting}>
              <Trans>Send a code</Trans>
            </SubmitButton>
          </form>
        )}
      </section>
    )
  }),
  { displayName: 'ContactSection' },
)
