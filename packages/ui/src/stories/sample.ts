/**
 * A sample answer of the server with any of its fields replaced, `deposit({ status: 'paid' })`: the stories and
 * tests change only what their state is about, and each sample's fields are written once.
 */
export function sample<T extends object>(fields: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...fields, ...overrides })
}
