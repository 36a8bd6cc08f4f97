import type { ComponentPropsWithRef } from 'react'
import type { StatusLabel } from './cashier-texts'

export interface StatusBadgeProps extends ComponentPropsWithRef<'span'> {
  label: StatusLabel
}

/** A movement's status as a coloured word (`data-tone`); the word carries the meaning, not the colour. */
export const StatusBadge = /* @__PURE__ */ Object.assign(
  function StatusBadge({ label, className, ...rest }: StatusBadgeProps) {
    return (
      <span {...rest} className={className ? `sb-status ${className}` : 'sb-status'} data-tone={label.tone}>
        {label.text}
      </span>
    )
  },
  { displayName: 'StatusBadge' },
)
