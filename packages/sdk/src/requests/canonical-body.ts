/**
 * The text of a request body that two equal bodies share whatever the order of their fields, at every depth (a
 * parlay's legs keep their order: it is part of the bet). Fields set to `undefined` are left out, as JSON does.
 */
export function canonicalBody(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )
}
