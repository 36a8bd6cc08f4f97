// Shared vitest settings: every package writes a JSON report that `pnpm test` sums into one closing line.
/** @param {object} [test] vitest's `test` options */
export function vitestPreset(test = {}) {
  return {
    test: {
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/vitest.json' },
      ...test,
    },
  }
}
