import type { LanguageOptions } from '@sportsbook/sdk'

/** An image of the brand: where it is and what it says. */
export interface BrandImage {
  src: string
  alt: string
}

/**
 * Everything that differs between brands (DESIGN.md section 3): data, never a branch in shared code.
 */
export interface BrandConfig {
  /** The product number the server names for this site (spec section 1). */
  productNo: number
  name: string
  /** The page title. */
  title: string
  /** The favicon's URL. */
  icon: string
  /** The header logo; `special` for users of type 1 (spec section 6). */
  logos: { default: string; special: string }
  /**
   * An icon per currency code. The registration footer shows the currencies the brand's wallet holds (from
   * `api/sysinit`, spec section 1: 800000 holds three), each with its icon from here.
   */
  coinIcons: Readonly<Record<string, string>>
  /** The client info's `channel`. */
  channel: string
  /** The app's language setting (spec section 9). */
  defaultLanguage?: LanguageOptions['default']
  /** A language forced whatever the user picks (spec section 1). */
  forcedLanguage?: LanguageOptions['forced']
  /**
   * Independent help the responsible-gambling footer links to (a national helpline or charity of the brand's
   * market); the site's default without one.
   */
  saferGamblingHelp?: { href: string; name?: string | undefined }
  /** The brand's colours, set as the ui package's theme properties (`--sb-color-*`); each meets WCAG AA. */
  theme: { primary: string; onPrimary: string; primaryHover: string; background: string }
}
