// The first page's code and texts are dynamic imports of the entry: without help the browser asks for them only
// once the entry script has downloaded and run, one whole round trip after it. This plugin writes a small script
// that reads the address (`#/register/...`) and the stored language, and preloads that page's chunks and images
// and that language's core texts alongside the entry. The script is a file of its own, never inline, so the
// site's policy can be `script-src 'self'` (site-headers.js); index.html loads it as a classic script before the
// entry, which the browser's preload scanner fetches meanwhile.
import { createHash } from 'node:crypto'
import { takeRouteImages } from './brand-html.js'

/** A page module is named after the first segment of its route (`pages/register-page.tsx` serves #/register). */
const pageModule = /\/pages\/([a-z-]+)-page\.tsx$/
/** #/ and #/index show the home page. */
const pageOfRoute = { home: 'index' }
/** The core part of a language's texts (the betting part loads with the betting pages). */
const coreCatalogModule = /\/locales\/([a-z]+)\.ts$/

/**
 * The files to preload per route segment and per language, from Rollup's bundle: each chunk with the chunks it
 * imports statically, less those the entry already brings (Vite preloads those itself).
 * @param {Record<string, { type: string, fileName: string, isEntry?: boolean, isDynamicEntry?: boolean, facadeModuleId?: string | null, imports?: string[], viteMetadata?: { importedCss: Set<string> } }>} bundle
 * @param {string} base Vite's `base`, with its trailing slash.
 * @returns {{ pages: Record<string, string[]>, texts: Record<string, string[]> }}
 */
export function firstPageManifest(bundle, base = '/') {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const withImports = (fileName, into = new Set()) => {
    if (into.has(fileName)) return into
    into.add(fileName)
    for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into)
    return into
  }
  const fromEntry = new Set()
  for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, fromEntry)
  // A chunk's stylesheets (Vite's `importedCss`) come along: a betting page brings the betting styles.
  const filesOf = (chunk) =>
    [...withImports(chunk.fileName)]
      .filter((file) => !fromEntry.has(file))
      .flatMap((file) => [file, ...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
      .map((file) => base + file)

  const manifest = { pages: {}, texts: {} }
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue
    const page = chunk.facadeModuleId.match(pageModule)?.[1]
    if (page) manifest.pages[pageOfRoute[page] ?? page] = filesOf(chunk)
    const language = chunk.facadeModuleId.match(coreCatalogModule)?.[1]
    if (language) manifest.texts[language] = filesOf(chunk)
  }
  return manifest
}

/**
 * Runs in the page, written out as it is here (no imports, nothing else from this module; the ES2022 the
 * site targets): preloads the chunks and images of the route in the address and the texts of the stored language,
 * or of the page's own `lang` (the brand's default).
 * A guess that turns out wrong only downloads a few kilobytes the page may not use.
 * @param {import('./first-page-preload').FirstPageManifest} manifest
 */
export function preloadFirstPage(manifest) {
  const route = location.hash.replace(/^#\/?/, '').split(/[/?]/)[0] || 'index'
  let language = null
  try {
    language = localStorage.getItem('lang')
  } catch {
    // Storage can be blocked; the brand's default language still gets its preload.
  }
  const texts = manifest.texts[language] ?? manifest.texts[document.documentElement.lang] ?? []
  const add = (href, rel, as, crossOrigin) => {
    const link = document.createElement('link')
    link.rel = rel
    if (as) link.as = as
    if (crossOrigin) link.crossOrigin = ''
    link.href = href
    document.head.appendChild(link)
  }
  for (const href of [...(manifest.pages[route] ?? []), ...texts]) {
    if (href.endsWith('.css')) add(href, 'preload', 'style', true)
    else add(href, 'modulepreload', null, true)
  }
  // Without `crossOrigin`: an image element fetches without CORS, and a preload must match it to be used.
  for (const href of manifest.images[route] ?? []) add(href, 'preload', 'image', false)
}

/**
 * The script's file: `preloadFirstPage` called with the manifest, named after its content's hash.
 * @param {import('./first-page-preload').FirstPageManifest} manifest
 * @returns {{ fileName: string, source: string }}
 */
export function firstPageScript(manifest) {
  const source = `(${preloadFirstPage})(${JSON.stringify(manifest)})\n`
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
  return { fileName: `assets/first-page-preload-${hash}.js`, source }
}

/**
 * Writes the script and names it in each built page, before the entry. A page's route-marked image preloads
 * (brand-html.js) leave the page for the script's manifest. This runs once Vite has written the pages: its page
 * hooks still see placeholders where the images' hashed addresses go.
 * @returns {import('vite').Plugin}
 */
export function firstPagePreload() {
  let base = '/'
  return {
    name: 'sportsbook:first-page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const pages = Object.values(bundle).filter(
          (output) => output.type === 'asset' && output.fileName.endsWith('.html'),
        )
        if (pages.length === 0) return
        const taken = pages.map((page) => takeRouteImages(sourceText(page.source)))
        const script = firstPageScript({
          ...firstPageManifest(bundle, base),
          images: Object.assign({}, ...taken.map(({ images }) => images)),
        })
        // Before the entry script and the stylesheet: a classic script waits for stylesheets above it.
        const tag = `<script src="${base}${script.fileName}"></script>\n    `
        for (const [index, page] of pages.entries()) {
          page.source = taken[index].html.replace(/<script type="module"/, (entry) => tag + entry)
        }
        this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source })
      },
    },
  }
}

/** @param {string | Uint8Array} source */
const sourceText = (source) => (typeof source === 'string' ? source : new TextDecoder().decode(source))
