import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumFlags, testChromiumPath } from '../scripts/chromium.mjs'
import { apiUrl, type BrandOption, brands, host, serverPort, siteUrl } from './brands'
import { storiesOfBrand } from './support/one-brand'

// One PGlite folder per run. The config is read again in every worker: the environment carries the runner's
// choice to them, and the tests find the seeded inviter there (support/seeded-server.mjs).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sportsbook-e2e-'))
const dataDir = process.env.E2E_DATA_DIR
const repo = join(import.meta.dirname, '..', '..')
// E2E_REUSE=1 tests a stack already running (start it as the webServer entries below do).
const reuseExistingServer = process.env.E2E_REUSE === '1'

// A run on another address (E2E_HOST) keeps its artifacts and report apart: Playwright empties its output folder
// when it starts, which would pull the traces from under a run on the default address.
const runSuffix = host === '127.0.0.1' ? '' : `-${host}`

// The matches the stories' pickers handed out, shared by the run's workers (support/match-claims.ts); emptied by
// the runner (the workers read this file too, with TEST_WORKER_INDEX set) so each run starts with none claimed.
process.env.E2E_CLAIMS_DIR = join(import.meta.dirname, 'test-results', `match-claims${runSuffix}`)
if (process.env.TEST_WORKER_INDEX === undefined)
  rmSync(process.env.E2E_CLAIMS_DIR, { recursive: true, force: true })

// Several browsers at once: most of a story's time is waiting on the server, the feed or a crash round, so even
// two cores keep three workers busy. Every test makes its own members (tests/fixtures.ts), so they share
// nothing but the server; E2E_WORKERS=1 runs them one after the other.
const workers = Number(process.env.E2E_WORKERS ?? 3)
const brandProject = (brand: BrandOption['brand']) => `brand-${brand.productNo}`

export default defineConfig<BrandOption>({
  testDir: './tests',
  outputDir: `./test-results/artifacts${runSuffix}`,
  fullyParallel: true,
  workers,
  // No second try anywhere: a story that passes only sometimes is a bug to find, and a retry would report it green.
  retries: 0,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `test-results/playwright${runSuffix}.json` }]],
  use: {
    launchOptions: { executablePath: testChromiumPath, args: chromiumFlags },
    locale: 'en-GB',
    // A failed story keeps its trace (actions, DOM snapshots, network, console) and a screenshot; the trace's film
    // strip of every frame cost each story about a tenth of its time on two cores, passing or not.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: brands.flatMap((brand) => [
    {
      name: brandProject(brand),
      use: { baseURL: siteUrl(brand), brand },
      testIgnore: /notices\.spec\.ts/,
      // A story whose logic no brand setting touches runs on one brand (support/one-brand.ts, onBrands).
      grep: storiesOfBrand(brand.productNo),
    },
    // A red envelope opens a dialog on every open page of its brand: its stories wait for every other story
    // (`--no-deps` runs them alone) and run one at a time per brand.
    {
      name: `${brandProject(brand)}-broadcasts`,
      use: { baseURL: siteUrl(brand), brand },
      testMatch: /notices\.spec\.ts/,
      fullyParallel: false,
      dependencies: brands.map(brandProject),
    },
  ]),
  webServer: [
    {
      command: 'node support/seeded-server.mjs',
      url: `${apiUrl}/api/sysinit`,
      env: {
        HOST: host,
        PORT: String(serverPort),
        DATA_DIR: dataDir,
        SITES: brands.map((brand) => `${siteUrl(brand)}=${brand.productNo}`).join(','),
        FEED_SPEED: '60',
        // The lowest scrypt cost the server takes (apps/server README): every story registers and logs in members,
        // each a slow hash at the production cost, which on two busy cores ran the login stories out of time.
        PWD_HASH_COST: '10',
        LOG_LEVEL: 'warn',
        E2E_REMOVE_DATA_DIR: '1',
      },
      // SIGTERM lets the server close its database and the script remove the run's folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      reuseExistingServer,
      // PGlite starts twice (seeding, then the suite's run) and once per server CLI command of the wallet seed
      // (an operator and a credit line per brand): slow on a busy machine.
      timeout: 240_000,
    },
    ...brands.map((brand) => ({
      command: `pnpm exec vite preview --host ${host}`,
      cwd: join(repo, `apps/brand-${brand.productNo}`),
      url: siteUrl(brand),
      reuseExistingServer,
      timeout: 60_000,
    })),
  ],
})
