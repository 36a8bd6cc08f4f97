import { useLingui } from '@lingui/react'
import { cashierMessages, EmptyState, gamesMessages, LoadingState, useSession } from '@sportsbook/ui'
import { useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { loginWindowOpenAtom } from '../../shell/dialog-state'

/** Games need a member (registered or demo, PROTOCOL.md section 6): a visitor is asked to log in. */
export function GamesAccess({ children }: { children: (uid: string) => ReactNode }) {
  const { i18n } = useLingui()
  const session = useSession()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  if (session.status === 'idle') return <LoadingState rows={4} />
  if (session.status === 'visitor')
    return (
      <EmptyState
        title={i18n._(gamesMessages.gamesNeedLogin)}
        action={
          <button type="button" className="sb-button" onClick={() => openLogin(true)}>
            {i18n._(cashierMessages.logIn)}
          </button>
        }
      />
    )
  return <>{children(session.user.uid)}</>
}
