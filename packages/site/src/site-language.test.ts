import { describe, expect, it } from 'vitest'
import type { BrandConfig } from './brand-config'
import { showLikelyLanguage } from './site-language'

const brand: BrandConfig = {
  productNo: 800000,
  name: 'Apex Sports',
  title: 'Apex Sports',
  icon: '/favicon.svg',
  logos: { default: '/logo.svg', special: '/logo-vip.svg' },
  coinIcons: {},
  channel: 'apex-web',
  theme: { primary: '#0b6e4f', onPrimary: '#ffffff', primaryHover: '#08563d', background: '#f3f7f5' },
}

describe('<html lang> (issue 11: BCP 47 tags for the spec codes)', () => {
  it.each([
    ['zht', 'zh-Hant'],
    ['zh', 'zh-Hans'],
    ['kh', 'km'],
    ['in', 'en-IN'],
    ['br', 'pt-BR'],
    ['pt', 'pt-PT'],
    ['en', 'en'],
    ['ko', 'ko'],
  ])('the stored code %s marks the page %s', async (code, tag) => {
    await showLikelyLanguage(brand, code)
    expect(document.documentElement.lang).toBe(tag)
  })

  it("a brand's forced Portuguese is European Portuguese", async () => {
    await showLikelyLanguage({ ...brand, forcedLanguage: 'pt' }, null)
    expect(document.documentElement.lang).toBe('pt-PT')
  })
})
