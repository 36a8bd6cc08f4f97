import { randomBytes } from 'node:crypto'
import { codes, isUsername } from '@sportsbook/sdk/protocol'
import { defaultCurrencyOf } from '../brands/brand-currencies'
import type { ServerConfig } from '../config'
import { md5Hex } from '../crypto/cipher'
import { hashPwd } from '../crypto/secrets'
import type { Database } from '../db'
import { isBusinessError } from '../errors'
import type { Ledger } from '../ledger/ledger'
import { toUnits } from '../ledger/money'
import { setCreditLine } from '../loans/credit-lines'
import { accountKey, findMember, type Member } from '../members/member'
import { accountTaken, findByAccount, invitationCodeOf } from '../members/members'
import { noticeCommand, noticeUsage } from '../notices/notice-command'
import { redEnvelopeCommand, redEnvelopeUsage } from '../red-envelopes/envelope-command'

export const usage = `Operator commands of the sportsbook server (they work on the database, never over HTTP):

  credit <account> <amount> <currency> [--memo <text>]   add money to a member's balance
  debit <account> <amount> <currency> [--memo <text>]    take money from a member's balance (never below zero)
  operator create <account>                              create an operator; prints its password once
  invitation <account>                                   print a registered member's own invitation code
  credit-line <account> <amount> <currency>              set a registered member's credit line (loans draw on it)
  batch [--product <productNo>]                          the commands of standard input, one per line, in order
                                                         (--product: the brand of the lines that name none)
${noticeUsage}
${redEnvelopeUsage}

<account> is a registered account name, or #<memberId> for any member (visitors, demo and channel members), of
the brand --product <productNo> names (default: PRODUCT_NO, the brand of requests from no known site); each brand
keeps its own members, so the same account name may exist in two brands.
Amounts are decimal strings with at most the currency's decimals (USD 2, BRL 2, USDT 4, DEMO 2).`

export interface CliDeps {
  db: Database
  ledger: Ledger
  /** The brands and the brand of `--product` when it is not given. */
  config: Pick<ServerConfig, 'brands' | 'productNo'>
  out: (line: string) => void
}

export class CliError extends Error {
  override readonly name = 'CliError'
}

function option(args: string[], name: string): { rest: string[]; value: string | undefined } {
  const at = args.indexOf(name)
  if (at < 0) return { rest: args, value: undefined }
  const value = args[at + 1]
  if (value === undefined) throw new CliError(`${name} needs a value`)
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], value }
}

async function memberOf(deps: CliDeps, productNo: number, account: string): Promise<Member> {
  const byId = /^#(\d+)$/.exec(account)
  const member = byId
    ? await findMember(deps.db, Number(byId[1]), productNo)
    : (await findByAccount(deps.db, productNo, account))?.member
  if (!member) throw new CliError(`no member ${account} in brand ${productNo}`)
  return member
}

/** The brand of `--product <no>` (a configured brand), else PRODUCT_NO. */
function productOf(deps: CliDeps, text: string | undefined): number {
  if (text === undefined) return deps.config.productNo
  const productNo = Number(text)
  if (!/^\d+$/.test(text) || !deps.config.brands.has(productNo)) {
    throw new CliError(
      `--product ${text}: not a configured brand (${[...deps.config.brands.keys()].join(', ')})`,
    )
  }
  return productNo
}

/** Runs one command; resolves its exit code. */
export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  const [command, ...options] = argv
  try {
    const { rest: args, value: product } = option(options, '--product')
    const productNo = productOf(deps, product)
    if (command === 'credit' || command === 'debit') {
      const { rest, value: memo } = option(args, '--memo')
      const [account, amount, currencyCode] = rest
      if (!account || !amount || !currencyCode || rest.length > 3) throw new CliError(usage)
      if (!/^\d+(\.\d+)?$/.test(amount) || !/[1-9]/.test(amount))
        throw new CliError(`not a positive amount: ${amount}`)
      const member = await memberOf(deps, productNo, account)
      const currency = await deps.ledger.currencies.get(currencyCode.toUpperCase())
      if (!currency) throw new CliError(`unknown currency ${currencyCode}`)
      try {
        toUnits(amount, currency.scale)
      } catch {
        throw new CliError(`${currency.code} takes at most ${currency.scale} decimals: ${amount}`)
      }
      if (currency.demo !== (member.kind === 'demo')) {
        throw new CliError(`demo money and real money never mix: member ${member.id} is ${member.kind}`)
      }
      const sign = command === 'credit' ? '' : '-'
      const opposite = command === 'credit' ? '-' : ''
      // Demo money comes from (and returns to) the demo source; real money from outside the book.
      const source = currency.demo ? 'demo_source' : 'external'
      const result = await deps.ledger.transferNow({
        kind: `operator-${command}`,
        memo: memo ?? `operator ${command} from the command line`,
        entries: [
          { account: { kind: source, currency: currency.code }, amount: `${opposite}${amount}` },
          {
            account: { kind: 'member', memberId: member.id, currency: currency.code },
            amount: `${sign}${amount}`,
          },
        ],
      })
      deps.out(
        `${command === 'credit' ? 'credited' : 'debited'} ${amount} ${currency.code} ${command === 'credit' ? 'to' : 'from'} member ${member.id} (transfer ${result.transferId})`,
      )
      return 0
    }
    if (command === 'operator' && args[0] === 'create') {
      const account = args[1]
      if (!account || !isUsername(account))
        throw new CliError('operator create <account>: 2-16 letters or digits')
      const password = randomBytes(12).toString('base64url')
      const pwdHash = await hashPwd(md5Hex(md5Hex(password)))
      if (await accountTaken(deps.db, productNo, account)) {
        throw new CliError(`account ${account} is taken in brand ${productNo}`)
      }
      const [row] = await deps.db.query<{ id: number }>(
        `INSERT INTO members (product_no, kind, role, account, account_key, pwd_hash, currency_code)
         VALUES ($1, 'registered', 'operator', $2, $3, $4, $5) RETURNING id`,
        [productNo, account, accountKey(account), pwdHash, defaultCurrencyOf(deps.config, productNo)],
      )
      deps.out(`operator ${account} of brand ${productNo} created (member ${row!.id}); password: ${password}`)
      deps.out('Log in with it like any member; it is shown only now.')
      return 0
    }
    if (command === 'credit-line') {
      const [account, amount, currencyCode] = args
      if (!account || !amount || !currencyCode || args.length > 3) throw new CliError(usage)
      if (!/^\d+(\.\d+)?$/.test(amount)) throw new CliError(`not an amount: ${amount}`)
      const member = await memberOf(deps, productNo, account)
      const currency = await deps.ledger.currencies.get(currencyCode.toUpperCase())
      if (!currency || currency.demo) throw new CliError(`not a real currency: ${currencyCode}`)
      if (member.kind !== 'registered')
        throw new CliError(`member ${member.id} is not registered: loans are theirs only`)
      try {
        toUnits(amount, currency.scale)
      } catch {
        throw new CliError(`${currency.code} takes at most ${currency.scale} decimals: ${amount}`)
      }
      await setCreditLine(deps.db, member.id, currency.code, amount)
      deps.out(`credit line of member ${member.id} set to ${amount} ${currency.code}`)
      return 0
    }
    if (command === 'notice' || command === 'red-envelope') {
      const result =
        command === 'notice'
          ? await noticeCommand(deps.db, productNo, args)
          : await redEnvelopeCommand(deps, productNo, args)
      if (typeof result !== 'string') throw new CliError(result.error)
      deps.out(result)
      return 0
    }
    if (command === 'invitation') {
      const [account] = args
      if (!account || args.length > 1) throw new CliError(usage)
      const member = await memberOf(deps, productNo, account)
      const code = await invitationCodeOf(deps.db, member.id)
      if (!code)
        throw new CliError(`member ${member.id} has no invitation code (only registered members have one)`)
      deps.out(code)
      return 0
    }
    deps.out(usage)
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2
  } catch (error) {
    if (error instanceof CliError) {
      deps.out(error.message)
      return 2
    }
    if (isBusinessError(error) && error.code === codes.INSUFFICIENT_BALANCE) {
      deps.out('refused: the balance would go below zero')
      return 1
    }
    throw error
  }
}
