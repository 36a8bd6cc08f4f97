import { useLingui } from '@lingui/react'
import { sessionMessages, siteMessages, useSession, useSportsbookEvent, useToasts } from '@sportsbook/ui'
import { useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { loginPromptAtom, loginWindowOpenAtom } from './dialog-state'

// Shown only when no session could be made (after the first paint's network work): its code, the error panel's
// included, is not part of the first render.
const SessionStartError = lazy(() =>
  import('./session-start-error').then((module) => ({ default: module.SessionStartError })),
)

/** True from the first time the session failed to start: the panel stays mounted for its retry from then on. */
function useSessionStartFailed(): boolean {
  const session = useSession()
  const failing = session.status === 'idle' && Boolean(session.error)
  const [failed, setFailed] = useState(failing)
  if (failing && !failed) setFailed(true)
  return failed
}

/** Turns the SDK's events into what a player sees (spec section 8, error catalogue). */
export function SiteEvents() {
  const toasts = useToasts()
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  const promptLogin = useSetAtom(loginPromptAtom)

  useSportsbookEvent('relogin', () => openLogin(true))
  // The SDK names a route and the site goes there (registration, a used pass code).
  useSportsbookEvent('navigate', ({ to, replace }) => void navigate({ to, replace }))
  useSportsbookEvent('warning', ({ error }) => toasts.warning(error.message))
  useSportsbookEvent('passLoginError', ({ error }) => toasts.error(error.message))
  useSportsbookEvent('changeLoginError', ({ error }) => toasts.error(error.message))
  useSportsbookEvent('savedAccountsFull', () => toasts.error(i18n._(siteMessages.savedAccountsFull)))
  useSportsbookEvent('forbidden', () => toasts.warning(i18n._(siteMessages.sessionEnded)))
  useSportsbookEvent('logout', ({ reason }) => {
    if (reason === 'logout') toasts.success(i18n._(sessionMessages.loggedOut))
  })
  // A saved account whose token was revoked: the login window asks for its password, saying why.
  useSportsbookEvent('savedAccountEnded', ({ account }) => {
    promptLogin({ account })
    openLogin(true)
  })
  // The spec's exact messages (section 8) for both sockets.
  useSportsbookEvent('socketError', ({ message }) => toasts.warning(message))
  const startFailed = useSessionStartFailed()
  return startFailed ? (
    <Suspense fallback={null}>
      <SessionStartError />
    </Suspense>
  ) : null
}
