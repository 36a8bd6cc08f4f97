import { Trans } from '@lingui/react/macro'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { withRef } from '../../internal/with-ref'

/** Props of {@link ComingSoon}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface ComingSoonProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The page's name, its heading. */
  title: ReactNode
  /** What the page will hold, if the site wants to say. */
  description?: ReactNode
  /** A way on, e.g. a link back to the matches. */
  action?: ReactNode
}

/** An honest placeholder for a page that a later release fills: it says so, and offers a way on. */
export const ComingSoon = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ComingSoon({
    title,
    description,
    action,
    className,
    ref,
    ...rest
  }: ComingSoonProps) {
    return (
      <section
        {...rest}
        ref={ref}
        className={className ? `sb-page-message ${className}` : 'sb-page-message'}
        data-state="coming-soon"
      >
        <div className="sb-page-message__panel">
          <h1 className="sb-page-message__title">{title}</h1>
          <p>
            <Trans>This page is not ready yet. It is coming in a later update.</Trans>
          </p>
          {description ? <p className="sb-page-message__muted">{description}</p> : null}
          {action}
        </div>
      </section>
    )
  }),
  { displayName: 'ComingSoon' },
)
