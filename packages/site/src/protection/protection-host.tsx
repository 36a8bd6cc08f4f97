import { useLingui } from '@lingui/react'
import {
  protectionMessages,
  RestrictedBanner,
  useSession,
  useSportsbookEvent,
  useToasts,
} from '@sportsbook/ui'
import { protectionHref, RealityCheckHost } from './reality-check-host'
import { RegistrationLimitPrompt } from './registration-limit-prompt'
import '../betting/styles'

/**
 * Player protection over every route (PROTOCOL.md section 11): a restricted session's banner with what still
 * works, the reality check, the deposit-limit offer after registration, and the word that a break logged the
 * member out everywhere. Loaded after the first paint, with the texts it uses.
 */
export function ProtectionHost() {
  const { i18n } = useLingui()
  const session = useSession()
  const toasts = useToasts()
  useSportsbookEvent('logout', ({ reason }) => {
    if (reason === 'protection') toasts.warning(i18n._(protectionMessages.loggedOutForBreak))
  })
  return (
    <>
      {session.status === 'restricted' ? (
        <RestrictedBanner
          className="sb-site__restricted"
          restricted={session.restricted}
          walletHref="#/wallet"
          protectionHref={protectionHref}
          data-testid="restricted-banner"
        />
      ) : null}
      <RealityCheckHost />
      <RegistrationLimitPrompt />
    </>
  )
}
