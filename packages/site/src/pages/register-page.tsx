import { errorCodes, isApiError, isSportsbookError } from '@sportsbook/sdk'
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
 * A code the server refused (1003) can be removed: `clear` forgets every source of it, so the tab registers
 * without one (and a reload does not bring it back).
 */
function useInvitationCode() {
  const { hints } = useSite()
  const sportsbook = useSportsbook()
  const navigate = useNavigate()
  const params = useParams({ strict: false }) as { code?: string }
  const [cleared, setCleared] = useState(false)
  // hints.invitationCode: the address's code, else the tab's kept copy (read by createSite before the first render).
  const sources = [params.code, hints.invitationCode]
  const found = sources.find((code) => code?.trim()) ?? sources.find((code) => code === '') ?? undefined
  const clear = () => {
    void sportsbook.session.forgetInvitationCode().catch(() => undefined)
    // The address was read once, when the site opened: this visit of the tab no longer has that code either.
    hints.invitationCode = null
    const address = new URL(window.location.href)
    if (address.searchParams.has('code')) {
      address.searchParams.delete('code')
      window.history.replaceState(window.history.state, '', address)
    }
    setCleared(true)
    if (params.code !== undefined) void navigate({ to: '/register', replace: true })
  }
  return { code: cleared ? undefined : found, clear }
}

/** The registration screen (spec section 2): success leads to #/index with the new member's balance. */
export default function RegisterPage() {
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const navigate = useNavigate()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  const invitation = useInvitationCode()
  const [codeRefused, setCodeRefused] = useState(false)
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
      if (isApiError(error, errorCodes.UNKNOWN_INVITATION)) setCodeRefused(true)
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
        invitationCode={invitation.code}
        invitationCodeRefused={codeRefused}
        onInvitationCodeClear={() => {
          invitation.clear()
          setCodeRefused(false)
        }}
        agreement={agreement}
        footerCoins={footerCoins}
        submitting={submitting}
        onSubmit={(values) => void register(values)}
      />
    </div>
  )
}
