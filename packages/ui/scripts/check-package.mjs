// Checks the package an integrator installs, after `tsup` has built dist/:
// - the tarball `pnpm pack` makes (publishConfig replaces the exports) holds dist/, the stylesheets' empty types,
//   the README and package.json, never src/ and never the workspace's `source` condition;
// - attw (its default profile: node10, node16 and bundler) and publint --strict pass on that tarball;
// - plain Node imports and requires the built entry: no stylesheet or picture is imported at module load.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const packageDir = new URL('..', import.meta.url).pathname
const run = (command, args, options = {}) =>
  execFileSync(command, args, { cwd: packageDir, encoding: 'utf8', stdio: 'pipe', ...options })

const failures = []
const destination = mkdtempSync(join(tmpdir(), 'sportsbook-ui-pack-'))
try {
  run('pnpm', ['pack', '--pack-destination', destination])
  const tarball = run('sh', ['-c', `ls ${destination}/*.tgz`]).trim()

  const files = run('tar', ['-tzf', tarball]).trim().split('\n')
  const strays = files.filter(
    (file) => !/^package\/(dist\/|stylesheet\.d\.cts$|README\.md$|package\.json$)/.test(file),
  )
  if (strays.length > 0) failures.push(`the tarball holds files outside dist/: ${strays.join(', ')}`)

  const manifest = run('tar', ['-xzOf', tarball, 'package/package.json'])
  if (manifest.includes('"source"'))
    failures.push('the packed package.json still names the `source` condition')

  for (const [tool, args] of [
    ['attw', [tarball]],
    ['publint', ['--strict', tarball]],
  ]) {
    try {
      run('pnpm', ['exec', tool, ...args])
    } catch (error) {
      failures.push(`${tool} failed:\n${error.stdout}${error.stderr}`)
    }
  }
} finally {
  rmSync(destination, { recursive: true, force: true })
}

// Node resolves the package by its own name through the exports map; it ignores the `source` condition.
const probes = {
  import: [
    '--input-type=module',
    '-e',
    "const ui = await import('@sportsbook/ui'); console.log(typeof ui.LanguageDropdown)",
  ],
  require: ['-e', "console.log(typeof require('@sportsbook/ui').LanguageDropdown)"],
}
for (const [way, args] of Object.entries(probes)) {
  try {
    const kind = run(process.execPath, args).trim()
    if (kind !== 'function' && kind !== 'object') failures.push(`Node ${way}: LanguageDropdown is ${kind}`)
  } catch (error) {
    failures.push(`Node cannot ${way} @sportsbook/ui:\n${error.stderr}`)
  }
}

if (failures.length > 0) {
  console.error(failures.join('\n\n'))
  process.exit(1)
}
console.log('package: tarball, attw, publint and the Node import and require are fine')
