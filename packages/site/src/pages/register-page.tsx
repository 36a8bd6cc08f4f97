import { isApiError, isSportsbookError, storageKeys } from '@sportsbook/sdk'
import { RegistrationForm, type RegistrationValues, useSportsbook, useToasts } from '@sportsbook/ui'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { loginWindowOpenAtom } from '../shell/dialog-state'
import { LanguageSwitcher } from '../shell/language-switcher'
import { useSite } from '../site-context'
import { useAgreement } from './use-agreement'
import { useFooterCoins } from './use-footer-coins'

/**
 * The invitation code: `#/register/CODE`, `?code=` or its session-storage copy (spec section 5), the first that
 * names one. An empty `?code=` (or an empty stored copy) shows an empty field to fill in; no source hides it.
 */
function useInvitationCode(): string | undefined {
  const { hints } = useSite()
  const params = useParams({ strict: false }) as { code?: string }
  const sources = [
    params.code,
    hints.invitationCode,
    window.sessionStorage.getItem(storageKeys.session.invitationcode),
  ]
  return sources.find((code) => code?.trim()) ?? sources.find((code) => code === '') ?? undefined
}

/** The registration screen (spec section 2): success leads to #/index with the new member's balance. */
export default function RegisterPage() {
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const navigate = useNavigate()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  const invitationCode = useInvitationCode()
  const agreement = useAgreement()
  const footerCoins = useFooterCoins()
  const [submitting, setSubmitting] = useState(false)
  // A new key mounts a new, empty form: "clear the form" on success (spec section 4).
  const [formKey, setFormKey] = useState(0)

  async function register(values: RegistrationValues) {
    setSubmitting(true)
    try {
      await sportsbook.session.register(values)
      setFormKey((key) => key + 1)
    } catch (error) {
      // A second 403 reloads the page (the SDK does it); every other server message is an error toast.
      if (isSportsbookError(error) && !isApiError(error, 403)) toasts.error(error.message)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <div className="sb-site__register">
      <RegistrationForm
        key={formKey}
        languageSwitcher={<LanguageSwitcher variant="full" />}
        onLoginClick={() => {
          void navigate({ to: '/index' })
          openLogin(true)
        }}
        invitationCode={invitationCode}
        agreement={agreement}
        footerCoins={footerCoins}
        submitting={submitting}
        onSubmit={(values) => void register(values)}
      />
    </div>
  )
}
