// `pnpm test`: every package's tests, type checks, lint and package checks through turbo, the examples against the
// packed packages (check-examples.mjs), then the end-to-end suite, then one closing line `N passed, N failed`
// summed over every test runner's JSON report (vitest, Playwright and the examples' check).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'

const root = new URL('../..', import.meta.url).pathname
const groups = ['apps', 'packages', 'tooling']

function packageDirs() {
  return groups.flatMap((group) => {
    const dir = join(root, group)
    if (!existsSync(dir)) return []
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(dir, entry.name))
  })
}

for (const dir of packageDirs()) rmSync(join(dir, 'test-results'), { recursive: true, force: true })

// By default three turbo runs. The first is the server's suite on PGlite alone (with the SDK's build it needs): its
// time is printed against its budget, which measures the suite, not its share of two cores with other tasks. The
// second runs the package checks (the published packages' tarballs too), the server's suite on PostgreSQL and the
// examples, and builds everything, the three sites too, beside them (turbo caches the builds). The third is the
// end-to-end suite (tooling/e2e), whose builds are then cached: its browsers run alone, so they do not share two
// cores with the vitest suites, which would slow both past their time limits. Tasks named on the command line run
// in one turbo run.
const named = process.argv.slice(2)
const runs =
  named.length > 0
    ? [{ tasks: named }]
    : [
        { tasks: ['test'], filter: '@sportsbook/server', env: { SERVER_TEST_ENGINES: 'pglite' } },
        {
          tasks: ['test', 'typecheck', 'lint', 'check:package', 'examples', 'build'],
          env: { SERVER_TEST_ENGINES: 'postgres' },
        },
        { tasks: ['e2e'] },
      ]
let status = 0
for (const { tasks, filter, env } of runs) {
  const started = Date.now()
  // At most three tasks at once: more only makes the suites on two cores miss their time limits.
  const args = ['exec', 'turbo', 'run', ...tasks, '--continue', '--concurrency=3']
  if (filter) args.push(`--filter=${filter}`)
  const turbo = spawnSync('pnpm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...env },
  })
  if (turbo.status !== 0) status = turbo.status ?? 1
  // CI's record of where the minutes go (the budget is 15 for a fresh clone, README).
  console.log(
    `\nturbo run ${tasks.join(' ')}${filter ? ` --filter=${filter}` : ''}: ${Math.round((Date.now() - started) / 1000)} s`,
  )
}

// The names of the failed tests, printed last: CI's record keeps only the tail of the output.
function failedInVitest(report) {
  // The examples' check writes only `results`, each with its name and ok.
  if (!report.testResults)
    return (report.results ?? []).filter((check) => !check.ok).map((check) => `examples › ${check.name}`)
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.slice(root.length)} › ${test.fullName}`),
  )
}

function failedInPlaywright(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title} (${test.status})`),
    ),
    ...failedInPlaywright(suite.suites ?? []),
  ])
}

let passed = 0
let failed = 0
let reports = 0
const failedNames = []
for (const dir of packageDirs()) {
  const resultsDir = join(dir, 'test-results')
  if (!existsSync(resultsDir)) continue
  for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'))
    reports += 1
    if ('numPassedTests' in report) {
      // vitest's json reporter
      passed += report.numPassedTests
      failed += report.numFailedTests
      failedNames.push(...failedInVitest(report))
    } else if (report.stats) {
      // Playwright's json reporter; a flaky test (one that needed a second try) is a failure, never a pass
      passed += report.stats.expected
      failed += report.stats.unexpected + (report.stats.flaky ?? 0)
      failedNames.push(...failedInPlaywright(report.suites ?? []))
    }
  }
}

if (status !== 0 && failed === 0) failed = 1 // a type, lint or package check failed: never report all green
console.log(`\n${reports} test reports read`)
for (const name of failedNames) console.log(`failed: ${name}`)
// .ci/run sets CI_STARTED_AT (seconds since the epoch) when it begins, before the installs.
if (process.env.CI_STARTED_AT) {
  const seconds = Math.round(Date.now() / 1000 - Number(process.env.CI_STARTED_AT))
  console.log(
    `CI so far: ${seconds} s (budget 900 s); load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  )
}
console.log(`${passed} passed, ${failed} failed`)
process.exit(status === 0 && failed === 0 ? 0 : 1)
