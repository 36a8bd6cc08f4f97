// `pnpm test`: every package's tests, type checks, lint and package checks through turbo, then one closing
// line `N passed, N failed` summed over every test runner's JSON report (vitest and Playwright).
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

const tasks = process.argv.slice(2)
const turbo = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', ...(tasks.length > 0 ? tasks : ['test', 'typecheck', 'lint']), '--continue'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
)

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

const status = turbo.status ?? 1
if (status !== 0 && failed === 0) failed = 1 // a type, lint or package check failed: never report all green
console.log(`\n${reports} test reports read`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(status === 0 && failed === 0 ? 0 : 1)
