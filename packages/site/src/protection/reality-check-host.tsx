import { RealityCheckDialog, useProtection, useRefusalText, useSportsbook } from '@sportsbook/ui'
import { useState } from 'react'

/** Where the reality check's History goes: the statement of the safer-gambling page. */
export const protectionHref = '#/account/protection'

/**
 * The reality check over any route (PROTOCOL.md section 11): shown while the SDK holds a check the server pushed,
 * answered with Continue or Log out; a refused answer shows why and keeps the dialog.
 */
export function RealityCheckHost() {
  const sportsbook = useSportsbook()
  const { realityCheck } = useProtection()
  const refusalText = useRefusalText()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const answer = async (choice: 'continue' | 'logout') => {
    setBusy(true)
    setError(null)
    try {
      await sportsbook.protection.answerRealityCheck(choice)
    } catch (cause) {
      setError(refusalText(cause) ?? null)
    } finally {
      setBusy(false)
    }
  }
  return (
    <RealityCheckDialog
      check={realityCheck}
      busy={busy}
      error={error}
      historyHref={`${protectionHref}?section=statement`}
      onContinue={() => void answer('continue')}
      onLogout={() => void answer('logout')}
    />
  )
}
