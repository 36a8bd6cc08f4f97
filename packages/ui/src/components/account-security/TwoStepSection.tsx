import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import { cleanCredential, credentialMaxLength } from '../../forms/credential-rules'
import { SubmitButton } from '../../internal/submit-button'
import { withRef } from '../../internal/with-ref'
import { TextField } from '../field/TextField'
import { CodeField } from './code-field'

/** A two-step secret being set up: its base32 text and, once drawn, its QR code as an image URL. */
export interface TwoStepSetupView {
  secret: string
  /** The QR code of the `otpauth://` URL (a data URL); drawn by the site, which loads the drawing code lazily. */
  qrImage?: string
}

/** Props of {@link TwoStepSection}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to it. */
export interface TwoStepSectionProps extends ComponentPropsWithRef<'section'> {
  enabled: boolean
  /** A setup in progress (after `onStart`): the QR code, the secret and the code that turns it on. */
  setup?: TwoStepSetupView | null
  /** Starts a setup (the page asks `2fa/setup` and passes its answer as `setup`). */
  onStart: () => void
  /** Called with the code the member typed from the app: turns two-step login on. */
  onEnable: (code: string) => void
  /** Called with a current code and the login password (as typed: the SDK hashes it). */
  onDisable: (values: { code: string; password: string }) => void
  /** The server's refusal of the last step (a wrong code or password). */
  error?: string
  submitting?: boolean
}

/**
 * Two-step login: off (turn it on: a QR code for an authenticator app, then one of its
 * codes), or on (turn it off with a code and the password). Once on, every login asks for a code.
 */
export const TwoStepSection = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function TwoStepSection({
    enabled,
    setup,
    onStart,
    onEnable,
    onDisable,
    error,
    submitting = false,
    className,
    ...rest
  }: TwoStepSectionProps) {
    const { t } = useLingui()
    const [code, setCode] = useState('')
    const [password, setPassword] = useState('')
    const [invalid, setInvalid] = useState<'code' | 'password' | null>(null)
    const state = enabled ? 'on' : setup ? 'setup' : 'off'

    const enable = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (submitting) return
      setInvalid(code.length === 6 ? null : 'code')
      if (code.length === 6) onEnable(code)
    }
    const disable = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (submitting) return
      const found = code.length !== 6 ? 'code' : !password ? 'password' : null
      setInvalid(found)
      if (!found) onDisable({ code, password })
    }
    const codeField = (
      <CodeField
        label={t`Code from the app`}
        value={code}
        onValueChange={setCode}
        error={invalid === 'code' ? t`Enter the 6 digits.` : invalid === null ? error : undefined}
        required
      />
    )
    const submit = (label: string) => <SubmitButton busy={submitting}>{label}</SubmitButton>

    return (
      <section
        {...rest}
        aria-labelledby="sb-two-step-title"
        className={className ? `sb-account-security ${className}` : 'sb-account-security'}
        data-state={state}
      >
        <h2 id="sb-two-step-title" className="sb-account-security__title">
          <Trans>Two-step login</Trans>
        </h2>
        <p className="sb-account-security__text" data-part="status">
          {enabled ? (
            <Trans>On: every login asks for a code from your authenticator app.</Trans>
          ) : (
            <Trans>
              Off: a code from an authenticator app on your phone would protect your account even if your
              password leaked.
            </Trans>
          )}
        </p>
        {enabled ? (
          <form noValidate onSubmit={disable} aria-label={t`Turn two-step login off`}>
            {codeField}
            <TextField
              label={t`Password`}
              type="password"
              revealable
              autoComplete="current-password"
              maxLength={credentialMaxLength}
              value={password}
              onValueChange={(value) => setPassword(cleanCredential(value))}
              error={invalid === 'password' ? t`Enter your password.` : undefined}
              required
            />
            {submit(t`Turn off`)}
          </form>
        ) : setup ? (
          <form noValidate onSubmit={enable} aria-label={t`Turn two-step login on`}>
            <p className="sb-account-security__text">
              <Trans>
                Scan this code with your authenticator app, or type the key, then enter the code it shows.
              </Trans>
            </p>
            <div className="sb-account-security__qr">
              {setup.qrImage ? (
                <img
                  src={setup.qrImage}
                  alt={t`QR code for your authenticator app`}
                  width={180}
                  height={180}
                />
              ) : (
                <span className="sb-account-security__qr-placeholder" aria-hidden="true" />
              )}
              <code className="sb-account-security__secret" data-part="secret">
                {setup.secret}
              </code>
            </div>
            {codeField}
            {submit(t`Turn on`)}
          </form>
        ) : (
          <button type="button" className="sb-button" onClick={onStart} disabled={submitting}>
            <Trans>Set up two-step login</Trans>
          </button>
        )}
      </section>
    )
  }),
  { displayName: 'TwoStepSection' },
)
