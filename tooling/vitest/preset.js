// Shared vitest settings: workspace packages resolve to their TypeScript source (the `source` export condition),
// and every package writes a JSON report that `pnpm test` sums into one closing line.
/** @param {object} [test] vitest's `test` options */
export function vitestPreset(test = {}) {
  return {
    // Vite replaces its default conditions when these are set, so they are listed again after `source`.
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
    test: {
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/vitest.json' },
      ...test,
    },
  }
}
