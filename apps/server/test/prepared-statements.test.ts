import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db'
import { openPglite } from '../src/db/pglite'
import { openPostgres } from '../src/db/postgres'
import { pgliteSnapshots } from './support/pglite-snapshot'
import { dropSchema, testEngine } from './support/start-server'

// One connection, so that what PostgreSQL prepared on it can be read back on it (pg_prepared_statements is per
// connection).
let db: Database
let close: () => Promise<void>
const engine = testEngine()

const lookup = 'SELECT name, price FROM prepared_probe WHERE id = $1'

beforeAll(async () => {
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!
    const schema = `prepared_${process.pid}_${Date.now().toString(36)}`
    db = await openPostgres(url, schema, () => undefined, 1)
    close = async () => {
      await db.close()
      await dropSchema(url, schema)
    }
  } else {
    db = await openPglite('memory://', () => undefined, (await pgliteSnapshots()).empty)
    close = () => db.close()
  }
  await db.query(
    'CREATE TABLE prepared_probe (id int PRIMARY KEY, name text NOT NULL, price numeric NOT NULL)',
  )
  await db.query("INSERT INTO prepared_probe VALUES (1, 'home', 2.10), (2, 'draw', 3.40), (3, 'away', 3.25)")
})

afterAll(async () => {
  await close?.()
})

describe(`prepared statements (${engine})`, () => {
  it('answers a prepared statement as any other, with each call its own parameters, inside transactions too', async () => {
    const names = []
    for (const id of [1, 2, 3]) {
      const [row] = await db.query<{ name: string; price: string }>(lookup, [id], { prepare: true })
      names.push(row?.name)
    }
    expect(names).toEqual(['home', 'draw', 'away'])
    const inside = await db.transaction(async (tx) => {
      await tx.query('UPDATE prepared_probe SET price = 3.50 WHERE id = $1', [2], { prepare: true })
      return tx.query<{ name: string; price: string }>(lookup, [2], { prepare: true })
    })
    expect(inside).toEqual([{ name: 'draw', price: '3.50' }])
    // Unprepared statements beside them still run.
    expect(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM prepared_probe')).toEqual([{ n: 3 }])
  })

  it('has PostgreSQL parse the text once per connection and run it every time (PGlite has no such view)', async () => {
    if (engine === 'pglite') {
      // PGlite keeps no prepared statements: the option changes nothing there.
      expect(await db.query(lookup, [3], { prepare: true })).toEqual([{ name: 'away', price: '3.25' }])
      return
    }
    const prepared = () =>
      db.query<{ runs: number }>(
        'SELECT (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE statement = $1',
        [lookup],
      )
    const before = await prepared()
    await db.query(lookup, [3], { prepare: true })
    const after = await prepared()
    expect(before).toHaveLength(1)
    expect(after).toHaveLength(1)
    expect(after[0]!.runs).toBe(before[0]!.runs + 1)
    expect(before[0]!.runs).toBeGreaterThanOrEqual(4)
  })
})
