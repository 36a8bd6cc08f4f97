// One index.html for every brand app (brand-index.html beside this file): the page around the site's root
// element (in English until the brand says otherwise), filled with the brand's language, title, description and the
// first screen's images. A brand app keeps no index.html of its own; Vite builds and serves this one as the app's.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const template = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'brand-index.html'), 'utf8')

const escaped = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A route's image, marked with its route segment: written by `brandIndexHtml`, taken out by `takeRouteImages`. */
const routeImageLink = /\n?[ \t]*<link\b[^>]*\bdata-route="([^"]*)"[^>]*>/g

/**
 * The brand's page: `preload` names the images every page shows (the logo), which download with the page;
 * `routeImages` those of one route's page only (the registration footer's coins), written as preloads marked with
 * their route, which the build moves into the first page's script (first-page-preload.js). Preloaded on every
 * page, an image most pages never show costs a download and Chromium's "preloaded but not used" warning.
 * @param {import('./brand-html').BrandPage} page
 * @returns {string}
 */
export function brandIndexHtml({ lang, title, description, preload, routeImages = {} }) {
  const image = (file, route) =>
    `<link rel="preload" as="image" href="/src/assets/${escaped(file)}"${route ? ` data-route="${escaped(route)}"` : ''} />`
  const links = [
    ...preload.map((file) => image(file)),
    ...Object.entries(routeImages).flatMap(([route, files]) => files.map((file) => image(file, route))),
  ].join('\n    ')
  return template
    .replace('<html lang="en">', `<html lang="${escaped(lang)}">`)
    .replace('%BRAND_DESCRIPTION%', escaped(description))
    .replace('%BRAND_TITLE%', escaped(title))
    .replace('<!-- %BRAND_PRELOADS% -->', links)
}

/**
 * Takes the route-marked image preloads out of a page: the page without them, and their addresses (as the page
 * names them: the built page's are the hashed files) per route segment, in order.
 * @param {string} html
 * @returns {{ html: string, images: Record<string, string[]> }}
 */
export function takeRouteImages(html) {
  /** @type {Record<string, string[]>} */
  const images = {}
  const rest = html.replace(routeImageLink, (link, route) => {
    const href = link.match(/\bhref="([^"]*)"/)?.[1]
    if (href) images[route] = [...(images[route] ?? []), href]
    return ''
  })
  return { html: rest, images }
}

/**
 * Serves (dev) and builds the brand's index.html from the one template.
 * @param {import('./brand-html').BrandPage} page
 * @returns {import('vite').Plugin}
 */
export function brandHtml(page) {
  const html = brandIndexHtml(page)
  // Dev has no first page script to preload a route's images (first-page-preload.js builds it), and preloaded on
  // every page they would be warned about.
  const devHtml = takeRouteImages(html).html
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
          response.end(await server.transformIndexHtml(request.url ?? '/', devHtml))
        })
      }
    },
  }
}
