// Checks the package an integrator installs, once `tsup` has built dist/ (turbo's `check:package` task builds
// first; each published package's scripts/check-package.mjs names what it ships and its entries):
// - dist/ is no older than src/: a stale build is never the one checked;
// - the tarball `pnpm pack` makes (publishConfig replaces the exports) holds dist/, the README, package.json and
//   the files named, never src/ and never the workspace's `source` condition;
// - the packed package.json names a license file that ships, `repository`, `homepage` and `engines`, carries no
//   devDependencies and no scripts (.pnpmfile.cjs strips them), and its dependencies are ranges, not exact pins;
// - no source map carries `sourcesContent` (src/ does not ship);
// - attw (its default profile: node10, node16 and bundler) and publint --strict pass on that tarball;
// - plain Node imports and requires every built entry by the package's name: no stylesheet or picture is
//   imported at module load.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * @param {string} packageDir the package's folder
 * @param {{ alsoShipped?: string[], entries: Record<string, string> }} options files beside dist/ the tarball may
 *   hold, and each entry with an export that Node must find in it
 */
export function checkPackage(packageDir, { alsoShipped = [], entries }) {
  const built = newest(join(packageDir, 'dist'))
  if (built < newest(join(packageDir, 'src'))) {
    console.error('dist/ is missing or older than src/: build the package first (pnpm build)')
    process.exit(1)
  }
  const run = (command, args, options = {}) =>
    execFileSync(command, args, { cwd: packageDir, encoding: 'utf8', stdio: 'pipe', ...options })

  const failures = []
  const destination = mkdtempSync(join(tmpdir(), 'sportsbook-pack-'))
  try {
    run('pnpm', ['pack', '--pack-destination', destination])
    const tarball = run('sh', ['-c', `ls ${destination}/*.tgz`]).trim()

    const files = run('tar', ['-tzf', tarball]).trim().split('\n')
    const shipped = new Set(
      ['README.md', 'LICENSE', 'package.json', ...alsoShipped].map((file) => `package/${file}`),
    )
    const strays = files.filter((file) => !file.startsWith('package/dist/') && !shipped.has(file))
    if (strays.length > 0) failures.push(`the tarball holds files outside dist/: ${strays.join(', ')}`)

    const manifest = run('tar', ['-xzOf', tarball, 'package/package.json'])
    if (manifest.includes('"source"'))
      failures.push('the packed package.json still names the `source` condition')
    failures.push(...manifestProblems(JSON.parse(manifest), files))
    const maps = files.filter((file) => file.endsWith('.map'))
    const withSources = maps.filter((file) =>
      run('tar', ['-xzOf', tarball, file]).includes('"sourcesContent"'),
    )
    if (withSources.length > 0) failures.push(`source maps carry sourcesContent: ${withSources.join(', ')}`)

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
  for (const [entry, name] of Object.entries(entries)) {
    const probes = {
      import: [
        '--input-type=module',
        '-e',
        `const m = await import('${entry}'); console.log(typeof m.${name})`,
      ],
      require: ['-e', `console.log(typeof require('${entry}').${name})`],
    }
    for (const [way, args] of Object.entries(probes)) {
      try {
        const kind = run(process.execPath, args).trim()
        if (kind !== 'function' && kind !== 'object')
          failures.push(`Node ${way} of ${entry}: ${name} is ${kind}`)
      } catch (error) {
        failures.push(`Node cannot ${way} ${entry}:\n${error.stderr}`)
      }
    }
  }

  if (failures.length > 0) {
    console.error(failures.join('\n\n'))
    process.exit(1)
  }
  console.log(
    `package: tarball, attw, publint and the Node imports and requires of ${Object.keys(entries).join(', ')} are fine`,
  )
}

/** What an installer would trip on in the packed manifest: toolchain leftovers, exact pins, missing metadata. */
function manifestProblems(manifest, files) {
  const problems = []
  for (const field of ['devDependencies', 'scripts'])
    if (field in manifest) problems.push(`the packed package.json still has ${field}`)
  for (const field of ['license', 'repository', 'homepage', 'engines'])
    if (!manifest[field]) problems.push(`the packed package.json has no ${field}`)
  if (!files.includes('package/LICENSE')) problems.push('the tarball has no LICENSE')
  const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/
  for (const field of ['dependencies', 'peerDependencies']) {
    for (const [name, spec] of Object.entries(manifest[field] ?? {}))
      if (exact.test(spec)) problems.push(`${field}.${name} is pinned to ${spec}: publish a range`)
  }
  return problems
}

/** The latest change time of the files under `dir`, 0 when it does not exist. */
function newest(dir) {
  if (!existsSync(dir)) return 0
  return Math.max(
    0,
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  )
}
