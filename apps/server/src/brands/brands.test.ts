import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'
import { brandOfOrigin } from './site-brand'

describe('brand data', () => {
  it('defaults: Apex Sports in USD, Copa Bet in BRL forcing pt, Jade Arena in USD', () => {
    const { brands } = loadConfig({})
    expect([...brands.values()].map((b) => [b.productNo, b.defaultCurrency, b.currencies])).toEqual([
      [800000, 'USD', ['USD', 'USDT', 'BRL']],
      [800001, 'BRL', ['BRL', 'USDT']],
      [800002, 'USD', ['USD', 'USDT']],
    ])
    expect(brands.get(800001)?.forcedLanguage).toBe('pt')
  })

  it('BRANDS replaces them; the default currency is listed first', () => {
    const config = loadConfig({
      SITES: 'https://a.example=7',
      BRANDS: JSON.stringify([
        { productNo: 7, name: 'Seven', defaultCurrency: 'USDT', currencies: ['USD', 'USDT'] },
      ]),
    })
    expect(config.brands.get(7)).toEqual({
      productNo: 7,
      name: 'Seven',
      defaultCurrency: 'USDT',
      currencies: ['USDT', 'USD'],
    })
    expect(config.productNo).toBe(7)
  })

  it('refuses malformed BRANDS, a default outside the list, and a site or PRODUCT_NO of no brand', () => {
    const brand = { productNo: 800000, name: 'A', currencies: ['USD'] }
    for (const BRANDS of [
      'not json',
      '[]',
      JSON.stringify([{ ...brand, currencies: [] }]),
      JSON.stringify([{ ...brand, currencies: ['usd!'] }]),
      JSON.stringify([{ ...brand, defaultCurrency: 'BRL' }]),
      JSON.stringify([{ ...brand, productNo: 'x' }]),
      JSON.stringify([brand, brand]),
      JSON.stringify([{ ...brand, forcedLanguage: 'pt-PT' }]),
    ]) {
      expect(() => loadConfig({ SITES: 'https://a.example=800000', BRANDS }), BRANDS).toThrow(ConfigError)
    }
    expect(() => loadConfig({ SITES: 'https://a.example=900000' })).toThrow(/900000/)
    expect(() => loadConfig({ PRODUCT_NO: '900001' })).toThrow(/900001/)
  })

  it("a request's brand is its Origin through SITES (a trailing slash ignored), else PRODUCT_NO", () => {
    const config = loadConfig({
      SITES: 'https://a.example=800001,https://b.example=800002',
      PRODUCT_NO: '800000',
    })
    expect(brandOfOrigin(config, 'https://a.example')).toBe(800001)
    expect(brandOfOrigin(config, 'https://b.example/')).toBe(800002)
    expect(brandOfOrigin(config, 'https://elsewhere.example')).toBe(800000)
    expect(brandOfOrigin(config, undefined)).toBe(800000)
  })
})
