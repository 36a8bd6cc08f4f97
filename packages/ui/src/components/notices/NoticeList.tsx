import { Trans, useLingui } from '@lingui/react/macro'
import type { Notice } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { EmptyState, LoadingState } from '../data-states/DataStates'

/** Props of {@link NoticeList}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface NoticeListProps extends ComponentPropsWithRef<'div'> {
  /** The site's notices, shown in the order given (the SDK's notice feed keeps pinned first, then newest). */
  notices: readonly Notice[]
  /** Notices with an id above this are marked new. */
  readId?: number
  /** Shows placeholders instead of the empty state while the first notices load. */
  loading?: boolean
}

/** The notices panel's list: pinned first, newest first; `content` is plain text, line breaks kept. */
export const NoticeList = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function NoticeList({
    notices,
    readId = Number.POSITIVE_INFINITY,
    loading = false,
    className,
    ...rest
  }: NoticeListProps) {
    const { t } = useLingui()
    const format = useFormatters()
    if (loading && notices.length === 0)
      return <LoadingState {...rest} className={className} rows={2} label={t`Loading notices`} />
    if (notices.length === 0) return <EmptyState {...rest} className={className} title={t`No notices.`} />
    return (
      <div {...rest} className={className}>
        <ul className="sb-notice-list">
          {notices.map((notice) => (
            <li
              key={notice.id}
              className="sb-notice"
              data-kind={notice.kind}
              data-state={notice.id > readId ? 'new' : 'read'}
              data-notice={notice.id}
            >
              <p className="sb-notice__title">
                {notice.pinned ? (
                  <span className="sb-notice__pin">
                    <Trans>Pinned</Trans>
                  </span>
                ) : null}
                <strong>{notice.title}</strong>
              </p>
              <p className="sb-notice__time">{format.dayTime(notice.createdAt)}</p>
              <p className="sb-notice__content">{notice.content}</p>
            </li>
          ))}
        </ul>
      </div>
    )
  }),
  { displayName: 'NoticeList' },
)
