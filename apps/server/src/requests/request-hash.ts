import { createHash } from 'node:crypto'

/**
 * The canonical hash of a money request (the idempotency rule's "same body"): the path and the fields that decide
 * what it does, as JSON with keys sorted at every depth, bigints (amounts in units, so "10" and "10.00" are one
 * body) as their decimal text and undefined fields left out, hashed with SHA-256. The path is part of it, so a key
 * reused on another path is another body.
 */
export function requestHash(path: string, body: Readonly<Record<string, unknown>>): string {
  return createHash('sha256').update(canonicalJson({ path, body })).digest('hex')
}

/** JSON text that does not depend on the order keys were written in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value)) ?? 'null'
}

function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return String(value)
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : canonical(item)))
  if (value !== null && typeof value === 'object') {
    // No prototype: a field named "__proto__" stays a field of the body instead of setting a prototype.
    const sorted: Record<string, unknown> = Object.create(null)
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key]
      if (item !== undefined) sorted[key] = canonical(item)
    }
    return sorted
  }
  return value
}
