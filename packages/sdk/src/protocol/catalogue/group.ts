import type { PathSpec } from '../path-spec'

type Defaults = Omit<PathSpec, 'path'>
type Row = string | readonly [path: string, overrides: Partial<Defaults>]

/** A row's full spec, with the literal auth level and encoding it ends up with (the server types on them). */
type SpecOf<D extends Defaults, R extends Row> = R extends readonly [string, infer Overrides]
  ? Omit<D, keyof Overrides> & Overrides & { readonly path: string }
  : D & { readonly path: string }

/** A catalogue section: rows give a path, or a path and what differs from the section's defaults. */
export function group<const D extends Defaults, const Rows extends Record<string, Row>>(
  defaults: D,
  rows: Rows,
): { readonly [Name in keyof Rows]: SpecOf<D, Rows[Name]> } {
  const specs: Record<string, PathSpec> = {}
  for (const [name, row] of Object.entries(rows)) {
    specs[name] =
      typeof row === 'string' ? { ...defaults, path: row } : { ...defaults, ...row[1], path: row[0] }
  }
  return specs as { readonly [Name in keyof Rows]: SpecOf<D, Rows[Name]> }
}
