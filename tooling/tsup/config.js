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
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    target: 'es2022',
    external,
  }
}
