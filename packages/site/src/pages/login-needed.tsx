import { EmptyState } from '@sportsbook/ui'
import { useSetAtom } from 'jotai'
import { loginWindowOpenAtom } from '../shell/dialog-state'

/** A part of the site for members, as a visitor sees it: why it is empty, and a Log in button for the window. */
export function LoginNeeded({ title, logIn }: { title: string; logIn: string }) {
  const openLogin = useSetAtom(loginWindowOpenAtom)
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
