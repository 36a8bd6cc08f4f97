// `pnpm test`: the suite on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set, each writing its own
// JSON report into test-results/ (the repository's test runner sums every report), and each suite's wall time,
// PGlite's against its budget (it runs on every machine; PostgreSQL's depends on the database's host).
// SERVER_TEST_ENGINES (`pglite`, `postgres` or both, comma-separated) runs only those: the repository's `pnpm test`
// runs PGlite's alone first, so its printed time is the suite's own and not a share of two cores with other tasks.
import { spawnSync } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'

const budgetSeconds = { pglite: 90 }
const available = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
const asked = process.env.SERVER_TEST_ENGINES?.split(',').map((engine) => engine.trim())
const engines = asked ? available.filter((engine) => asked.includes(engine)) : available
if (asked && engines.length === 0) console.log(`server suites: none of ${asked.join(', ')} configured here`)
const lines = []
let failed = false
for (const engine of engines) {
  const started = performance.now()
  const result = spawnSync(
    'pnpm',
    ['exec', 'vitest', 'run', '--project', engine, `--outputFile.json=test-results/vitest-${engine}.json`],
    { stdio: 'inherit' },
  )
  if (result.status !== 0) failed = true
  const seconds = (performance.now() - started) / 1000
  const budget = budgetSeconds[engine]
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
  lines.push(
    `server suite on ${engine}: ${seconds.toFixed(0)} s` +
      (budget ? ` (budget ${budget} s: ${seconds <= budget ? 'within' : 'OVER BUDGET'})` : '') +
      `, load average ${load} on ${availableParallelism()} cores`,
  )
}
for (const line of lines) console.log(line)
process.exit(failed ? 1 : 0)
