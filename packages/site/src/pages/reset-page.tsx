import { useLingui } from '@lingui/react'
import { isSportsbookError } from '@sportsbook/sdk'
import { accountMessages, ResetPasswordForm, useSportsbook, useToasts } from '@sportsbook/ui'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { loginWindowOpenAtom } from '../shell/dialog-state'
import '../betting/styles'

/**
 * #/reset?token=: the page a password reset link opens (PROTOCOL.md section 13). A new password ends every session
 * of the member; the login window then opens for the new one.
 */
export default function ResetPage() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const navigate = useNavigate()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  const search = useSearch({ strict: false }) as { token?: unknown }
  const token = typeof search.token === 'string' ? search.token : ''
  const [error, setError] = useState<string | undefined>(
    token ? undefined : i18n._(accountMessages.resetNoToken),
  )
  const [submitting, setSubmitting] = useState(false)

  async function reset(password: string) {
    setSubmitting(true)
    try {
      await sportsbook.account.resetPassword({ token, password })
      toasts.success(i18n._(accountMessages.resetDone))
      await navigate({ to: '/index', replace: true })
      openLogin(true)
    } catch (failure) {
      if (isSportsbookError(failure)) setError(failure.message)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <div className="sb-betting">
      <div className="sb-betting__main">
        <h1 className="sb-betting__title">{i18n._(accountMessages.resetTitle)}</h1>
        <section className="sb-betting__section">
          <ResetPasswordForm
            onSubmit={(password) => void reset(password)}
            error={error}
            submitting={submitting}
          />
        </section>
      </div>
    </div>
  )
}
