import { useLingui } from '@lingui/react/macro'
import type { Notice } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { withRef } from '../../internal/with-ref'

/** Props of {@link NoticeMarquee}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface NoticeMarqueeProps extends ComponentPropsWithRef<'section'> {
  /** Every notice; only the `marquee` kind scrolls here. */
  notices: readonly Notice[]
}

/**
 * The `marquee` notices scrolling in one line under the header. `content` is plain text and is rendered as text,
 * never as markup; motion stops for players who ask for less.
 */
export const NoticeMarquee = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function NoticeMarquee({ notices, className, ...rest }: NoticeMarqueeProps) {
    const { t } = useLingui()
    const shown = notices.filter((notice) => notice.kind === 'marquee')
    if (shown.length === 0) return null
    return (
      <section
        {...rest}
        className={className ? `sb-marquee ${className}` : 'sb-marquee'}
        aria-label={t`Announcements`}
      >
        <div className="sb-marquee__track">
          {shown.map((notice) => (
            <p key={notice.id} className="sb-marquee__item" data-notice={notice.id}>
              <strong>{notice.title}</strong> {notice.content}
            </p>
          ))}
        </div>
      </section>
    )
  }),
  { displayName: 'NoticeMarquee' },
)
