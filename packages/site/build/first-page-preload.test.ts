import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { firstPageManifest, preloadFirstPage } from './first-page-preload.js'

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
  const manifest = firstPageManifest(bundle, '/')
  const preloads = () =>
    [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`)

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
    ])
  })

  it("falls back to the home page and the page's own language, and preloads styles as styles", () => {
    window.location.hash = ''
    document.documentElement.lang = 'en'
    preloadFirstPage(manifest)
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
