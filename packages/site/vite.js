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
    },
    server: { port, strictPort: true, host: '127.0.0.1' },
    preview: { port, strictPort: true, host: '127.0.0.1' },
    // Images stay files (cached apart, never base64 inside the JavaScript of the first render).
    // Every browser the site supports has modulepreload: no polyfill in the first download. Vite's table of each
    // dynamic import's chunks would sit in the entry (about 1.5 KB gzip of the first render); the first-page script
    // already holds each page's files and preloads them as the router loads a page (src/page-files.ts), so the
    // entry keeps only the stylesheets, which Vite applies before a chunk runs.
    build: {
      target: 'es2022',
      sourcemap: true,
      reportCompressedSize: false,
      assetsInlineLimit: 0,
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
      },
      // Whatever the entry imports statically is one chunk with it: Rolldown would otherwise cut out the modules the
      // pages share with it (React, the router), and each cut costs a request and gzip's shared context.
      // The bundler's runtime joins them too (it was a file of its own that every chunk imports). The small parts
      // forms are built from (fields, submit button, field errors, the protocol's input rules, the SDK's error
      // guards) are one chunk: the registration page, the first page of most visitors, fetched them as seven files
      // of a few hundred bytes each, every one its own gzip context and request.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'first-render', tags: ['$initial'], priority: 3 },
              { name: 'first-render', test: /rolldown.runtime/, priority: 3 },
              {
                name: 'form-parts',
                test: /packages[\\/](ui[\\/]src[\\/](components[\\/]field[\\/]TextField|forms[\\/]credential-rules|internal[\\/](field-errors|submit-button))|sdk[\\/]src[\\/](errors[\\/](type-guards|error-codes)|protocol[\\/]rules[\\/](password|username|invitation-code)))\./,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  })
}
