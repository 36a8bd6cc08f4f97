// The headers a brand site is served with in production (the root README lists them for a host). The built
// index.html carries no inline script (first-page-preload.js writes its script to a file), so the policy allows
// scripts from the site's own origin only. The site calls the API at `apiUrl` (VITE_API_URL), or by default at
// port 8787 of the host it is served from (packages/site/src/create-site.tsx), so the policy names that origin
// for calls, sockets, images (game thumbnails, proofs) and frames (a game's launch page).

/** The API's origin for a page served from `host` (`name:port` of the request), as the site computes it. */
export function apiOriginFor(host, protocol = 'http:', apiUrl = undefined) {
  if (apiUrl) return new URL(apiUrl).origin
  const hostname = host.replace(/:\d+$/, '')
  return `${protocol}//${hostname}:8787`
}

/** The websocket origin of an http(s) origin (socket.io's websocket transport). */
function socketOrigin(origin) {
  return origin.replace(/^http/, 'ws')
}

/**
 * The Content-Security-Policy of a site whose API lives at `apiOrigin`: everything from the site itself, no
 * inline script, calls and sockets to the API, images also as data: (the captcha) and blob: (a proof's preview),
 * never framed (an operator who embeds `#/mini` in a partner's page lists that page's origin in frame-ancestors).
 * @param {string} apiOrigin
 */
export function contentSecurityPolicy(apiOrigin) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${apiOrigin}`,
    "font-src 'self'",
    `connect-src 'self' ${apiOrigin} ${socketOrigin(apiOrigin)}`,
    `frame-src ${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Every header of a site's answers for a page served from `host`.
 * @param {{ host: string, protocol?: string, apiUrl?: string }} request
 * @returns {Record<string, string>}
 */
export function siteHeaders({ host, protocol = 'http:', apiUrl }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiOriginFor(host, protocol, apiUrl)),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/**
 * Serves `siteHeaders` from `vite preview`, per request (the API origin follows the host the page is served from).
 * @param {{ apiUrl?: string }} options
 * @returns {import('vite').Plugin}
 */
export function previewSiteHeaders({ apiUrl } = {}) {
  return {
    name: 'sportsbook:site-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const headers = siteHeaders({ host: request.headers.host ?? 'localhost', apiUrl })
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
        next()
      })
    },
  }
}
