import { describe, expect, it } from 'vitest'
import { brandIndexHtml } from './brand-html.js'

describe('brand index.html', () => {
  const page = brandIndexHtml({
    lang: 'pt',
    title: 'Copa Bet · Apostas "ao vivo"',
    description: 'Copa <Bet>',
    preload: ['logo.svg', 'coin-brl.svg'],
  })
  const document = new DOMParser().parseFromString(page, 'text/html')

  it("carries the brand's language, title and description, escaped", () => {
    expect(document.documentElement.lang).toBe('pt')
    expect(document.title).toBe('Copa Bet · Apostas "ao vivo"')
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Copa <Bet>')
  })

  it("preloads the first screen's images in order and loads the app's entry", () => {
    const preloads = [...document.querySelectorAll('link[rel="preload"]')].map((link) =>
      link.getAttribute('href'),
    )
    expect(preloads).toEqual(['/src/assets/logo.svg', '/src/assets/coin-brl.svg'])
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/src/main.tsx')
    expect(page).not.toContain('%BRAND_')
  })
})
