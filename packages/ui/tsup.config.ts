import { readFile } from 'node:fs/promises'
import { publishedPackage } from '@sportsbook/tsup-config'
import { transform } from '@swc/core'
import { defineConfig, type Options } from 'tsup'

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number]

// esbuild cannot run lingui macros: modules that import one go through SWC with the same macro plugin as Vite,
// keeping only message ids (the catalogs hold the texts, English included).
const linguiMacros: EsbuildPlugin = {
  name: 'lingui-macros',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8')
      if (!/from '@lingui\/(core|react)\/macro'/.test(source)) return undefined
      const { code } = await transform(source, {
        filename: path,
        sourceMaps: 'inline',
        jsc: {
          parser: { syntax: 'typescript', tsx: path.endsWith('.tsx') },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' }, verbatimModuleSyntax: true },
          experimental: {
            plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true, descriptorFields: 'id-only' }]],
          },
        },
        module: { type: 'es6' },
      })
      return { contents: code, loader: 'js' }
    })
  },
}

const base = publishedPackage({
  entry: {
    index: 'src/index.ts',
    styles: 'src/styles.css',
    core: 'src/core.css',
    betting: 'src/betting.css',
  },
  external: ['react', 'react-dom', 'jotai', '@sportsbook/sdk', '@lingui/core', '@lingui/react', 'dompurify'],
})

// Declarations only for the JavaScript entry (the stylesheet has none).
const dts = typeof base.dts === 'object' ? { ...base.dts, entry: { index: 'src/index.ts' } } : base.dts

// The flags of flags.css are copied beside the stylesheets, which point at them by relative URLs: flag-icons is
// needed only at build time.
export default defineConfig({
  ...base,
  dts,
  esbuildPlugins: [linguiMacros],
  loader: { '.svg': 'file' },
  noExternal: [/^flag-icons\//],
})
