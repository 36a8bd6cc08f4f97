import type { ComponentPropsWithRef, ReactNode } from 'react'
import { withRef } from '../../internal/with-ref'

/** Props of {@link SiteHeader}; any other prop of a `header` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface SiteHeaderProps extends ComponentPropsWithRef<'header'> {
  /** Usually a BrandLogo. */
  logo: ReactNode
  /** Usually a BalanceDisplay (members only). */
  balance?: ReactNode
  /** Usually a LanguageDropdown. */
  language?: ReactNode
  /** Usually an AccountMenu. */
  account?: ReactNode
  /** Navigation or anything else between the logo and the tools. */
  children?: ReactNode
}

/** The site's top bar: the logo on one side, balance, language and account on the other. Layout only. */
export const SiteHeader = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function SiteHeader({
    logo,
    balance,
    language,
    account,
    children,
    className,
    ref,
    ...rest
  }: SiteHeaderProps) {
    return (
      <header {...rest} ref={ref} className={className ? `sb-header ${className}` : 'sb-header'}>
        <div className="sb-header__brand">{logo}</div>
        {children ? <div className="sb-header__middle">{children}</div> : null}
        <div className="sb-header__tools">
          {balance}
          {language}
          {account}
        </div>
      </header>
    )
  }),
  { displayName: 'SiteHeader' },
)
