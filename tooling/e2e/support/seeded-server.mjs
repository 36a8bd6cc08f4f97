// The suite's reference server: the built apps/server on a fresh PGlite folder that already holds one registered
// member per brand, the inviter, whose invitation code the invitation tests register with; and, per brand, an operator
// (server CLI `operator create`) and a borrower with a credit line (CLI `credit-line`) for the wallet suite.
//
// The server gives every registered member an invitation code (apps/server/src/members/members.ts) but no call
// and no CLI command tells anybody what it is, so this script registers the inviter over HTTP on a throw-away
// port, stops the server (PGlite is one process at a time), reads the code from the database, writes
// `<DATA_DIR>/e2e-seed.json`, and then runs the server for the suite in the foreground.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

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

const clientInfo = {
  deviceID: 'e2e-seed',
  pid: '888',
  versionCode: '110',
  versionName: 'v1.0.110',
  os: '',
  osVersionName: '',
  osVersionCode: '',
  mac: '',
  deviceModel: '',
  channel: 'e2e-seed',
  realm: 'alpha',
  siteNo: '7',
  process: 'web',
  source: '2',
  lang: 'en',
}

async function call(url, path, fields, origin) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams({ ...fields, ...clientInfo }),
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

async function registerMembers() {
  const seeding = startServer({ PORT: '0', LOG_LEVEL: 'info' }, ['ignore', 'pipe', 'inherit'])
  try {
    const url = await listeningUrl(seeding)
    // Each brand is its own tenant: an invitation code only works on the brand its inviter registered on, so
    // every brand has an inviter of the same name.
    const inviterIds = {}
    const borrowers = {}
    for (const { origin, productNo } of sites) {
      inviterIds[productNo] = (await register(url, inviter.account, inviter.password, origin)).memberId
      const borrower = { account: `loan${stamp}${String(productNo).slice(-1)}`, password: 'borrow123' }
      const user = await register(url, borrower.account, borrower.password, origin)
      borrowers[productNo] = { ...borrower, currencyCode: user.currencyCode }
    }
    return { inviterIds, borrowers }
  } finally {
    const exited = new Promise((resolve) => seeding.once('exit', resolve))
    seeding.kill('SIGTERM')
    await exited
  }
}

/** Runs one server CLI command on the run's database (the server is stopped: PGlite is one process at a time). */
function cli(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/cli.js', ...args], {
      cwd: serverDir,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.stderr.on('data', (chunk) => {
      out += chunk
    })
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`cli ${args.join(' ')} exited with ${code}: ${out}`)),
    )
  })
}

/** Per brand: an operator (its password printed once by the CLI) and the borrower's credit line. */
async function seedWallet(borrowers) {
  const operators = {}
  for (const { productNo } of sites) {
    const account = `ops${stamp}${String(productNo).slice(-1)}`
    const out = await cli(['operator', 'create', account, '--product', String(productNo)])
    const password = /password: (\S+)/.exec(out)?.[1]
    if (!password) throw new Error(`seeding: no operator password in ${out}`)
    operators[productNo] = { account, password }
    const borrower = borrowers[productNo]
    // A server without the command leaves the borrower without a line: the loan test says so when it runs.
    borrower.creditLine = await cli([
      'credit-line',
      borrower.account,
      '1000',
      borrower.currencyCode,
      '--product',
      String(productNo),
    ]).then(
      () => '1000',
      (error) => {
        console.error(`seeding: ${error.message}`)
        return null
      },
    )
  }
  return operators
}

/** Per brand, the invitation code of its inviter. */
async function invitationCodesOf(inviterIds) {
  // PGlite is the server's dependency; the suite reads the folder the server wrote, with the server's copy.
  const serverRequire = createRequire(join(serverDir, 'package.json'))
  const { PGlite } = await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href)
  const db = await PGlite.create(join(dataDir, 'pglite'))
  try {
    const codes = {}
    for (const [productNo, memberId] of Object.entries(inviterIds)) {
      const { rows } = await db.query('SELECT code FROM invitation_codes WHERE member_id = $1', [memberId])
      if (!rows[0]) throw new Error(`seeding: member ${memberId} has no invitation code`)
      codes[productNo] = rows[0].code
    }
    return codes
  } finally {
    await db.close()
  }
}

const { inviterIds, borrowers } = await registerMembers()
const invitationCodes = await invitationCodesOf(inviterIds)
const operators = await seedWallet(borrowers)
writeFileSync(
  join(dataDir, 'e2e-seed.json'),
  JSON.stringify({ invitationCodes, inviter, operators, borrowers }, null, 2),
)

const server = startServer({}, 'inherit')
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => {
  // A run's database is of no use afterwards (the suite's temp folder): E2E_REMOVE_DATA_DIR=1 removes it.
  if (process.env.E2E_REMOVE_DATA_DIR === '1') rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? (signal ? 1 : 0))
})
