import { codes } from '@sportsbook/sdk/protocol'
import { BusinessError } from '../errors'

/**
 * Keys that reach an object's prototype when a copy assigns them (`target[key] = value`), or that code reading
 * `obj.constructor.prototype` would follow: a request carrying one could hand a handler inherited fields it
 * never sent (prototype pollution). No field of the protocol has these names, so they are refused, never applied.
 */
const poisonousKeys = new Set(['__proto__', 'constructor', 'prototype'])

/** A request field refused by the guard: code 1000 naming it by its path (`legs.0.__proto__`, `captchaId`). */
export function refusedField(path: string): BusinessError {
  const field = path.replaceAll('\u0000', '\\u0000') || 'body'
  return new BusinessError(codes.INVALID_REQUEST, 'invalidField', { field }, { field })
}

function isPoisonous(key: string): boolean {
  return poisonousKeys.has(key) || key.includes('\u0000')
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`
}

/** Text that may carry an object or array as JSON (form and query bodies, PROTOCOL.md section 3). */
function jsonInside(text: string): unknown {
  const first = text.trimStart()[0]
  if (first !== '{' && first !== '[') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * Refuses a request value, at any depth, that holds a poisonous key or a text with a NUL character (PostgreSQL's
 * text type refuses NUL, which would surface as code 5000; no field of the protocol has one). Text carrying JSON
 * is looked into as well, so `legs` sent as JSON text in a form body is held to the same rule as in a JSON body.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function checkFieldTree(value: unknown, path: string): void {
  const pending: [unknown, string][] = [[value, path]]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, where] = next
    if (typeof item === 'string') {
      if (item.includes('\u0000')) throw refusedField(where)
      const inner = jsonInside(item)
      if (inner !== undefined && typeof inner === 'object' && inner !== null) pending.push([inner, where])
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => {
        pending.push([element, join(where, index)])
      })
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const key of Object.keys(item)) {
        const at = join(where, key)
        if (isPoisonous(key)) throw refusedField(at)
        pending.push([(item as Record<string, unknown>)[key], at])
      }
    }
  }
}

/**
 * The request's fields as own properties of an object without a prototype, every one checked by
 * `checkFieldTree`: a handler or schema reading `fields.stake` finds only what the client sent (valibot's object
 * schemas test `key in input`, which would otherwise find inherited keys).
 */
export function ownFields(source: object): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.create(null)
  for (const key of Object.keys(source)) addOwnField(fields, key, (source as Record<string, unknown>)[key])
  return fields
}

/** Adds one checked field to a record made by `ownFields` (multipart parts arrive one at a time). */
export function addOwnField(fields: Record<string, unknown>, key: string, value: unknown): void {
  if (isPoisonous(key)) throw refusedField(key)
  checkFieldTree(value, key)
  fields[key] = value
}
