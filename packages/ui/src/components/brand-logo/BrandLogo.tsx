import type { HTMLAttributes, Ref } from 'react'
import { withRef } from '../../internal/with-ref'
/** A brand's logo pictures (URLs). */
export interface BrandLogos {
  /** The brand's usual logo. */
  default: string
  /** The logo variant for special users (user type 1). */
  type1?: string
}

/** Props of {@link BrandLogo}; any other prop of a `span` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface BrandLogoProps extends HTMLAttributes<HTMLElement> {
  /** The root element: a link with `href`, a `span` without. */
  ref?: Ref<HTMLElement>
  logos: BrandLogos
  /** The brand's name: the logo's text alternative. */
  name: string
  /** The user's `type`; 1 shows the type-1 variant when the brand has one. */
  userType?: number | null
  /** Makes the logo a link, usually to #/index. */
  href?: string
  /** Height in CSS pixels (default 32). */
  height?: number
}

/** The brand's logo, or its variant for a special user (user type 1). */
export const BrandLogo = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function BrandLogo({
    logos,
    name,
    userType,
    href,
    height = 32,
    className,
    ref,
    ...rest
  }: BrandLogoProps) {
    const special = userType === 1 && logos.type1 !== undefined
    const image = (
      <img
        className="sb-brand-logo__image"
        src={special ? logos.type1 : logos.default}
        alt={name}
        height={height}
        data-variant={special ? 'type1' : 'default'}
      />
    )
    const classes = className ? `sb-brand-logo ${className}` : 'sb-brand-logo'
    return href ? (
      <a {...rest} ref={ref as Ref<HTMLAnchorElement>} className={classes} href={href}>
        {image}
      </a>
    ) : (
      <span {...rest} ref={ref as Ref<HTMLSpanElement>} className={classes}>
        {image}
      </span>
    )
  }),
  { displayName: 'BrandLogo' },
)
