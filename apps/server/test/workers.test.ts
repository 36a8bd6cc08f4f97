import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

describe('WORKERS: refused settings', () => {
  it('main.ts refuses several workers on PGlite before it starts any', async () => {
    const env = { ...process.env, WORKERS: '2', DATABASE_URL: '', REDIS_URL: 'redis://127.0.0.1:1' }
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk
    })
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).not.toBe(0)
    expect(errors).toContain('WORKERS above 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL')
  })
})
