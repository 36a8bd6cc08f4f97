import type { DestinationStream } from 'pino'
import { type AccountConfig, AccountConfigError, loadAccountConfig } from './account/account-config'
import { type Brand, BrandsError, loadBrands } from './brands/brands'
import { pwdHashCostOf } from './crypto/pwd-hash-cost'
import { parseRateLimits, type RateLimits, RateLimitsError } from './http/rate-limit-rules'
import { loadWalletConfig, type WalletConfig, WalletConfigError } from './wallet/wallet-config'

/** Product numbers of the brands (spec section 1). */
export type ProductNo = 800000 | 800001 | 800002

export interface ServerConfig {
  port: number
  /** Loopback by default; set HOST=0.0.0.0 to serve other machines. */
  host: string
  /** PGlite keeps its files here when DATABASE_URL is not set (DESIGN.md section 4). */
  dataDir: string
  /** `memory://` runs PGlite without files (tests only). */
  pgliteDir?: string
  /** A PGlite data folder dump (`dumpDataDir`) a `memory://` database starts from (tests only: no initdb). */
  pgliteSnapshot?: Blob
  databaseUrl?: string
  /** PostgreSQL schema to use (the tests give each file its own). */
  databaseSchema?: string
  /** PostgreSQL connections of each server process's pool. */
  databasePoolSize: number
  /** Server processes sharing the port (main.ts); more than one needs PostgreSQL and Redis. */
  workers: number
  redisUrl?: string
  /** Allowed browser origins and the product number each one serves (CORS and `setUserType`). */
  sites: Map<string, number>
  /** Answer of `setUserType` for a request without a known origin. */
  productNo: number
  /** Each brand's data (currencies, forced language) by product number: `BRANDS`, else src/brands/brands.ts. */
  brands: Map<number, Brand>
  feedSeed: number
  feedSpeed: number
  /** Channel name -> HMAC secret of the `authToken` of `/open/member/login`. */
  channelSecrets: Map<string, string>
  logLevel: string
  /** Pay types, banks, limits, receiving accounts per brand; payment secrets; the proofs folder (src/wallet). */
  wallet: WalletConfig
  /** Mail provider, two-step secrets' key, KYC secrets (PROTOCOL.md section 13, account/account-config.ts). */
  account: AccountConfig
  /** Calls per client address and window on the paths bots hammer (`RATE_LIMITS`, http/rate-limit-rules.ts). */
  rateLimits: RateLimits
  /** Fastify's `trustProxy` (`TRUST_PROXY`): which proxies' X-Forwarded-For names the client address. */
  trustProxy: boolean | string[]
  /** Where log lines go (stdout by default; the tests capture them). */
  logStream?: DestinationStream
  /** `METRICS_PORT`: /metrics on a listener of its own (on HOST); undefined = not on a port of its own. */
  metricsPort?: number
  /** `METRICS_TOKEN`: /metrics asks for it as a bearer token. Without it or a port, /metrics is not served. */
  metricsToken?: string
  production: boolean
}

/** Named as what it is: these values only serve a development machine and are refused in production. */
export const DEVELOPMENT_CHANNEL_SECRETS = 'demo-channel=development-only-channel-secret'

const developmentSites = [
  ['http://localhost:5171', 800000],
  ['http://localhost:5172', 800001],
  ['http://localhost:5173', 800002],
  ['http://127.0.0.1:5171', 800000],
  ['http://127.0.0.1:5172', 800001],
  ['http://127.0.0.1:5173', 800002],
] as const

/** PostgreSQL connections of the whole server by default, shared out among its processes. */
const totalPoolSize = 20

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

function pairs(text: string, what: string): [string, string][] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
    .map((item) => {
      const at = item.lastIndexOf('=')
      if (at <= 0 || at === item.length - 1) throw new ConfigError(`${what}: "${item}" is not name=value`)
      return [item.slice(0, at).trim(), item.slice(at + 1).trim()]
    })
}

function integer(text: string | undefined, fallback: number, what: string): number {
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isFinite(value)) throw new ConfigError(`${what}: "${text}" is not a number`)
  return value
}

/** Reads the server's settings from the environment (DESIGN.md section 4; apps/server/README.md lists them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production'
  if (production) refuseDevelopmentDefaults(env)
  checkPwdHashCost(env)
  const sites = new Map<string, number>()
  if (env.SITES) {
    for (const [origin, productNo] of pairs(env.SITES, 'SITES')) {
      sites.set(origin.replace(/\/$/, ''), integer(productNo, 0, `SITES ${origin}`))
    }
  } else {
    for (const [origin, productNo] of developmentSites) sites.set(origin, productNo)
  }
  const channelSecretsText = env.CHANNEL_SECRETS ?? DEVELOPMENT_CHANNEL_SECRETS
  const channelSecrets = new Map(pairs(channelSecretsText, 'CHANNEL_SECRETS'))
  const firstSite = sites.values().next()
  let brands: Map<number, Brand>
  try {
    brands = loadBrands(env.BRANDS)
  } catch (error) {
    if (error instanceof BrandsError) throw new ConfigError(error.message)
    throw error
  }
  const workers = integer(env.WORKERS, 1, 'WORKERS')
  if (!Number.isInteger(workers) || workers < 1) {
    throw new ConfigError(`WORKERS: "${env.WORKERS}" is not a whole number of processes`)
  }
  const config: ServerConfig = {
    port: integer(env.PORT, 8787, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? '.data/',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    // Shared out: WORKERS processes hold as many connections as one process would.
    databasePoolSize: integer(
      env.DATABASE_POOL_SIZE,
      Math.ceil(totalPoolSize / workers),
      'DATABASE_POOL_SIZE',
    ),
    workers,
    redisUrl: env.REDIS_URL || undefined,
    sites,
    productNo: integer(env.PRODUCT_NO, firstSite.done ? 800000 : firstSite.value, 'PRODUCT_NO'),
    brands,
    feedSeed: integer(env.FEED_SEED, 1, 'FEED_SEED'),
    feedSpeed: integer(env.FEED_SPEED, 1, 'FEED_SPEED'),
    channelSecrets,
    logLevel: env.LOG_LEVEL ?? 'info',
    wallet: walletConfigOf(env, production, env.DATA_DIR ?? '.data/', brands),
    account: accountConfigOf(env, production),
    rateLimits: rateLimitsOf(env.RATE_LIMITS),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    ...metricsOf(env),
    production,
  }
  if (workers > 1 && (!config.databaseUrl || !config.redisUrl)) {
    // PGlite's files belong to one process; sockets and the feed leader reach across processes through Redis.
    throw new ConfigError('WORKERS above 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL')
  }
  for (const productNo of [config.productNo, ...sites.values()]) {
    // A site of no known brand would have no currencies for its members.
    if (!brands.has(productNo)) throw new ConfigError(`brand ${productNo} is not in BRANDS`)
  }
  return config
}

/** A wrong or (in production) lowered password hash cost stops the server at start, not at the first login. */
function checkPwdHashCost(env: NodeJS.ProcessEnv): void {
  try {
    pwdHashCostOf(env)
  } catch (error) {
    throw new ConfigError((error as Error).message)
  }
}

/** A production server must be told its sites and secrets: development defaults would be guessable. */
function refuseDevelopmentDefaults(env: NodeJS.ProcessEnv): void {
  const missing: string[] = []
  if (!env.CHANNEL_SECRETS || env.CHANNEL_SECRETS.includes('development-only'))
    missing.push('CHANNEL_SECRETS')
  if (!env.SITES) missing.push('SITES')
  if (!env.WALLET_CONFIG) missing.push('WALLET_CONFIG')
  if (!env.PAYMENT_SECRETS || env.PAYMENT_SECRETS.includes('development-only'))
    missing.push('PAYMENT_SECRETS')
  if (missing.length > 0) {
    throw new ConfigError(`NODE_ENV=production refuses the development defaults of ${missing.join(', ')}`)
  }
  for (const [channel, secret] of pairs(env.CHANNEL_SECRETS ?? '', 'CHANNEL_SECRETS')) {
    if (secret.length < 32)
      throw new ConfigError(`CHANNEL_SECRETS: the secret of ${channel} is shorter than 32`)
  }
}

function accountConfigOf(env: NodeJS.ProcessEnv, production: boolean): AccountConfig {
  try {
    return loadAccountConfig(env, production)
  } catch (error) {
    if (error instanceof AccountConfigError) throw new ConfigError(error.message)
    throw error
  }
}

function rateLimitsOf(text: string | undefined): RateLimits {
  try {
    return parseRateLimits(text)
  } catch (error) {
    if (error instanceof RateLimitsError) throw new ConfigError(error.message)
    throw error
  }
}

/** Where /metrics is served (PROTOCOL.md section 14): never public by default, so neither set = not served. */
function metricsOf(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'metricsPort' | 'metricsToken'> {
  const port = env.METRICS_PORT ? integer(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65_535)) {
    throw new ConfigError(`METRICS_PORT: "${env.METRICS_PORT}" is not a port`)
  }
  const token = env.METRICS_TOKEN || undefined
  if (token !== undefined && token.length < 16)
    throw new ConfigError('METRICS_TOKEN: shorter than 16 characters')
  return { metricsPort: port, metricsToken: token }
}

/** `TRUST_PROXY`: empty (none), `true` (any), or the proxies' addresses and CIDRs, comma separated. */
function trustProxyOf(text: string | undefined): boolean | string[] {
  const value = text?.trim() ?? ''
  if (value === '' || value === 'false') return false
  if (value === 'true') return true
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
}

function walletConfigOf(
  env: NodeJS.ProcessEnv,
  production: boolean,
  dataDir: string,
  brands: Map<number, Brand>,
): WalletConfig {
  const brandCurrencies = new Map([...brands.values()].map((brand) => [brand.productNo, brand.currencies]))
  try {
    return loadWalletConfig(env, { production, dataDir, brandCurrencies })
  } catch (error) {
    if (error instanceof WalletConfigError) throw new ConfigError(error.message)
    throw error
  }
}
