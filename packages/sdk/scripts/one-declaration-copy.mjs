// After tsup: one copy of the declarations. tsup writes each entry's types twice (`.d.ts` for import, `.d.cts` for
// require) with twin chunks of several hundred KB; the `.d.cts` files stay, and each entry's `.d.ts` becomes one
// line that re-exports its `.d.cts` twin, so import and require name the same declarations (one class ApiError,
// not two look-alikes). The ESM chunks of declarations go.
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const dist = new URL('../dist/', import.meta.url).pathname
const entries = ['index', 'protocol', 'protocol-schemas', 'protocol-provably-fair', 'store']

for (const file of readdirSync(dist)) {
  if (!file.endsWith('.d.ts')) continue
  const name = file.slice(0, -'.d.ts'.length)
  if (entries.includes(name)) writeFileSync(join(dist, file), `export * from './${name}.cjs'\n`)
  else rmSync(join(dist, file))
}
