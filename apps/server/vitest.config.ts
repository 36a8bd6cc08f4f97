import { vitestPreset } from '@sportsbook/vitest-config'
import { defineConfig } from 'vitest/config'

// The whole suite runs on PGlite, and a second time on PostgreSQL when TEST_DATABASE_URL is set
// (`eval "$(bash tooling/scripts/test-services.sh)"` from the repository root starts one).
// `pnpm test` (test/run-suites.mjs) runs each project on its own so each writes its own report:
// test-results/vitest-pglite.json and test-results/vitest-postgres.json.
const preset = vitestPreset()
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export default defineConfig({
  ...preset,
  test: {
    ...preset.test,
    // PGlite is single-threaded WASM; on a 2-core machine two files at once is the useful maximum.
    maxWorkers: 2,
    // A worker runs its files one after another in one process, so they share one server
    // (test/support/shared-server.ts), reset between files, instead of starting one per file.
    isolate: false,
    environment: './test/support/server-environment.ts',
    setupFiles: ['./test/support/each-file.ts'],
    projects: engines.map((engine) => ({
      extends: true,
      test: {
        name: engine,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        // Races (`*race*.test.ts`: many requests at once) and the tests of several nodes or worker processes
        // (`*.postgres.test.ts`) are PostgreSQL's to test: PGlite runs one statement at a time, so races there only
        // repeat the other files' checks slowly, and several processes cannot share one PGlite database.
        // Without PostgreSQL both run on PGlite: the races one request after another, and the `.postgres` files'
        // describe.skipIf shows what needs the missing PostgreSQL or Redis as skipped (with Redis, the two-node
        // socket test runs its nodes on PGlite folders of their own).
        exclude:
          engine === 'pglite' && engines.includes('postgres')
            ? ['test/**/*race*.test.ts', 'test/**/*.postgres.test.ts']
            : [],
        // Each registered member costs a slow password hash; the suites register hundreds (crypto/pwd-hash-cost.ts).
        env: { TEST_DB_ENGINE: engine, PWD_HASH_COST: '10' },
        // Limits, never waits (tests wait on events and manual clocks). Generous: on a 2-core CI machine at load 20
        // a race of 50 requests and a server with its feed took past 30 s.
        testTimeout: 120_000,
        hookTimeout: 180_000,
      },
    })),
  },
})
