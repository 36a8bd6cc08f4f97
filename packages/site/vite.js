// The Vite config every brand app uses (plain JS: Vite loads a config's workspace imports with Node as they are).
import react from '@vitejs/plugin-react-swc'
import { defaultClientConditions, defineConfig, loadEnv } from 'vite'
import { brandHtml } from './build/brand-html.js'
import { firstPagePreload } from './build/first-page-preload.js'
import { precompressedAssets } from './build/precompressed-assets.js'
import { previewSiteHeaders } from './build/site-headers.js'

/**
 * React through SWC with lingui's macro plugin (the ui package's source is compiled in place), workspace packages
 * resolved to their source, the first page's preload in index.html, Brotli and gzip copies of the built files
 * (served by preview), the production security headers on every preview answer (build/site-headers.js), and the
 * brand's fixed port for dev and preview, and the brand's index.html from the one template (build/brand-html.js).
 * @param {{ port: number, page: import('./build/brand-html').BrandPage }} options
 * @returns {import('vite').UserConfig}
 */
export function brandViteConfig({ port, page }) {
  // The API origin the built site calls (VITE_API_URL), for the policy's connect-src.
  const apiUrl = loadEnv('production', process.cwd(), 'VITE_').VITE_API_URL || undefined
  return defineConfig({
    plugins: [
      // First: its headers go on every answer, the precompressed files' included.
      previewSiteHeaders({ apiUrl }),
      brandHtml(page),
      react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] }),
      firstPagePreload(),
      precompressedAssets(),
    ],
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      // The router's store asks for the selector hook through the shim for React 17; React 19 has the hook the
      // shim would polyfill, and the package's own non-shim entry uses it.
      alias: [
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector',
        },
      ],
    },
    server: { port, strictPort: true, host: '127.0.0.1' },
    preview: { port, strictPort: true, host: '127.0.0.1' },
    // Images stay files (cached apart, never base64 inside the JavaScript of the first render).
    // Every browser the site supports has modulepreload: no polyfill in the first download.
    build: {
      target: 'es2022',
      sourcemap: true,
      reportCompressedSize: false,
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      // Whatever the entry imports statically is one chunk with it: Rolldown would otherwise cut out the modules the
      // pages share with it (React, the router), and each cut costs a request and gzip's shared context.
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'first-render', tags: ['$initial'] }] } },
      },
    },
  })
}
