import { useLingui } from '@lingui/react/macro'
import { isProtectionError, isSportsbookError, type ProtectionRefusal } from '@sportsbook/sdk'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { refusalParts } from './protection-texts'

/** Props of {@link ProtectionMessage}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface ProtectionMessageProps extends ComponentPropsWithRef<'div'> {
  /**
   * What was refused: a `ProtectionError` (code 1007) shows its reason, what remains and when it lifts; any other
   * error shows the server's message. Nothing renders without one.
   */
  error?: unknown
  /** A refusal known otherwise (a restricted session's break, a pushed block), when there is no error. */
  refusal?: ProtectionRefusal | null
}

/**
 * A refusal of player protection in the player's words: why, what the limit still allows
 * and when it lifts, read out as it appears. It never shows a raw code; an error that is no 1007 shows its message.
 */
export const ProtectionMessage = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ProtectionMessage({
    error,
    refusal: given,
    className,
    ...rest
  }: ProtectionMessageProps) {
    const { i18n } = useLingui()
    const format = useFormatters()
    const refusal = isProtectionError(error) ? error.refusal : (given ?? null)
    const rootClass = className ? `sb-protection-message ${className}` : 'sb-protection-message'
    if (!refusal) {
      const message = isSportsbookError(error) || error instanceof Error ? error.message : null
      if (!message) return null
      return (
        <div {...rest} className={rootClass} role="alert">
          <p>{message}</p>
        </div>
      )
    }
    const parts = refusalParts(i18n, refusal, format)
    return (
      <div {...rest} className={rootClass} role="alert" data-reason={refusal.reason}>
        <p className="sb-protection-message__reason">{parts.reason}</p>
        {parts.remaining ? <p data-field="remaining">{parts.remaining}</p> : null}
        {parts.end ? <p data-field="until">{parts.end}</p> : null}
      </div>
    )
  }),
  { displayName: 'ProtectionMessage' },
)
