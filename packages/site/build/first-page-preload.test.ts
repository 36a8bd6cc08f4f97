import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { brandIndexHtml } from './brand-html.js'
import { firstPageManifest, firstPagePreload, preloadFirstPage } from './first-page-preload.js'

// The shape of Rollup's output bundle: chunks by file name.
const chunk = (fileName: string, fields: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  ...fields,
})
const page = (name: string, fileName: string, imports: string[] = [], css: string[] = []) =>
  chunk(fileName, {
    isDynamicEntry: true,
    facadeModuleId: `/repo/packages/site/src/pages/${name}-page.tsx`,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  })
const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', { isEntry: true, imports: ['assets/react-1.js'] }),
    chunk('assets/react-1.js'),
    chunk('assets/TextField-1.js', { imports: ['assets/react-1.js'] }),
    page('register', 'assets/register-page-1.js', ['assets/react-1.js', 'assets/TextField-1.js']),
    page('home', 'assets/home-page-1.js', ['assets/styles-1.js'], []),
    chunk('assets/styles-1.js', { viteMetadata: { importedCss: new Set(['assets/styles-1.css']) } }),
    chunk('assets/en-1.js', { isDynamicEntry: true, facadeModuleId: '/repo/packages/ui/src/locales/en.ts' }),
    chunk('assets/pt-1.js', { isDynamicEntry: true, facadeModuleId: '/repo/packages/ui/src/locales/pt.ts' }),
    chunk('assets/en.betting-1.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/packages/ui/src/locales/en.betting.ts',
    }),
    { type: 'asset', fileName: 'assets/index-1.css' },
  ].map((output) => [output.fileName, output]),
)

describe('firstPageManifest', () => {
  it("lists each page's chunks and styles without what the entry already brings", () => {
    const manifest = firstPageManifest(bundle, '/')
    expect(manifest.pages).toEqual({
      register: ['/assets/register-page-1.js', '/assets/TextField-1.js'],
      index: ['/assets/home-page-1.js', '/assets/styles-1.js', '/assets/styles-1.css'],
    })
  })

  it('lists the core texts of each language, not the betting part', () => {
    expect(firstPageManifest(bundle, '/sites/apex/').texts).toEqual({
      en: ['/sites/apex/assets/en-1.js'],
      pt: ['/sites/apex/assets/pt-1.js'],
    })
  })
})

describe('preloadFirstPage', () => {
  const manifest = {
    ...firstPageManifest(bundle, '/'),
    images: { register: ['/assets/coin-brl-1.svg', '/assets/coin-usdt-1.svg'] },
  }
  const preloads = () =>
    [...document.head.querySelectorAll('link')].map(
      (link) => `${link.rel} ${link.getAttribute('href')}${link.as === 'image' ? ' image' : ''}`,
    )

  // The test files of a worker share its document: each test starts from an empty head and leaves one.
  const reset = () => {
    document.head.innerHTML = ''
    localStorage.clear()
    document.documentElement.lang = ''
    window.location.hash = ''
  }
  beforeEach(reset)
  afterEach(reset)

  it("preloads the address's page and the stored language's texts", () => {
    window.location.hash = '#/register/ABC123?x=1'
    localStorage.setItem('lang', 'pt')
    document.documentElement.lang = 'en'
    preloadFirstPage(manifest)
    expect(preloads()).toEqual([
      'modulepreload /assets/register-page-1.js',
      'modulepreload /assets/TextField-1.js',
      'modulepreload /assets/pt-1.js',
      'preload /assets/coin-brl-1.svg image',
      'preload /assets/coin-usdt-1.svg image',
    ])
  })

  it("preloads the registration page's images as an image element fetches them, without CORS", () => {
    window.location.hash = '#/register'
    preloadFirstPage(manifest)
    const images = [...document.head.querySelectorAll('link[as="image"]')]
    expect(images).toHaveLength(2)
    for (const image of images) expect(image.hasAttribute('crossorigin')).toBe(false)
  })

  it("falls back to the home page and the page's own language, and preloads styles as styles", () => {
    window.location.hash = ''
    document.documentElement.lang = 'en'
    preloadFirstPage(manifest)
    // No image: the registration page's are not the home page's.
    expect(preloads()).toEqual([
      'modulepreload /assets/home-page-1.js',
      'modulepreload /assets/styles-1.js',
      'preload /assets/styles-1.css',
      'modulepreload /assets/en-1.js',
    ])
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('as')).toBe('style')
  })

  it('preloads nothing for an address without a page of its own and a language without texts', () => {
    window.location.hash = '#/wallet'
    localStorage.setItem('lang', 'xx')
    document.documentElement.lang = 'yy'
    preloadFirstPage(manifest)
    expect(preloads()).toEqual([])
  })
})

describe('firstPagePreload', () => {
  it("moves the built page's route images into the script, the logo staying in the page", () => {
    // The page as Vite writes it: the template's addresses hashed, its entry and stylesheet added.
    const html = brandIndexHtml({
      lang: 'en',
      title: 'Apex',
      description: 'Apex',
      preload: ['logo.svg'],
      routeImages: { register: ['coin-usd.svg'] },
    })
      .replace(/\/src\/assets\/([a-z-]+)\.svg/g, '/assets/$1-Ab12.svg')
      .replace('/src/main.tsx', '/assets/index-1.js')
    const built = { ...bundle, 'index.html': { type: 'asset', fileName: 'index.html', source: html } }
    const emitted: { fileName: string; source: string }[] = []
    const plugin = firstPagePreload()
    const generateBundle = plugin.generateBundle as { handler: (...args: unknown[]) => void }
    generateBundle.handler.call(
      { emitFile: (file: (typeof emitted)[number]) => emitted.push(file) },
      {},
      built,
    )

    const page = built['index.html'].source
    expect(page).toContain('href="/assets/logo-Ab12.svg"')
    expect(page).not.toContain('coin-usd')
    expect(emitted).toHaveLength(1)
    const script = emitted[0]!
    expect(page).toContain(`<script src="/${script.fileName}"></script>\n    <script type="module"`)
    expect(script.source).toContain('"images":{"register":["/assets/coin-usd-Ab12.svg"]}')
  })
})
