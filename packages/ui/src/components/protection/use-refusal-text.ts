import { useLingui } from '@lingui/react'
import { isProtectionError, isSportsbookError } from '@sportsbook/sdk'
import { useCallback } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { refusalParts } from './protection-texts'

/**
 * A refusal as one line for a form's error or a failed bet: a 1007 (`ProtectionError`) in the player's words with
 * what remains and when it lifts, never its code; any other error its message (the server's, in the page
 * language); undefined for nothing.
 */
export function useRefusalText(): (error: unknown) => string | undefined {
  const { i18n } = useLingui()
  const format = useFormatters()
  return useCallback(
    (error: unknown) => {
      if (isProtectionError(error)) {
        const { reason, remaining, end } = refusalParts(i18n, error.refusal, format)
        return [reason, remaining, end].filter(Boolean).join(' ')
      }
      if (isSportsbookError(error)) return error.message
      return error instanceof Error ? error.message : undefined
    },
    [i18n, format],
  )
}
