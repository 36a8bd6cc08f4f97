// Shared vitest settings: workspace packages resolve to their TypeScript source (the `source` export condition),
// files share their worker (`isolate: false`), and every package writes a JSON report that `pnpm test` sums into
// one closing line.
/** @param {object} [test] vitest's `test` options */
export function vitestPreset(test = {}) {
  return {
    // Vite replaces its default conditions when these are set, so they are listed again after `source`.
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
    test: {
      // A worker runs its files one after another in one module graph and one DOM, instead of a new environment
      // and fresh imports per file (most of the packages' test time on two cores). A test that depends on module
      // state or on the document starts from a known one itself (flash-sweep.test.ts, first-page-preload.test.ts).
      isolate: false,
      // CI runs several suites at once on two cores: a form typed key by key through user-event then takes more
      // than vitest's default 5 s (waits inside tests are on events, never on this limit).
      testTimeout: 20_000,
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/vitest.json' },
      ...test,
    },
  }
}
