import { useRefusalText, useSportsbook } from '@sportsbook/ui'
import { useState } from 'react'

/**
 * A page's money actions, one at a time: `run` marks the page busy, clears the last refusal, makes the move and
 * reads the balance again (a failed read leaves the balance to the next push), then answers true; a refusal shows
 * as `error` and answers false, which tells a form to keep what was typed.
 */
export function useMoneyAction() {
  const sportsbook = useSportsbook()
  // A player-protection refusal (1007) says why and until when, in the player's words.
  const refusalText = useRefusalText()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async (move: () => Promise<unknown>, { refresh = true } = {}): Promise<boolean> => {
    setBusy(true)
    setError(null)
    try {
      await move()
      if (refresh) await sportsbook.balance.refresh().catch(() => undefined)
      return true
    } catch (cause) {
      setError(refusalText(cause) ?? null)
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, run }
}
