import { useLingui } from '@lingui/react'
import { siteMessages, useSportsbookEvent, useToasts } from '@sportsbook/ui'
import { useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { loginWindowOpenAtom } from './dialog-state'

/** Turns the SDK's events into what a player sees (spec section 8, error catalogue). */
export function SiteEvents() {
  const toasts = useToasts()
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const openLogin = useSetAtom(loginWindowOpenAtom)

  useSportsbookEvent('relogin', () => openLogin(true))
  useSportsbookEvent('navigate', ({ to }) => void navigate({ to }))
  useSportsbookEvent('warning', ({ error }) => toasts.warning(error.message))
  useSportsbookEvent('passLoginError', ({ error }) => toasts.error(error.message))
  useSportsbookEvent('changeLoginError', ({ error }) => toasts.error(error.message))
  useSportsbookEvent('savedAccountsFull', () => toasts.error(i18n._(siteMessages.savedAccountsFull)))
  useSportsbookEvent('forbidden', () => toasts.warning(i18n._(siteMessages.sessionEnded)))
  // The spec's exact messages (section 8) for both sockets.
  useSportsbookEvent('socketError', ({ message }) => toasts.warning(message))
  return null
}
