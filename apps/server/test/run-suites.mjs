// `pnpm test`: the suite on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set, each writing its own
// JSON report into test-results/ (the repository's test runner sums every report).
import { spawnSync } from 'node:child_process'

const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
let failed = false
for (const engine of engines) {
  const result = spawnSync(
    'pnpm',
    ['exec', 'vitest', 'run', '--project', engine, `--outputFile.json=test-results/vitest-${engine}.json`],
    { stdio: 'inherit' },
  )
  if (result.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
