import { EmptyState, ProtectionMessage, useSession } from '@sportsbook/ui'
import { useSetAtom } from 'jotai'
import { loginWindowOpenAtom } from '../shell/dialog-state'

/**
 * A part of the site for members, as a visitor sees it: why it is empty, and a Log in button for the window. A
 * member on a break (a restricted session) is signed in already: it reads why the part is closed and when it opens
 * again, not a Log in button.
 */
export function LoginNeeded({ title, logIn }: { title: string; logIn: string }) {
  const session = useSession()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  if (session.status === 'restricted') {
    const { reason, until } = session.restricted
    return (
      <ProtectionMessage
        className="sb-site__break-notice"
        refusal={{ reason, until, remaining: null }}
        data-testid="break-notice"
      />
    )
  }
  return (
    <EmptyState
      title={title}
      action={
        <button type="button" className="sb-button" onClick={() => openLogin(true)}>
          {logIn}
        </button>
      }
    />
  )
}
