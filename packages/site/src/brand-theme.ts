import type { BrandConfig } from './brand-config'

/** The page title, the icon and the theme colours are the brand's (spec section 1). */
export function applyBrand(brand: BrandConfig, document: Document): void {
  document.title = brand.title
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (!icon) {
    icon = document.createElement('link')
    icon.rel = 'icon'
    document.head.append(icon)
  }
  // Setting the same address again would make the browser fetch the icon now, amid the first render's downloads.
  if (icon.getAttribute('href') !== brand.icon) icon.href = brand.icon
  const style = document.documentElement.style
  style.setProperty('--sb-color-primary', brand.theme.primary)
  style.setProperty('--sb-color-on-primary', brand.theme.onPrimary)
  style.setProperty('--sb-color-primary-hover', brand.theme.primaryHover)
  style.setProperty('--sb-color-background', brand.theme.background)
}
