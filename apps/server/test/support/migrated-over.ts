import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../../src/db'
import { migrate, migrationsDir } from '../../src/db/migrate'
import { openPglite } from '../../src/db/pglite'
import { openPostgres } from '../../src/db/postgres'
import { pgliteSnapshots } from './pglite-snapshot'
import { dropSchema, testEngine } from './start-server'

/**
 * A migration test's own database, on the test project's engine (its beforeAll and afterAll): the migrations
 * named before `migration` run, `seed` writes what a server of that time wrote, then every migration runs as a
 * server starting would. The database is closed and dropped after the file.
 */
export function migratedOver(migration: string, seed: (db: Database) => Promise<void>): void {
  const schema = `migration_${migration}_${process.pid}_${Date.now().toString(36)}`
  let db: Database | undefined
  let folder: string | undefined
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), `sportsbook-migration-${migration}-`))
    db =
      testEngine() === 'postgres'
        ? await openPostgres(process.env.TEST_DATABASE_URL!, schema, () => undefined, 2)
        : await openPglite('memory://', () => undefined, (await pgliteSnapshots()).empty)
    const before = join(folder, 'before')
    await mkdir(before)
    for (const name of await readdir(migrationsDir())) {
      if (name.endsWith('.sql') && name < migration)
        await copyFile(join(migrationsDir(), name), join(before, name))
    }
    await migrate(db, before)
    await seed(db)
    await migrate(db)
  })
  afterAll(async () => {
    await db?.close()
    if (testEngine() === 'postgres') await dropSchema(process.env.TEST_DATABASE_URL!, schema)
    if (folder) await rm(folder, { recursive: true, force: true })
  })
}
