import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, useEffect, useState } from 'react'
import { withRef } from '../../internal/with-ref'

/** Props of {@link CopyButton}; any other prop of a `button` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface CopyButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'value'> {
  /** The text put on the clipboard. */
  text: string
  /** What is copied, for the button's accessible name ("Copy reference"). */
  what: string
}

/** Copies a value (an account number, a reference) and says so for two seconds. */
export const CopyButton = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function CopyButton({ text, what, className, ref, ...rest }: CopyButtonProps) {
    const { t } = useLingui()
    const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
    useEffect(() => {
      if (state === 'idle') return
      const timer = setTimeout(() => setState('idle'), 2000)
      return () => clearTimeout(timer)
    }, [state])
    return (
      <button
        {...rest}
        ref={ref}
        type="button"
        className={className ? `sb-copy ${className}` : 'sb-copy'}
        aria-label={t`Copy ${what}`}
        data-state={state}
        onClick={(event) => {
          // The caller's handler runs first and may cancel the copy with preventDefault.
          rest.onClick?.(event)
          if (event.defaultPrevented) return
          navigator.clipboard.writeText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }}
      >
        <span aria-live="polite">
          {state === 'copied' ? (
            <Trans>Copied</Trans>
          ) : state === 'failed' ? (
            <Trans>Copy failed</Trans>
          ) : (
            <Trans>Copy</Trans>
          )}
        </span>
      </button>
    )
  }),
  { displayName: 'CopyButton' },
)
