export interface BrandLogos {
  /** The brand's usual logo. */
  default: string
  /** The logo variant for special users (user type 1, spec section 6). */
  type1?: string
}

export interface BrandLogoProps {
  logos: BrandLogos
  /** The brand's name: the logo's text alternative. */
  name: string
  /** The user's `type`; 1 shows the type-1 variant when the brand has one. */
  userType?: number | null
  /** Makes the logo a link, usually to #/index. */
  href?: string
  /** Height in CSS pixels (default 32). */
  height?: number
  className?: string
}

/** The brand's logo, or its variant for a special user (spec section 6). */
export const BrandLogo = /* @__PURE__ */ Object.assign(
  function BrandLogo({ logos, name, userType, href, height = 32, className }: BrandLogoProps) {
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
      <a className={classes} href={href}>
        {image}
      </a>
    ) : (
      <span className={classes}>{image}</span>
    )
  },
  { displayName: 'BrandLogo' },
)
