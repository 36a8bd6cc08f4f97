// The one build recipe of the published packages: ESM and CJS, each with its own declarations.
/**
 * @param {{ entry: Record<string, string>, external?: string[] }} options
 * @returns {import('tsup').Options}
 */
export function publishedPackage({ entry, external = [] }) {
  return {
    entry,
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    // Maps point stack traces at src/ file names; the sources themselves do not ship (no sourcesContent).
    sourcemap: true,
    esbuildOptions(options) {
      options.sourcesContent = false
    },
    clean: true,
    treeshake: true,
    splitting: true,
    target: 'es2022',
    external,
  }
}
