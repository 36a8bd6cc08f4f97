import { useLingui } from '@lingui/react'
import { ErrorState, sessionMessages, useSession, useSportsbook } from '@sportsbook/ui'
import { useState } from 'react'
import './session-start-error.css'

/**
 * Pages wait for a session before they read (a guest at least). When none could be made (the server down or
 * refusing), they would wait on their loading state for ever: this says why, over every page, and starts again.
 */
export function SessionStartError() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const session = useSession()
  const [retrying, setRetrying] = useState(false)
  if (session.status !== 'idle' || !session.error) return null
  const retry = () => {
    setRetrying(true)
    void sportsbook.session
      .start()
      .catch(() => undefined)
      .finally(() => setRetrying(false))
  }
  return (
    <div className="sb-site__session-error">
      <ErrorState
        title={i18n._(sessionMessages.startFailed)}
        message={session.error.message}
        onRetry={retry}
        retrying={retrying}
      />
    </div>
  )
}
