// The suite's reference server: the built apps/server on a fresh PGlite folder that already holds one registered
// member per brand, the inviter, whose invitation code the invitation tests register with; and, per brand, an operator
// (server CLI `operator create`) and two borrowers with a credit line (CLI `credit-line`; one per viewport, since the
// loan tests of both widths may run at once) for the wallet suite.
//
// PGlite is one process at a time: this script registers the members over HTTP on a throw-away port, stops that
// server, runs the CLI commands in one `batch` (the invitation codes, the operators, the credit lines), writes
// `<DATA_DIR>/e2e-seed.json`, and then runs the server for the suite in the foreground, with its test controls on
// `<DATA_DIR>/feed-control.sock` (support/feed-control.ts finishes a match with it) and
// `<DATA_DIR>/server-control.sock` (a reality check falls due at once: support/test-control.ts).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { clientInfo } from './client-info.mjs'

const serverDir = join(import.meta.dirname, '..', '..', '..', 'apps', 'server')
const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('seeded-server: DATA_DIR must name the PGlite folder of this run')

const md5 = (text) => createHash('md5').update(text, 'utf8').digest('hex')
const inviter = { account: `inviter${Date.now().toString(36)}`.slice(0, 16), password: 'inviter123' }

// The suite opens many sites from one address, each creating its guest: a production limit would refuse them.
const rateLimits = ['visitorCreate', 'tryPlay', 'login', 'register', 'captcha']
  .map((name) => `${name}=100000/1m`)
  .join(',')

function startServer(env, stdio) {
  return spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: { RATE_LIMITS: rateLimits, ...process.env, ...env },
    stdio,
  })
}

/** The first server prints its pino lines; the `listening` one names the port it took. */
function listeningUrl(child) {
  return new Promise((resolve, reject) => {
    let buffer = ''
    child.stdout.on('data', (chunk) => {
      buffer += chunk
      const match = /"url":"([^"]+)"[^\n]*"msg":"listening"/.exec(buffer)
      if (match) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`seeding server exited with ${code}:\n${buffer}`)))
  })
}

async function call(url, path, fields, origin) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams({ ...fields, ...clientInfo('e2e-seed', 'e2e-seed') }),
  })
  const answer = await response.json()
  if (answer.code !== 0) throw new Error(`seeding: ${path} answered ${JSON.stringify(answer)}`)
  return answer.data
}

/** A registered member of the brand `origin` is (no origin: the server's default brand). */
async function register(url, account, password, origin) {
  // The SDK's own order: a guest, its guest login, then the registration.
  const visitor = await call(url, '/app/api/visitor/create', { token: '', uid: '' }, origin)
  await call(url, '/app/api/visitor/login', visitor, origin)
  return call(
    url,
    '/app/api/member/create/account',
    { uid: visitor.uid, token: visitor.token, account, pwd: md5(md5(password)), promoteCode: '' },
    origin,
  )
}

// The brands the suite serves: SITES is `origin=productNo` pairs (playwright.config.ts).
const sites = (process.env.SITES ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [origin, productNo] = pair.split('=')
    return { origin, productNo: Number(productNo) }
  })
const stamp = Date.now().toString(36).slice(-6)
/** The loan tests' viewports (support/viewports.ts): each has a borrower of its own. */
const viewportNames = ['phone', 'desktop']

async function registerMembers() {
  const seeding = startServer({ PORT: '0', LOG_LEVEL: 'info' }, ['ignore', 'pipe', 'inherit'])
  try {
    const url = await listeningUrl(seeding)
    // Each brand is its own tenant: an invitation code only works on the brand its inviter registered on, so
    // every brand has an inviter of the same name.
    const borrowers = {}
    for (const { origin, productNo } of sites) {
      await register(url, inviter.account, inviter.password, origin)
      borrowers[productNo] = {}
      for (const [index, viewport] of viewportNames.entries()) {
        const account = `loan${stamp}${String(productNo).slice(-1)}${index}`
        const user = await register(url, account, 'borrow123', origin)
        borrowers[productNo][viewport] = { account, password: 'borrow123', currencyCode: user.currencyCode }
      }
    }
    return borrowers
  } finally {
    const exited = new Promise((resolve) => seeding.once('exit', resolve))
    seeding.kill('SIGTERM')
    await exited
  }
}

/** Runs server CLI commands, one a line, on the run's database (the server is stopped). */
function cliBatch(lines) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/cli.js', 'batch'], {
      cwd: serverDir,
      env: process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.stderr.on('data', (chunk) => {
      out += chunk
    })
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`cli batch exited with ${code}: ${out}`)),
    )
    child.stdin.end(lines.join('\n'))
  })
}

/**
 * Per brand: the inviter's invitation code, an operator (its password printed once by the CLI) and the
 * borrowers' credit lines. The invitations come first, one line each, so the first lines are the codes.
 */
async function seedWithCli(borrowers) {
  const operatorAccount = (productNo) => `ops${stamp}${String(productNo).slice(-1)}`
  const out = await cliBatch([
    ...sites.map(({ productNo }) => `invitation ${inviter.account} --product ${productNo}`),
    ...sites.map(({ productNo }) => `operator create ${operatorAccount(productNo)} --product ${productNo}`),
    ...sites.flatMap(({ productNo }) =>
      Object.values(borrowers[productNo]).map(
        (borrower) => `credit-line ${borrower.account} 1000 ${borrower.currencyCode} --product ${productNo}`,
      ),
    ),
  ])
  const lines = out.split('\n')
  const invitationCodes = {}
  const operators = {}
  for (const [index, { productNo }] of sites.entries()) {
    const code = lines[index]?.trim() ?? ''
    if (!/^\S+$/.test(code)) throw new Error(`seeding: no invitation code on line ${index + 1} of ${out}`)
    invitationCodes[productNo] = code
    const account = operatorAccount(productNo)
    const password = new RegExp(`operator ${account} .*password: (\\S+)`).exec(out)?.[1]
    if (!password) throw new Error(`seeding: no operator password in ${out}`)
    operators[productNo] = { account, password }
  }
  return { invitationCodes, operators }
}

const borrowers = await registerMembers()
const { invitationCodes, operators } = await seedWithCli(borrowers)
writeFileSync(
  join(dataDir, 'e2e-seed.json'),
  JSON.stringify({ invitationCodes, inviter, operators, borrowers }, null, 2),
)

const server = startServer(
  {
    FEED_CONTROL_SOCKET: join(dataDir, 'feed-control.sock'),
    TEST_CONTROL_SOCKET: join(dataDir, 'server-control.sock'),
  },
  'inherit',
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => {
  // A run's database is of no use afterwards (the suite's temp folder): E2E_REMOVE_DATA_DIR=1 removes it.
  if (process.env.E2E_REMOVE_DATA_DIR === '1') rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? (signal ? 1 : 0))
})
