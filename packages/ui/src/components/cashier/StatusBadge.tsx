import type { ComponentPropsWithRef } from 'react'
import { withRef } from '../../internal/with-ref'
import type { StatusLabel } from './cashier-texts'

/** Props of {@link StatusBadge}; any other prop of a `span` (`id`, `aria-*`, `data-*`, `ref`) goes to it. */
export interface StatusBadgeProps extends ComponentPropsWithRef<'span'> {
  label: StatusLabel
}

/** A movement's status as a coloured word (`data-tone`); the word carries the meaning, not the colour. */
export const StatusBadge = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function StatusBadge({ label, className, ...rest }: StatusBadgeProps) {
    return (
      <span {...rest} className={className ? `sb-status ${className}` : 'sb-status'} data-tone={label.tone}>
        {label.text}
      </span>
    )
  }),
  { displayName: 'StatusBadge' },
)
