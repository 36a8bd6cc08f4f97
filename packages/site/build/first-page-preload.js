// The first page's code and texts are dynamic imports of the entry: without help the browser asks for them only
// once the entry script has downloaded and run, one whole round trip after it. This plugin writes a small script
// that reads the address (`#/register/...`) and the stored language, and preloads that page's chunks and that
// language's core texts alongside the entry. The script is a file of its own, never inline, so the site's policy
// can be `script-src 'self'` (site-headers.js); index.html loads it as a classic script before the entry, which
// the browser's preload scanner fetches meanwhile.
import { createHash } from 'node:crypto'
import { minifySync } from 'vite'

/**
 * A page module is named after the first segment of its route (`pages/register-page.tsx` serves #/register); the
 * operator console's sections (`pages/ops/risk-page.tsx`) by their own name, for the router's preload.
 */
const pageModule = /\/pages\/(?:[a-z-]+\/)?([a-z-]+)-page\.tsx$/
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
 * The manifest as the script carries it: each file named once (without its folder and, for scripts, its `.js`),
 * pages and languages listing positions in that list. File names end in content hashes gzip cannot shorten, and
 * the pages share most of their chunks: written once each, the first render's script is about a third smaller.
 * @param {{ pages: Record<string, string[]>, texts: Record<string, string[]> }} manifest
 * @param {string} folder The files' common folder (`/assets/` under Vite's base).
 * @returns {{ folder: string, files: string[], pages: Record<string, number[]>, texts: Record<string, number[]> }}
 */
export function packManifest(manifest, folder) {
  const files = []
  const positions = new Map()
  const positionOf = (href) => {
    let position = positions.get(href)
    if (position === undefined) {
      position = files.length
      positions.set(href, position)
      const name = href.startsWith(folder) ? href.slice(folder.length) : href
      files.push(name.endsWith('.js') ? name.slice(0, -3) : name)
    }
    return position
  }
  const pack = (lists) =>
    Object.fromEntries(Object.entries(lists).map(([key, hrefs]) => [key, hrefs.map(positionOf)]))
  return { folder, files, pages: pack(manifest.pages), texts: pack(manifest.texts) }
}

/**
 * Runs in the page, written out as it is here (no imports, nothing else from this module; the ES2022 the
 * site targets): preloads the chunks of the route in the address and the texts of the stored language, or of
 * the page's own `lang` (the brand's default); leaves `sportsbookPreloadPage(page)` for the router's later pages.
 * A guess that turns out wrong only downloads a few kilobytes the page may not use.
 * @param {{ folder: string, files: string[], pages: Record<string, number[]>, texts: Record<string, number[]> }} manifest
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
  const added = new Set()
  const preload = (positions) => {
    for (const position of positions) {
      if (added.has(position)) continue
      added.add(position)
      const name = manifest.files[position]
      const css = name.endsWith('.css')
      const link = document.createElement('link')
      if (css) {
        link.rel = 'preload'
        link.as = 'style'
      } else {
        link.rel = 'modulepreload'
      }
      link.crossOrigin = ''
      link.href = (name.startsWith('/') ? name : manifest.folder + name) + (css ? '' : '.js')
      document.head.appendChild(link)
    }
  }
  preload([...(manifest.pages[route] ?? []), ...texts])
  // Later pages: the router asks for a page's files as it starts loading it, so the page's chunk and the chunks
  // it imports download side by side (the entry carries no table of its own: see vite.js).
  window.sportsbookPreloadPage = (page) => preload(manifest.pages[page] ?? [])
}

/**
 * The script's file: `preloadFirstPage` called with the packed manifest, named after its content's hash.
 * @param {{ pages: Record<string, string[]>, texts: Record<string, string[]> }} manifest
 * @param {string} base Vite's `base`, with its trailing slash.
 * @returns {{ fileName: string, source: string }}
 */
export function firstPageScript(manifest, base = '/') {
  const packed = packManifest(manifest, `${base}assets/`)
  // Minified: it is part of every first render.
  const source = `${minifySync('first-page-preload.js', `(${preloadFirstPage})(${JSON.stringify(packed)})`).code}\n`
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
  return { fileName: `assets/first-page-preload-${hash}.js`, source }
}

/** @returns {import('vite').Plugin} */
export function firstPagePreload() {
  let base = '/'
  /** @type {{ fileName: string, source: string } | null} */
  let script = null
  return {
    name: 'sportsbook:first-page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html
        script = firstPageScript(firstPageManifest(context.bundle, base), base)
        // Before the entry script and the stylesheet: a classic script waits for stylesheets above it.
        const tag = `<script src="${base}${script.fileName}"></script>\n    `
        return html.replace(/<script type="module"/, (entry) => tag + entry)
      },
    },
    // index.html is written in Vite's own generateBundle; the script's file joins the bundle after it.
    generateBundle: {
      order: 'post',
      handler() {
        if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source })
      },
    },
  }
}
