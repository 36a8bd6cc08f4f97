import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type Bank,
  isUnsignedAmount,
  type PayTypeKind,
  type ReceivingAccount,
} from '@sportsbook/sdk/protocol'

/**
 * The wallet's settings (PROTOCOL.md section 8): per brand its pay types, banks, withdrawal limits and receiving
 * accounts; the payment providers' secrets; where proof images live. Development defaults are refused in
 * production, like the other secrets.
 */

export interface PayTypeSetting {
  id: number
  name: string
  kind: PayTypeKind
  currencyCode: string
  min: string
  max: string
  /** online: the payment provider that takes it (`sandbox` built in). */
  provider?: string
  /** bankTransfer: the house account the player pays into. */
  receivingAccount?: ReceivingAccount
}

export interface BrandWallet {
  payTypes: PayTypeSetting[]
  banks: Bank[]
  /** Per currency: the smallest and largest withdrawal. */
  withdrawLimits: Record<string, { min: string; max: string }>
}

export interface WalletConfig {
  brands: Map<number, BrandWallet>
  /** Provider name -> the secret its notifications are signed with (`PAYMENT_SECRETS`). */
  paymentSecrets: Map<string, string>
  /** Where proof images are stored (`PROOF_DIR`, default `<DATA_DIR>/proofs`); never served statically. */
  proofDir: string
  /** The server's address as players reach it (`PUBLIC_URL`), for the sandbox's pay URL; else the request's. */
  publicUrl?: string
}

export class WalletConfigError extends Error {
  override readonly name = 'WalletConfigError'
}

/** Named as what it is: only a development machine may sign with it. */
export const DEVELOPMENT_PAYMENT_SECRETS = 'sandbox=development-only-sandbox-secret'

/** Sensible development data, from each brand's currencies: one online and one bank-transfer pay type each. */
export function developmentBrandWallet(currencies: readonly string[]): BrandWallet {
  const ranges: Record<string, { deposit: [string, string]; withdraw: [string, string] }> = {
    USD: { deposit: ['10', '10000'], withdraw: ['20', '5000'] },
    BRL: { deposit: ['20', '50000'], withdraw: ['50', '25000'] },
    USDT: { deposit: ['10', '10000'], withdraw: ['20', '5000'] },
  }
  const payTypes: PayTypeSetting[] = []
  const banks: Bank[] = []
  const withdrawLimits: BrandWallet['withdrawLimits'] = {}
  currencies.forEach((currencyCode, index) => {
    const range = ranges[currencyCode] ?? { deposit: ['10', '10000'], withdraw: ['20', '5000'] }
    const [min, max] = range.deposit
    payTypes.push({
      id: 101 + index,
      name: `Card (${currencyCode})`,
      kind: 'online',
      currencyCode,
      min,
      max,
      provider: 'sandbox',
    })
    payTypes.push({
      id: 201 + index,
      name: `Bank transfer (${currencyCode})`,
      kind: 'bankTransfer',
      currencyCode,
      min,
      max,
      receivingAccount: {
        bankName: 'Sandbox Bank',
        accountName: 'Sportsbook Ltd',
        accountNo: `DEV${String(1000_0000 + index)}`,
      },
    })
    banks.push({ code: `SBX${currencyCode}`, name: `Sandbox Bank ${currencyCode}`, currencyCode })
    banks.push({ code: `DEV${currencyCode}`, name: `Development Bank ${currencyCode}`, currencyCode })
    withdrawLimits[currencyCode] = { min: range.withdraw[0], max: range.withdraw[1] }
  })
  return { payTypes, banks, withdrawLimits }
}

function fail(where: string, what: string): never {
  throw new WalletConfigError(`WALLET_CONFIG ${where}: ${what}`)
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(where, 'is not a text')
  return value.trim()
}

function amount(value: unknown, where: string): string {
  const read = typeof value === 'number' ? String(value) : value
  if (typeof read !== 'string' || !isUnsignedAmount(read)) fail(where, 'is not a decimal amount')
  return read
}

function range(value: unknown, where: string): { min: string; max: string } {
  const item = (value ?? {}) as Record<string, unknown>
  const min = amount(item.min, `${where}.min`)
  const max = amount(item.max, `${where}.max`)
  if (Number(min) <= 0 || Number(max) < Number(min)) fail(where, 'needs 0 < min <= max')
  return { min, max }
}

function payTypeOf(value: unknown, where: string): PayTypeSetting {
  const item = (value ?? {}) as Record<string, unknown>
  const id = item.id
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0)
    fail(`${where}.id`, 'is not a positive integer')
  const kind = item.kind
  if (kind !== 'online' && kind !== 'bankTransfer') fail(`${where}.kind`, 'is not online or bankTransfer')
  const checkedKind: PayTypeKind = kind
  const base = {
    id,
    name: text(item.name, `${where}.name`),
    kind: checkedKind,
    currencyCode: text(item.currencyCode, `${where}.currencyCode`),
    ...range(item, where),
  }
  if (kind === 'online') return { ...base, provider: text(item.provider ?? 'sandbox', `${where}.provider`) }
  const account = (item.receivingAccount ?? {}) as Record<string, unknown>
  return {
    ...base,
    receivingAccount: {
      bankName: text(account.bankName, `${where}.receivingAccount.bankName`),
      accountName: text(account.accountName, `${where}.receivingAccount.accountName`),
      accountNo: text(account.accountNo, `${where}.receivingAccount.accountNo`),
    },
  }
}

/** One brand of the JSON file: `{ payTypes: [...], banks: [...], withdrawLimits: { USD: { min, max } } }`. */
function brandWalletOf(value: unknown, where: string): BrandWallet {
  const item = (value ?? {}) as Record<string, unknown>
  if (!Array.isArray(item.payTypes)) fail(`${where}.payTypes`, 'is not a list')
  if (!Array.isArray(item.banks)) fail(`${where}.banks`, 'is not a list')
  const payTypes = item.payTypes.map((payType, at) => payTypeOf(payType, `${where}.payTypes[${at}]`))
  if (new Set(payTypes.map((payType) => payType.id)).size !== payTypes.length)
    fail(where, 'repeats a pay type id')
  const banks = item.banks.map((bank, at) => {
    const row = (bank ?? {}) as Record<string, unknown>
    return {
      code: text(row.code, `${where}.banks[${at}].code`),
      name: text(row.name, `${where}.banks[${at}].name`),
      currencyCode: text(row.currencyCode, `${where}.banks[${at}].currencyCode`),
    }
  })
  const limits = (item.withdrawLimits ?? {}) as Record<string, unknown>
  const withdrawLimits: BrandWallet['withdrawLimits'] = {}
  for (const [code, limit] of Object.entries(limits)) {
    withdrawLimits[code] = range(limit, `${where}.withdrawLimits.${code}`)
  }
  return { payTypes, banks, withdrawLimits }
}

function secretPairs(textValue: string): Map<string, string> {
  const secrets = new Map<string, string>()
  for (const item of textValue.split(',').map((part) => part.trim())) {
    if (item === '') continue
    const at = item.indexOf('=')
    if (at <= 0 || at === item.length - 1)
      throw new WalletConfigError(`PAYMENT_SECRETS: "${item}" is not name=value`)
    secrets.set(item.slice(0, at).trim(), item.slice(at + 1).trim())
  }
  return secrets
}

export interface WalletConfigInput {
  production: boolean
  dataDir: string
  /** Each brand's real currencies (the development defaults follow them). */
  brandCurrencies: Map<number, readonly string[]>
}

/** Reads `WALLET_CONFIG` (a JSON file), `PAYMENT_SECRETS`, `PROOF_DIR` and `PUBLIC_URL`. */
export function loadWalletConfig(env: NodeJS.ProcessEnv, input: WalletConfigInput): WalletConfig {
  // A production server without WALLET_CONFIG or with the development PAYMENT_SECRETS is refused before this
  // (config.ts, refuseDevelopmentDefaults).
  const paymentSecrets = secretPairs(env.PAYMENT_SECRETS ?? DEVELOPMENT_PAYMENT_SECRETS)
  if (input.production) {
    for (const [provider, secret] of paymentSecrets) {
      if (secret.length < 32)
        throw new WalletConfigError(`PAYMENT_SECRETS: the secret of ${provider} is shorter than 32`)
    }
  }
  const brands = new Map<number, BrandWallet>()
  if (env.WALLET_CONFIG) {
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(env.WALLET_CONFIG, 'utf8'))
    } catch (error) {
      throw new WalletConfigError(`WALLET_CONFIG ${env.WALLET_CONFIG}: ${(error as Error).message}`)
    }
    if (typeof parsed !== 'object' || parsed === null) fail('', 'is not an object of brands')
    for (const [productNo, value] of Object.entries(parsed)) {
      if (!/^\d+$/.test(productNo)) fail(productNo, 'is not a product number')
      brands.set(Number(productNo), brandWalletOf(value, productNo))
    }
  } else {
    for (const [productNo, currencies] of input.brandCurrencies) {
      brands.set(productNo, developmentBrandWallet(currencies))
    }
  }
  return {
    brands,
    paymentSecrets,
    proofDir: env.PROOF_DIR || join(input.dataDir, 'proofs'),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL.replace(/\/$/, '') } : {}),
  }
}
