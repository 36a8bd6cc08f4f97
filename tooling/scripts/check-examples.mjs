// `pnpm examples` (part of `pnpm test`): the examples/ folder used the way an outsider uses the packages. The SDK
// and the UI are packed (`pnpm pack`), each example is copied to a temp folder and installs the tarballs with npm
// (no workspace link), then builds (tsc, vite). The ts/tsx snippets of both READMEs compile there against the
// packed declarations (the SDK's as a Node integrator's, without the DOM library; both with
// exactOptionalPropertyTypes). The Node integrator
// runs against the built reference server on a free loopback port and a temp PGlite folder; the React app is built
// as written (React 19, lingui 6, jotai 3) and again with React 18, lingui 5 and jotai 2, and each build's page
// must show the registration form, 14 languages, a match and the bet slip in Chromium (one page load each).
// Writes tooling/scripts/test-results/examples.json (one test per check) for run-tests.mjs.
import { execFileSync, spawn } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testChromiumPath } from './chromium.mjs'
import { checkReactApp, freePort, serveFolder, waitForUrl } from './example-helpers.mjs'
import { snippetTsconfig, writeReadmeSnippets } from './readme-snippets.mjs'

const root = join(import.meta.dirname, '..', '..')
const work = mkdtempSync(join(tmpdir(), 'sportsbook-examples-'))
const results = []
const began = Date.now()
const elapsed = () => `${Math.round((Date.now() - began) / 1000)} s`

function run(command, args, cwd, env = {}) {
  console.log(`examples [${elapsed()}]: ${command} ${args.join(' ')} (${cwd.replace(work, '<tmp>')})`)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

async function check(name, body) {
  const started = Date.now()
  try {
    await body()
    results.push({ name, ok: true, ms: Date.now() - started })
    console.log(`examples: ✓ ${name} (${Date.now() - started} ms)`)
  } catch (error) {
    results.push({ name, ok: false, ms: Date.now() - started, error: String(error?.stack ?? error) })
    console.error(`examples: ✗ ${name}\n${error?.stack ?? error}`)
  }
}

/** The published packages as tarballs, the way `npm publish` would ship them. */
function packTarballs() {
  const packs = join(work, 'packs')
  mkdirSync(packs)
  for (const name of ['sdk', 'ui']) {
    execFileSync('pnpm', ['pack', '--pack-destination', packs], {
      cwd: join(root, 'packages', name),
      stdio: 'ignore',
    })
  }
  const tarball = (prefix) =>
    join(
      packs,
      readdirSync(packs).find((file) => file.startsWith(prefix)),
    )
  return { sdk: tarball('sportsbook-sdk-'), ui: tarball('sportsbook-ui-') }
}

/** A copy of examples/<name> with the tarballs installed by npm, then built. */
async function installExample(name, tarballs, env = {}) {
  const dir = join(work, name)
  cpSync(join(root, 'examples', name), dir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  })
  await run('npm', ['install', ...npmFlags, ...tarballs], dir)
  await run('npm', ['run', 'build'], dir, env)
  return dir
}

const npmFlags = ['--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline']

/** The names README snippets take as given, per package (check-examples compiles them beside each example). */
const snippetGlobals = {
  sdk: `import type { LiveMatch, Sportsbook } from '@sportsbook/sdk'
import type { Market, Match, Selection } from '@sportsbook/sdk/protocol'
declare global {
  const sb: Sportsbook
  const match: Match
  const market: Market
  const selection: Selection
  const selectionId: number
  const matchId: number
  const matchIds: number[]
  const listener: (match: LiveMatch) => void
  function showToast(message: string): void
}
`,
  ui: `import type { I18n, Messages } from '@lingui/core'
import type { Sportsbook } from '@sportsbook/sdk'
declare global {
  const client: Sportsbook
  const myI18n: I18n
  const serverTexts: Messages
}
`,
}

/** Compiles a package README's ts/tsx snippets in an example folder that has the packed packages installed. */
async function compileReadme(name, dir, { dom }) {
  const count = writeReadmeSnippets(
    join(root, 'packages', name, 'README.md'),
    join(dir, 'readme'),
    snippetGlobals[name],
  )
  writeFileSync(join(dir, 'tsconfig.readme.json'), snippetTsconfig({ dom }))
  await run('npx', ['tsc', '-p', 'tsconfig.readme.json'], dir)
  console.log(`examples: ${count} snippets of packages/${name}/README.md compile`)
}

/** The second build of the React app: React 18, lingui 5 and jotai 2 in place of the versions it names. */
const olderPeers = [
  'react@^18.3.1',
  'react-dom@^18.3.1',
  '@types/react@^18.3.0',
  '@types/react-dom@^18.3.0',
  '@lingui/core@5.9.5',
  '@lingui/react@5.9.5',
  'jotai@2.20.3',
]

const resultsDir = join(import.meta.dirname, 'test-results')
mkdirSync(resultsDir, { recursive: true })
const serverLog = join(resultsDir, 'examples-server.log')

function startServer(port, dataDir, sites) {
  const log = openSync(serverLog, 'w')
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: join(root, 'apps', 'server'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SITES: sites,
      // Fast enough for a live price to move within seconds (every 3 s), slow enough to leave the CPU to the
      // examples beside every other suite of \`pnpm test\`.
      FEED_SPEED: '10',
      // Every request with its time, kept in test-results: a failed check prints what the server did (serverReport).
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', log, log],
  })
  return {
    url: `http://127.0.0.1:${port}`,
    // Its temp database goes with the folder: a server slow to close (PGlite) is not waited for past 5 s.
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve()
        const kill = setTimeout(() => server.kill('SIGKILL'), 5_000)
        server.once('exit', () => {
          clearTimeout(kill)
          resolve()
        })
        server.kill('SIGTERM')
      }),
  }
}

/** What the server did while the checks ran: its warnings and errors, and its ten slowest requests. */
function serverReport() {
  const entries = readFileSync(serverLog, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line)]
      } catch {
        return line.trim() ? [{ level: 50, msg: line }] : []
      }
    })
  const started = entries[0]?.time ?? 0
  const at = (entry) => `+${Math.round(((entry.time ?? started) - started) / 1000)} s`
  const problems = entries.filter((entry) => entry.level >= 40).slice(0, 20)
  const slowest = entries
    .filter((entry) => entry.msg === 'request')
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
  return [
    `examples: the server's log (${serverLog}): ${entries.length} lines`,
    ...problems.map((entry) => `  ${at(entry)} ${entry.msg} ${entry.err?.message ?? ''}`),
    'examples: its slowest requests:',
    ...slowest.map(
      (entry) => `  ${at(entry)} ${entry.method} ${entry.path} ${entry.status} in ${entry.ms} ms`,
    ),
  ].join('\n')
}

const tarballs = packTarballs()
const serverPort = await freePort()
const pagePort = await freePort()
const pageOrigin = `http://127.0.0.1:${pagePort}`
const server = startServer(serverPort, join(work, 'data'), `${pageOrigin}=800000`)
// Both examples install and build side by side (mostly waiting on the registry) while the server starts.
const installs = {
  node: installExample('node-integrator', [tarballs.sdk]),
  vite: installExample('vite-react', [tarballs.sdk, tarballs.ui], { VITE_SPORTSBOOK_URL: server.url }),
}
for (const install of Object.values(installs)) install.catch(() => undefined)
try {
  await check(
    'the SDK README snippets compile for Node without the DOM library, with exactOptionalPropertyTypes',
    async () => {
      await compileReadme('sdk', await installs.node, { dom: false })
    },
  )
  await check('the Node integrator script runs against the reference server', async () => {
    const dir = await installs.node
    await waitForUrl(`${server.url}/api/sysinit`, 120_000)
    await run('node', ['dist/main.js'], dir, { SPORTSBOOK_URL: server.url })
  })
  await check('the UI README snippets compile', async () => {
    await compileReadme('ui', await installs.vite, { dom: true })
  })
  const builds = {}
  await check('the React app builds with React 18, lingui 5 and jotai 2 too', async () => {
    const dir = await installs.vite
    renameSync(join(dir, 'dist'), join(dir, 'dist-react-19'))
    builds[19] = join(dir, 'dist-react-19')
    await run('npm', ['install', '--no-save', ...npmFlags, ...olderPeers], dir)
    await run('npm', ['run', 'build'], dir, { VITE_SPORTSBOOK_URL: server.url })
    builds[18] = join(dir, 'dist')
  })
  for (const version of [19, 18]) {
    await check(
      `the React ${version} app shows the registration form, 14 languages, a match and the bet slip`,
      async () => {
        if (!builds[version]) throw new Error(`the React ${version} build is missing`)
        await waitForUrl(`${server.url}/api/sysinit`, 120_000)
        const page = await serveFolder(builds[version], pagePort)
        try {
          await checkReactApp(testChromiumPath, pageOrigin)
        } finally {
          await page.close()
        }
      },
    )
  }
} finally {
  await server.stop()
  if (results.some((result) => !result.ok)) console.error(serverReport())
  console.log(`examples [${elapsed()}]: server stopped`)
  rmSync(work, { recursive: true, force: true })
  console.log(`examples: done in ${elapsed()}`)
}

const failed = results.filter((result) => !result.ok).length
writeFileSync(
  join(resultsDir, 'examples.json'),
  JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed, results }, null, 2),
)
process.exit(failed === 0 ? 0 : 1)
