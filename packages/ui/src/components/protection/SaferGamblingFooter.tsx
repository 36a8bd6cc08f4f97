import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentPropsWithRef } from 'react'
import { withRef } from '../../internal/with-ref'

/** Props of {@link SaferGamblingFooter}; any other prop of a `footer` (`id`, `aria-*`, `data-*`, `ref`) goes to it. */
export interface SaferGamblingFooterProps extends ComponentPropsWithRef<'footer'> {
  /** The youngest age allowed to play (`sysinit` → `protection.minAge`). */
  minAge: number
  /** The safer-gambling page of the site. */
  protectionHref: string
  /** Where independent help is (a national helpline or charity); it opens in a new tab. */
  helpHref: string
  /** The help's name, as the link says it ("BeGambleAware"); a generic name without one. */
  helpName?: string
}

/**
 * The responsible-gambling footer of every page: the minimum age, the safer-gambling page and where to find
 * independent help. It is the page's `contentinfo` landmark.
 */
export const SaferGamblingFooter = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function SaferGamblingFooter({
    minAge,
    protectionHref,
    helpHref,
    helpName,
    className,
    ...rest
  }: SaferGamblingFooterProps) {
    const { t } = useLingui()
    return (
      <footer {...rest} className={className ? `sb-safer-footer ${className}` : 'sb-safer-footer'}>
        <span className="sb-safer-footer__age" role="img" aria-label={t`Only for ages ${minAge} and over`}>
          {minAge}+
        </span>
        <p className="sb-safer-footer__text">
          <Trans>
            Gambling can be addictive. Play responsibly and only with money you can afford to lose.
          </Trans>
        </p>
        <nav className="sb-safer-footer__links" aria-label={t`Safer gambling`}>
          <a href={protectionHref} data-link="protection">
            <Trans>Safer gambling</Trans>
          </a>
          <a href={helpHref} target="_blank" rel="noopener noreferrer" data-link="help">
            {helpName ?? <Trans>Get help</Trans>}
          </a>
        </nav>
      </footer>
    )
  }),
  { displayName: 'SaferGamblingFooter' },
)
