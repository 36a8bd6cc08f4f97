import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './database'

/** apps/server/migrations, found from both src/db/ (tsx, vitest) and dist/ (the build). */
export function migrationsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = join(dir, 'migrations')
    if (existsSync(join(dir, 'package.json')) && existsSync(candidate)) return candidate
    dir = dirname(dir)
  }
  throw new Error('apps/server/migrations not found')
}

/**
 * Applies every `migrations/*.sql` not applied yet, in file-name order, each in its own transaction, and records
 * it. One set of files serves PGlite and PostgreSQL; an advisory lock keeps two starting nodes apart.
 */
export async function migrate(db: Database, dir = migrationsDir()): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(87870001)')
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    )
    const applied: string[] = []
    for (const name of files) {
      if (done.has(name)) continue
      const sql = readFileSync(join(dir, name), 'utf8')
      await tx.exec(sql)
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name])
      applied.push(name)
    }
    return applied
  })
}
