import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { openPostgres } from '../src/db/postgres'
import { createTestClient } from './support/client'
import { newMember } from './support/flows'
import { dropSchema, testEngine } from './support/start-server'

const redisUrl = process.env.TEST_REDIS_URL ?? ''
const databaseUrl = process.env.TEST_DATABASE_URL ?? ''
const onPostgres = databaseUrl !== '' && testEngine() === 'postgres'

interface Listening {
  url: string
  worker: number
  pid: number
}

/** main.ts as `node dist/main.js` runs it, its JSON log lines read as they come. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines: Record<string, unknown>[] = []
  const waiting = new Set<() => void>()
  let pending = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk
    const complete = pending.split('\n')
    pending = complete.pop() ?? ''
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>)
    for (const wake of waiting) wake()
  })
  /** Resolves once `count` lines pass `test` (60 s at most). */
  const until = (test: (line: Record<string, unknown>) => boolean, count: number) =>
    new Promise<Record<string, unknown>[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such log lines within 60 s')), 60_000)
      const check = () => {
        const found = lines.filter(test)
        if (found.length < count) return
        clearTimeout(timer)
        waiting.delete(check)
        resolve(found)
      }
      waiting.add(check)
      check()
    })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, until, exited }
}

const isListening = (line: Record<string, unknown>) => line.msg === 'listening'

// Several processes need PostgreSQL and Redis (config.ts refuses them otherwise): once per run, on PostgreSQL.
describe.skipIf(!onPostgres || redisUrl === '')('WORKERS: server processes on one port', () => {
  const schema = `workers_${process.pid}_${Date.now().toString(36)}`
  let main: ReturnType<typeof startMain> | null = null

  afterAll(async () => {
    if (main && main.child.exitCode === null) {
      main.child.kill('SIGTERM')
      await main.exited
    }
    await dropSchema(databaseUrl, schema)
  })

  it('serves from every worker, starts a dead one again, and SIGTERM stops them all', async () => {
    main = startMain({
      WORKERS: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl,
      // A seed of its own: no other server on this Redis leads this feed.
      FEED_SEED: String(100_000 + Math.floor(Math.random() * 900_000)),
      LOG_LEVEL: 'info',
    })
    const started = (await main.until(isListening, 2)) as unknown as Listening[]
    expect(new Set(started.map((line) => line.worker))).toEqual(new Set([1, 2]))
    // One port for both: node:cluster hands each connection to one of them.
    expect(started[0]!.url).toBe(started[1]!.url)
    const url = started[0]!.url

    // Connections spread over both workers; the members live in the one database either way.
    const members = await Promise.all(Array.from({ length: 4 }, () => newMember(createTestClient(url))))
    for (const member of members) {
      const profile = await createTestClient(url).form<{ uid: string }>('/app/api/member/profile', {}, member)
      expect(profile.data.uid).toBe(member.uid)
    }

    // A worker that dies is replaced, on the same port.
    process.kill(started[0]!.pid, 'SIGKILL')
    const again = (await main.until(isListening, 3)) as unknown as Listening[]
    expect(again[2]).toMatchObject({ url, worker: 3 })
    const member = await newMember(createTestClient(url))
    expect(member.uid).not.toBe('')

    main.child.kill('SIGTERM')
    expect(await main.exited).toBe(0)
    for (const line of again.slice(1)) expect(() => process.kill(line.pid, 0)).toThrow()
  }, 120_000)
})

describe.skipIf(!onPostgres)('WORKERS: a fresh schema', () => {
  it('two nodes opening a new schema at once both start', async () => {
    // The race inside CREATE SCHEMA IF NOT EXISTS is rare (about one start in forty): forty rounds to meet it.
    for (let round = 0; round < 40; round += 1) {
      const schema = `opening_${process.pid}_${round}_${Date.now().toString(36)}`
      const opened = await Promise.allSettled([
        openPostgres(databaseUrl, schema, () => {}, 2),
        openPostgres(databaseUrl, schema, () => {}, 2),
      ])
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close()
      await dropSchema(databaseUrl, schema)
      expect(opened.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled'])
    }
  }, 60_000)
})
