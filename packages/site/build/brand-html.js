// One index.html for every brand app (brand-index.html beside this file): the page around the site's root
// element (in English until the brand says otherwise), filled with the brand's language, title, description and the first screen's images. A brand app keeps
// no index.html of its own; Vite builds and serves this one as the app's.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const template = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'brand-index.html'), 'utf8')

const escaped = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The brand's page: `preload` names the first screen's images under the app's src/assets/ (its logo, the coins of
 * the registration footer), which download with the page.
 * @param {import('./brand-html').BrandPage} page
 * @returns {string}
 */
export function brandIndexHtml({ lang, title, description, preload }) {
  const links = preload
    .map((file) => `<link rel="preload" as="image" href="/src/assets/${escaped(file)}" />`)
    .join('\n    ')
  return template
    .replace('<html lang="en">', `<html lang="${escaped(lang)}">`)
    .replace('%BRAND_DESCRIPTION%', escaped(description))
    .replace('%BRAND_TITLE%', escaped(title))
    .replace('<!-- %BRAND_PRELOADS% -->', links)
}

/**
 * Serves (dev) and builds the brand's index.html from the one template.
 * @param {import('./brand-html').BrandPage} page
 * @returns {import('vite').Plugin}
 */
export function brandHtml(page) {
  const html = brandIndexHtml(page)
  let entry = ''
  return {
    name: 'sportsbook:brand-html',
    enforce: 'pre',
    configResolved(config) {
      entry = join(config.root, 'index.html')
    },
    resolveId(id) {
      return id === entry ? entry : null
    },
    load(id) {
      return id === entry ? html : null
    },
    configureServer(server) {
      // After Vite's own middlewares: a request for the page gets the template through Vite's HTML transforms.
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const path = request.url?.split('?')[0]
          if (path !== '/' && path !== '/index.html') return next()
          response.setHeader('Content-Type', 'text/html')
          response.end(await server.transformIndexHtml(request.url ?? '/', html))
        })
      }
    },
  }
}
