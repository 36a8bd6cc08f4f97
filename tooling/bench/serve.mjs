// Starts the built reference server and the three built brand sites (vite preview) on their fixed ports, for the
// benchmarks; `stop()` ends them all. Loopback only: 127.0.0.1, or the loopback address BENCH_HOST names (to run
// beside another stack that holds the ports on 127.0.0.1).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const repo = join(import.meta.dirname, '..', '..')
export const host = process.env.BENCH_HOST ?? '127.0.0.1'
export const brands = [
  { productNo: 800000, port: 5171 },
  { productNo: 800001, port: 5172 },
  { productNo: 800002, port: 5173 },
].map((brand) => ({ ...brand, url: `http://${host}:${brand.port}` }))
export const apiPort = 8787

async function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export async function startProduct() {
  const children = []
  const start = (command, args, cwd, env = {}) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    children.push(child)
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-'))
  start('node', ['dist/main.js'], join(repo, 'apps/server'), {
    HOST: host,
    PORT: String(apiPort),
    // The sites' origins on this address may call the API (the server's defaults name 127.0.0.1 and localhost).
    SITES: brands.map((brand) => `${brand.url}=${brand.productNo}`).join(','),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  })
  for (const brand of brands) {
    start('pnpm', ['exec', 'vite', 'preview', '--host', host], join(repo, `apps/brand-${brand.productNo}`))
  }
  const stop = () => {
    for (const child of children) child.kill('SIGTERM')
    // The server's database goes with the run (its files may still be open for a moment: retried).
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
  try {
    await waitFor(`http://${host}:${apiPort}/api/sysinit`)
    for (const brand of brands) await waitFor(`${brand.url}/`)
  } catch (error) {
    stop()
    throw error
  }
  return { stop }
}

export { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs'

/** The middle value (the upper one of an even count): what a benchmark of several runs holds against its budget. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

export function verdict(ok) {
  return ok ? 'PASS' : 'FAIL'
}
