import { useLingui } from '@lingui/react'
import { cashierMessages, gamesMessages, LoadingState, useSession } from '@sportsbook/ui'
import type { ReactNode } from 'react'
import { LoginNeeded } from '../login-needed'

/**
 * Games need a member (registered or demo, PROTOCOL.md section 6): a visitor is asked to log in, and a member on a
 * break (a restricted session) reads why they are closed.
 */
export function GamesAccess({ children }: { children: (uid: string) => ReactNode }) {
  const { i18n } = useLingui()
  const session = useSession()
  if (session.status === 'idle') return <LoadingState rows={4} />
  if (session.status === 'visitor' || session.status === 'restricted')
    return <LoginNeeded title={i18n._(gamesMessages.gamesNeedLogin)} logIn={i18n._(cashierMessages.logIn)} />
  return <>{children(session.user.uid)}</>
}
