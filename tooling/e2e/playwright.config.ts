import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { apiUrl, type BrandUnderTest, brands, serverPort } from './brands'

// Debian's Chromium, never a downloaded browser (TOOLCHAIN.md); the flags keep it off the closed network.
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-e2e-'))
const repo = join(import.meta.dirname, '..', '..')

declare module '@playwright/test' {
  interface PlaywrightTestOptions {
    brand: BrandUnderTest
  }
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    launchOptions: chromium,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: brands.map((brand) => ({
    name: `brand-${brand.productNo}`,
    use: { baseURL: `http://127.0.0.1:${brand.port}`, brand },
  })),
  webServer: [
    {
      command: 'node dist/main.js',
      cwd: join(repo, 'apps/server'),
      url: `${apiUrl}/api/sysinit`,
      env: { PORT: String(serverPort), DATA_DIR: dataDir, FEED_SPEED: '60', LOG_LEVEL: 'warn' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...brands.map((brand) => ({
      command: 'pnpm exec vite preview',
      cwd: join(repo, `apps/brand-${brand.productNo}`),
      url: `http://127.0.0.1:${brand.port}`,
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
})
