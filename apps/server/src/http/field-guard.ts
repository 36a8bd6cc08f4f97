import type { BusinessError } from '../errors'
import { invalidField } from '../requests/request-errors'

/**
 * Keys that reach an object's prototype when a copy assigns them (`target[key] = value`), or that code reading
 * `obj.constructor.prototype` would follow: a request carrying one could hand a handler inherited fields it
 * never sent (prototype pollution). No field of the protocol has these names, so they are refused, never applied.
 */
const poisonousKeys = new Set(['__proto__', 'constructor', 'prototype'])

/** A request field refused by the guard: code 1000 naming it by its path (`legs.0.__proto__`, `captchaId`). */
export function refusedField(path: string): BusinessError {
  const field = path.replaceAll('\u0000', '\\u0000') || 'body'
  return invalidField(field)
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

/** Trees `checkFieldTree` passed whole (a JSON body as parsed): `ownFields` need not walk them again. */
const checkedTrees = new WeakSet<object>()

/** Where a value sits in the request: its path is spelled only when the value is refused. */
interface Place {
  parent: Place | null
  key: string | number
}

function pathOf(place: Place | null, root: string): string {
  const keys: (string | number)[] = []
  for (let at = place; at !== null; at = at.parent) keys.push(at.key)
  let path = root
  for (let index = keys.length - 1; index >= 0; index--) path = join(path, keys[index]!)
  return path
}

/**
 * Refuses a request value, at any depth, that holds a poisonous key or a text with a NUL character (PostgreSQL's
 * text type refuses NUL, which would surface as code 5000; no field of the protocol has one). Text carrying JSON
 * is looked into as well, so `legs` sent as JSON text in a form body is held to the same rule as in a JSON body.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function checkFieldTree(value: unknown, path: string): void {
  const values: unknown[] = [value]
  const places: (Place | null)[] = [null]
  while (values.length > 0) {
    const item = values.pop()
    const place = places.pop()!
    if (typeof item === 'string') {
      if (item.includes('\u0000')) throw refusedField(pathOf(place, path))
      const inner = jsonInside(item)
      if (inner !== undefined && typeof inner === 'object' && inner !== null) {
        values.push(inner)
        places.push(place)
      }
    } else if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) {
        values.push(item[index])
        places.push({ parent: place, key: index })
      }
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const key of Object.keys(item)) {
        if (isPoisonous(key)) throw refusedField(pathOf({ parent: place, key }, path))
        values.push((item as Record<string, unknown>)[key])
        places.push({ parent: place, key })
      }
    }
  }
}

/** `checkFieldTree` of a whole body, remembered so `ownFields` of that body does not walk it again. */
export function checkBody(body: unknown): void {
  checkFieldTree(body, '')
  if (typeof body === 'object' && body !== null) checkedTrees.add(body)
}

/**
 * The request's fields as own properties of an object without a prototype, every one checked by
 * `checkFieldTree`: a handler or schema reading `fields.stake` finds only what the client sent (valibot's object
 * schemas test `key in input`, which would otherwise find inherited keys).
 */
export function ownFields(source: object): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.create(null)
  if (checkedTrees.has(source)) {
    for (const key of Object.keys(source)) fields[key] = (source as Record<string, unknown>)[key]
    return fields
  }
  for (const key of Object.keys(source)) addOwnField(fields, key, (source as Record<string, unknown>)[key])
  return fields
}

/** Adds one checked field to a record made by `ownFields` (multipart parts arrive one at a time). */
export function addOwnField(fields: Record<string, unknown>, key: string, value: unknown): void {
  if (isPoisonous(key)) throw refusedField(key)
  checkFieldTree(value, key)
  fields[key] = value
}
