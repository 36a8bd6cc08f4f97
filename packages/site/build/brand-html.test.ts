import { describe, expect, it } from 'vitest'
import { brandIndexHtml, takeRouteImages } from './brand-html.js'

describe('brand index.html', () => {
  const page = brandIndexHtml({
    lang: 'pt',
    title: 'Copa Bet · Apostas "ao vivo"',
    description: 'Copa <Bet>',
    preload: ['logo.svg'],
    routeImages: { register: ['coin-brl.svg', 'coin-usdt.svg'] },
  })
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
  const preloads = (document: Document) =>
    [...document.querySelectorAll('link[rel="preload"]')].map(
      (link) => `${link.getAttribute('href')} ${link.getAttribute('data-route') ?? 'every page'}`,
    )
  const document = parse(page)

  it("carries the brand's language, title and description, escaped", () => {
    expect(document.documentElement.lang).toBe('pt')
    expect(document.title).toBe('Copa Bet · Apostas "ao vivo"')
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Copa <Bet>')
  })

  it("preloads every page's images, marks each route's own with its route, and loads the app's entry", () => {
    expect(preloads(document)).toEqual([
      '/src/assets/logo.svg every page',
      '/src/assets/coin-brl.svg register',
      '/src/assets/coin-usdt.svg register',
    ])
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/src/main.tsx')
    expect(page).not.toContain('%BRAND_')
  })

  it("takes a route's images out of the page, the logo's preload staying", () => {
    // As the build writes the page: hashed addresses, the attributes otherwise as written.
    const built = page.replace(/\/src\/assets\/([a-z-]+)\.svg/g, '/assets/$1-Ab12.svg')
    const { html, images } = takeRouteImages(built)
    expect(images).toEqual({ register: ['/assets/coin-brl-Ab12.svg', '/assets/coin-usdt-Ab12.svg'] })
    expect(preloads(parse(html))).toEqual(['/assets/logo-Ab12.svg every page'])
    expect(html).toContain('<link rel="preload" as="image" href="/assets/logo-Ab12.svg" />\n    <title>')
  })
})
