import { useLingui } from '@lingui/react'
import { isApiError, isSportsbookError } from '@sportsbook/sdk'
import {
  ForgotPasswordDialog,
  type LoginValues,
  LoginWindow,
  type SavedAccount,
  sessionMessages,
  useSportsbook,
  useToasts,
  useUser,
} from '@sportsbook/ui'
import { useNavigate } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { loginPromptAtom, loginWindowOpenAtom } from './dialog-state'

const captchaRequired = 1004
const twoStepRequired = 1008
/** A saved account's token refused: the SDK announces `savedAccountEnded` and the window asks for its password. */
const sessionEnded = (error: unknown) => isApiError(error, 403) || isApiError(error, 402)

/**
 * The login window over any route: form login with the captcha once the server asks for it (code 1004), the
 * saved accounts of this device, and the ways to register or try the demo.
 */
export default function LoginWindowHost() {
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const navigate = useNavigate()
  const { i18n } = useLingui()
  const user = useUser()
  const [open, setWindowOpen] = useAtom(loginWindowOpenAtom)
  const [prompt, setPrompt] = useAtom(loginPromptAtom)
  const setOpen = useCallback(
    (next: boolean) => {
      setWindowOpen(next)
      if (!next) setPrompt(null)
    },
    [setWindowOpen, setPrompt],
  )
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | undefined>()
  const [saved, setSaved] = useState<SavedAccount[]>([])
  const [saveAccount, setSaveAccount] = useState(false)
  const [lastAccount, setLastAccount] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // "Forgot password" (PROTOCOL.md section 13): the account typed so far, and whether the link was asked for.
  const [forgot, setForgot] = useState<{ account: string; sent: boolean } | null>(null)

  const loadSaved = useCallback(async () => {
    const accounts = await sportsbook.session.savedAccounts()
    setSaved(accounts.map((user) => ({ account: String(user.account), uid: String(user.uid) })))
  }, [sportsbook])

  useEffect(() => {
    if (!open) return
    void loadSaved()
    void sportsbook.session.isSavingAccounts().then(setSaveAccount)
    void sportsbook.session.lastAccount().then(setLastAccount)
  }, [open, loadSaved, sportsbook])

  const newCaptcha = useCallback(async () => {
    const answer = await sportsbook.api.misc.captchaGet()
    setCaptcha({ id: answer.captchaId, image: answer.image })
  }, [sportsbook])

  async function run(action: () => Promise<unknown>) {
    setSubmitting(true)
    try {
      await action()
      setOpen(false)
      setCaptcha(undefined)
    } catch (error) {
      // Two-step login (1008): the code step takes over (TwoStepHost), this window closes.
      if (isApiError(error, twoStepRequired)) setOpen(false)
      // Server messages reach the player as toasts (the SDK's login error events); other steps show their own.
      else if (isApiError(error, captchaRequired) || captcha) await newCaptcha().catch(() => undefined)
      else if (isSportsbookError(error) && !isApiError(error)) toasts.error(error.message)
    } finally {
      setSubmitting(false)
    }
  }

  /** A live saved account switches at once; one whose session ended is filled in by `savedAccountEnded`. */
  async function switchTo(uid: string) {
    setSubmitting(true)
    try {
      await sportsbook.session.switchAccount(uid)
      setOpen(false)
    } catch (error) {
      if (isApiError(error, twoStepRequired)) setOpen(false)
      if (isSportsbookError(error) && !sessionEnded(error)) toasts.error(error.message)
    } finally {
      setSubmitting(false)
    }
  }

  async function login(values: LoginValues) {
    await sportsbook.session.setSavingAccounts(values.saveAccount)
    await run(() =>
      sportsbook.session.login({
        account: values.account,
        password: values.password,
        captchaCode: values.captchaCode,
        captchaId: values.captchaId,
      }),
    )
  }

  async function askResetLink(account: string) {
    setSubmitting(true)
    try {
      await sportsbook.account.forgotPassword(account)
      setForgot({ account, sent: true })
    } catch (error) {
      if (isSportsbookError(error)) toasts.error(error.message)
    } finally {
      setSubmitting(false)
    }
  }

  if (lastAccount === null && open) return null
  if (forgot) {
    return (
      <ForgotPasswordDialog
        open
        onOpenChange={(next) => {
          // Closed after the link was asked for, the login is done with: the player goes to the mail.
          if (next) return
          setForgot(null)
          if (forgot.sent) setOpen(false)
        }}
        defaultAccount={forgot.account}
        sent={forgot.sent}
        submitting={submitting}
        onSubmit={(account) => void askResetLink(account)}
      />
    )
  }
  return (
    <LoginWindow
      open={open}
      onOpenChange={setOpen}
      onSubmit={(values) => void login(values)}
      captcha={captcha}
      onRefreshCaptcha={() => void newCaptcha()}
      // Switching is to another account: the one signed in now is not offered as one to switch to.
      savedAccounts={saved.filter((account) => account.uid !== String(user?.uid ?? ''))}
      onSwitchAccount={(uid) => void switchTo(uid)}
      onRemoveAccount={(uid) => void sportsbook.session.removeSavedAccount(uid).then(loadSaved)}
      saveAccount={saveAccount}
      onSaveAccountChange={setSaveAccount}
      defaultAccount={prompt?.account ?? lastAccount ?? ''}
      notice={
        prompt
          ? i18n._({ ...sessionMessages.savedAccountEnded, values: { account: prompt.account } })
          : undefined
      }
      onForgotPassword={(account) => setForgot({ account, sent: false })}
      onRegisterClick={() => {
        setOpen(false)
        void navigate({ to: '/register' })
      }}
      onTryDemoClick={() =>
        void run(async () => {
          await sportsbook.session.tryPlay()
          await navigate({ to: '/index' })
        })
      }
      submitting={submitting}
    />
  )
}
