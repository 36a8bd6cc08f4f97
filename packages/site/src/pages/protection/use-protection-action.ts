import { useRefusalText, useSportsbook } from '@sportsbook/ui'
import { useState } from 'react'

/**
 * One change of the safer-gambling page at a time: `run` marks it busy, clears the last refusal, makes the change
 * and answers true; a refusal shows as `error` in the player's words (a 1007 says why and until when) and answers
 * false, which tells a form to keep what was typed.
 */
export function useProtectionAction() {
  const sportsbook = useSportsbook()
  const refusalText = useRefusalText()
  const [busy, setBusy] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const run = async (
    key: string,
    change: (protection: typeof sportsbook.protection) => Promise<unknown>,
  ): Promise<boolean> => {
    setBusy(key)
    setErrors(({ [key]: _, ...rest }) => rest)
    try {
      await change(sportsbook.protection)
      return true
    } catch (cause) {
      setErrors((previous) => ({ ...previous, [key]: refusalText(cause) ?? '' }))
      return false
    } finally {
      setBusy(null)
    }
  }
  return { busy, errorOf: (key: string) => errors[key] ?? null, run }
}
