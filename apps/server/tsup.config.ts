import { defineConfig } from 'tsup'

// The server's two programs. The SDK's protocol entry is bundled from its TypeScript source (the `source`
// export condition), so dist/ runs with `node` without building the SDK first; npm dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts', 'src/cli.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  noExternal: ['@sportsbook/sdk'],
  esbuildOptions(options) {
    options.conditions = ['source', 'import', 'node']
  },
})
