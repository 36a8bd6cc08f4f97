// `pnpm test`: every package's tests, type checks, lint and package checks through turbo, then the end-to-end
// suite, then one closing line `N passed, N failed` summed over every test runner's JSON report (vitest and
// Playwright).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
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

// By default two turbo runs: the package checks, then the end-to-end suite (tooling/e2e), which builds the server
// and the three sites (`^build`) and drives them in Chromium. It runs alone so it does not share two cores with
// the vitest suites, which would slow its browser past its time limits. Tasks named on the command line run in
// one turbo run.
const named = process.argv.slice(2)
const runs = named.length > 0 ? [named] : [['test', 'typecheck', 'lint'], ['e2e']]
let status = 0
for (const tasks of runs) {
  // At most three tasks at once: more only makes the suites on two cores miss their time limits.
  const turbo = spawnSync('pnpm', ['exec', 'turbo', 'run', ...tasks, '--continue', '--concurrency=3'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  })
  if (turbo.status !== 0) status = turbo.status ?? 1
}

let passed = 0
let failed = 0
let reports = 0
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
    } else if (report.stats) {
      // Playwright's json reporter
      passed += report.stats.expected + (report.stats.flaky ?? 0)
      failed += report.stats.unexpected
    }
  }
}

if (status !== 0 && failed === 0) failed = 1 // a type, lint or package check failed: never report all green
console.log(`\n${reports} test reports read`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(status === 0 && failed === 0 ? 0 : 1)
