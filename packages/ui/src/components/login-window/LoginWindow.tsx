import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { cleanCredential, passwordInput, usernameInput } from '../../forms/credential-rules'
import { useFieldErrors } from '../../internal/field-errors'
import { SubmitButton } from '../../internal/submit-button'
import { useControllableState, useOpenState } from '../../internal/use-controllable-state'
import { withRef } from '../../internal/with-ref'
import { Dialog, type DialogProps } from '../dialog/Dialog'
import { TextField } from '../field/TextField'

/** What a LoginWindow sends. */
export interface LoginValues {
  account: string
  /** The password as typed: the SDK hashes it before sending. */
  password: string
  /** The captcha answer and the captcha's id, when the server asked for one (code 1004). */
  captchaCode?: string
  captchaId?: string
  /** The state of the "save account" checkbox. */
  saveAccount: boolean
}

/** An account saved on this device, offered in the login window. */
export interface SavedAccount {
  account: string
  uid: string
}

/**
 * Props of {@link LoginWindow}; any other prop of {@link Dialog} (`id`, `aria-*`, `data-*`, `ref`) goes to the dialog
 * panel.
 */
export interface LoginWindowProps
  extends Omit<DialogProps, 'title' | 'children' | 'footer' | 'description' | 'onSubmit'> {
  /** Called with the account, the password and the captcha answer once they are filled in. */
  onSubmit: (values: LoginValues) => void
  /** The captcha the server asked for with code 1004: an image (URL or data URL) and its id. */
  captcha?: { image: string; id: string }
  /** Shows a button that asks for another captcha image. */
  onRefreshCaptcha?: () => void
  /** Accounts saved on this device (real users only; the site passes the list). */
  savedAccounts?: readonly SavedAccount[]
  /** Logs in as a saved account, by its uid. */
  onSwitchAccount?: (uid: string) => void
  /** Forgets a saved account, by its uid. */
  onRemoveAccount?: (uid: string) => void
  /** Controlled "save account" checkbox. */
  saveAccount?: boolean
  defaultSaveAccount?: boolean
  /** Called with the "save account" checkbox's new state. */
  onSaveAccountChange?: (save: boolean) => void
  /**
   * The account name filled in each time the window opens (the last username, or a saved account whose session
   * ended); a change while open fills it again.
   */
  defaultAccount?: string
  /** Why the window asks for a login (a saved account's session ended): shown above the form, password focused. */
  notice?: ReactNode
  /** The "Forgot password" link: the site asks for a reset link, with the account typed. */
  onForgotPassword?: (account: string) => void
  /** The Register link: the site opens registration. */
  onRegisterClick?: () => void
  /** The demo button: the site starts a try-play session. */
  onTryDemoClick?: () => void
  /** While the login call runs: the Log in button is disabled. */
  submitting?: boolean
}

type Field = 'account' | 'password' | 'captcha'

/** The login window: a dialog over any route. Server errors are shown by the toasts. */
export const LoginWindow = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function LoginWindow({
    open: openProp,
    defaultOpen,
    onOpenChange,
    onSubmit,
    captcha,
    onRefreshCaptcha,
    savedAccounts = [],
    onSwitchAccount,
    onRemoveAccount,
    saveAccount: saveAccountProp,
    defaultSaveAccount = false,
    onSaveAccountChange,
    defaultAccount = '',
    notice,
    onForgotPassword,
    onRegisterClick,
    onTryDemoClick,
    submitting = false,
    className,
    ...rest
  }: LoginWindowProps) {
    const { t } = useLingui()
    const id = useId()
    const [open, setOpen] = useOpenState({ open: openProp, defaultOpen, onOpenChange })
    const [saveAccount, setSaveAccount] = useControllableState({
      value: saveAccountProp,
      defaultValue: defaultSaveAccount,
      onChange: onSaveAccountChange,
    })
    const [account, setAccount] = useState(() => cleanCredential(defaultAccount))
    const [password, setPassword] = useState('')
    const [captchaCode, setCaptchaCode] = useState('')
    const { errors, setErrors, refs, check } = useFieldErrors<Field>(['account', 'password', 'captcha'])

    // Nothing typed outlives the window: once closed (a login, a logout, a shared device) the password is gone.
    useEffect(() => {
      if (open) return
      setPassword('')
      setCaptchaCode('')
      setErrors({})
    }, [open, setErrors])
    useEffect(() => {
      if (open) setAccount(cleanCredential(defaultAccount))
    }, [open, defaultAccount])
    // Runs after the dialog's own first focus: with a reason given, the password is what is left to type.
    useEffect(() => {
      if (open && notice) refs.password.current?.focus()
    }, [open, notice, refs])

    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (submitting) return
      const found: Partial<Record<Field, string>> = {}
      if (!account) found.account = t`Enter your account name.`
      if (!password) found.password = t`Enter your password.`
      if (captcha && !captchaCode.trim()) found.captcha = t`Enter the characters shown in the picture.`
      if (!check(found)) return
      onSubmit({
        account,
        password,
        saveAccount,
        ...(captcha ? { captchaCode: captchaCode.trim(), captchaId: captcha.id } : {}),
      })
    }

    return (
      <Dialog
        {...rest}
        open={open}
        onOpenChange={setOpen}
        title={t`Log in`}
        className={className ? `sb-login ${className}` : 'sb-login'}
      >
        {notice ? (
          <p className="sb-login__notice" role="status">
            {notice}
          </p>
        ) : null}
        <form noValidate onSubmit={submit} aria-label={t`Log in`}>
          <TextField
            ref={refs.account}
            label={t`Account`}
            value={account}
            onValueChange={(value) => setAccount(cleanCredential(value))}
            error={errors.account}
            {...usernameInput}
          />
          <TextField
            ref={refs.password}
            label={t`Password`}
            type="password"
            revealable
            value={password}
            onValueChange={(value) => setPassword(cleanCredential(value))}
            error={errors.password}
            {...passwordInput('current-password')}
          />
          {onForgotPassword ? (
            <button
              type="button"
              className="sb-link sb-login__forgot"
              onClick={() => onForgotPassword(account)}
            >
              <Trans>Forgot password?</Trans>
            </button>
          ) : null}
          {captcha ? (
            <div className="sb-login__captcha">
              <TextField
                ref={refs.captcha}
                label={t`Verification code`}
                hint={t`Type the characters shown in the picture.`}
                value={captchaCode}
                onValueChange={setCaptchaCode}
                error={errors.captcha}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
              />
              <div className="sb-login__captcha-image">
                <img src={captcha.image} alt={t`Characters to type`} height={40} />
                {onRefreshCaptcha ? (
                  <button type="button" className="sb-link" onClick={onRefreshCaptcha}>
                    <Trans>New picture</Trans>
                  </button>
                ) : null}
              </div>
            </div>
          ) : null}
          <div className="sb-checkbox">
            <input
              id={`${id}-save`}
              type="checkbox"
              checked={saveAccount}
              onChange={(event) => setSaveAccount(event.currentTarget.checked)}
            />
            <label htmlFor={`${id}-save`} className="sb-checkbox__text">
              <Trans>Remember this account on this device</Trans>
            </label>
          </div>
          <SubmitButton className="sb-button sb-button--block sb-login__submit" busy={submitting}>
            <Trans>Log in</Trans>
          </SubmitButton>
        </form>
        <div className="sb-login__alternatives">
          {onRegisterClick ? (
            <button type="button" className="sb-button sb-button--secondary" onClick={onRegisterClick}>
              <Trans>Create an account</Trans>
            </button>
          ) : null}
          {onTryDemoClick ? (
            <button type="button" className="sb-button sb-button--secondary" onClick={onTryDemoClick}>
              <Trans>Try the demo</Trans>
            </button>
          ) : null}
        </div>
        {savedAccounts.length > 0 ? (
          <section className="sb-login__saved" aria-labelledby={`${id}-saved`}>
            <h3 id={`${id}-saved`} className="sb-login__saved-title">
              <Trans>Saved accounts</Trans>
            </h3>
            <ul className="sb-login__saved-list">
              {savedAccounts.map((saved) => {
                const name = saved.account
                return (
                  <li key={saved.uid} className="sb-saved-account">
                    <button
                      type="button"
                      className="sb-saved-account__switch"
                      aria-label={t`Log in as ${name}`}
                      disabled={submitting}
                      onClick={() => onSwitchAccount?.(saved.uid)}
                    >
                      {name}
                    </button>
                    <button
                      type="button"
                      className="sb-saved-account__remove"
                      aria-label={t`Remove ${name} from this device`}
                      onClick={() => onRemoveAccount?.(saved.uid)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>
        ) : null}
      </Dialog>
    )
  }),
  { displayName: 'LoginWindow' },
)
