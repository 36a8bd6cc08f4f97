import { describe, expect, it } from 'vitest'
import type { BrandConfig } from './brand-config'
import { applyBrand } from './brand-theme'

const brand: BrandConfig = {
  productNo: 800001,
  name: 'Copa Bet',
  title: 'Copa Bet · Apostas',
  icon: '/favicon.svg',
  logos: { default: '/logo.svg', special: '/logo-vip.svg' },
  coinIcons: {},
  channel: 'copa-web',
  forcedLanguage: 'pt',
  theme: { primary: '#00663a', onPrimary: '#ffffff', primaryHover: '#004d2c', background: '#f4f8f5' },
}

describe('brand theme (spec section 1)', () => {
  it("sets the page title, the icon and the brand's colours", () => {
    applyBrand(brand, document)
    expect(document.title).toBe('Copa Bet · Apostas')
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/favicon.svg',
    )
    const style = document.documentElement.style
    expect(style.getPropertyValue('--sb-color-primary')).toBe('#00663a')
    expect(style.getPropertyValue('--sb-color-background')).toBe('#f4f8f5')
  })

  it("leaves an icon that is already the brand's alone (setting it again would fetch it again)", () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg">'
    const icon = document.querySelector('link[rel="icon"]') as HTMLLinkElement
    const changes: string[] = []
    new MutationObserver((records) =>
      changes.push(...records.map((record) => record.attributeName ?? '')),
    ).observe(icon, { attributes: true })
    applyBrand(brand, document)
    applyBrand({ ...brand, icon: '/other.svg' }, document)
    return new Promise<void>((resolve) => {
      setTimeout(() => {
        expect(changes).toEqual(['href'])
        expect(icon.getAttribute('href')).toBe('/other.svg')
        resolve()
      }, 0)
    })
  })
})
