import { useLingui } from '@lingui/react/macro'
import type { ComponentPropsWithRef } from 'react'
import { withRef } from '../../internal/with-ref'

/** Props of {@link NoticeBell}; any other prop of a `button` (`id`, `onClick`, `aria-*`, `data-*`, `ref`) goes to it. */
export interface NoticeBellProps extends ComponentPropsWithRef<'button'> {
  /** How many notices the member has not read (the SDK's notice feed counts them). */
  unread: number
}

/** The header's notices button with the unread count as a badge (99+ above 99). */
export const NoticeBell = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function NoticeBell({ unread, className, ...rest }: NoticeBellProps) {
    const { t } = useLingui()
    const badge = unread > 99 ? '99+' : String(unread)
    return (
      <button
        type="button"
        {...rest}
        className={className ? `sb-notice-bell ${className}` : 'sb-notice-bell'}
        aria-label={unread > 0 ? t`Notices, ${unread} unread` : t`Notices`}
        data-state={unread > 0 ? 'unread' : 'read'}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {unread > 0 ? (
          <span className="sb-notice-bell__badge" data-testid="notice-unread">
            {badge}
          </span>
        ) : null}
      </button>
    )
  }),
  { displayName: 'NoticeBell' },
)
