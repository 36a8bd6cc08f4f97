import { randomBytes } from 'node:crypto'
import { codes } from '@sportsbook/sdk/protocol'
import { md5Hex } from '../crypto/cipher'
import { hashPwd } from '../crypto/secrets'
import type { Database } from '../db'
import { isBusinessError } from '../errors'
import type { Ledger } from '../ledger/ledger'
import { toUnits } from '../ledger/money'
import { accountKey, findMember, type Member } from '../members/member'
import { findByAccount, invitationCodeOf } from '../members/members'

export const usage = `Operator commands of the sportsbook server (they work on the database, never over HTTP):

  credit <account> <amount> <currency> [--memo <text>]   add money to a member's balance
  debit <account> <amount> <currency> [--memo <text>]    take money from a member's balance (never below zero)
  operator create <account>                              create an operator; prints its password once
  invitation <account>                                   print a registered member's own invitation code

<account> is a registered account name, or #<memberId> for any member (visitors, demo and channel members).
Amounts are decimal strings with at most the currency's decimals (USD 2, BRL 2, USDT 4, DEMO 2).`

export interface CliDeps {
  db: Database
  ledger: Ledger
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

async function memberOf(deps: CliDeps, account: string): Promise<Member> {
  const byId = /^#(\d+)$/.exec(account)
  const member = byId
    ? await findMember(deps.db, Number(byId[1]))
    : (await findByAccount(deps.db, account))?.member
  if (!member) throw new CliError(`no member ${account}`)
  return member
}

/** Runs one command; resolves its exit code. */
export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  const [command, ...args] = argv
  try {
    if (command === 'credit' || command === 'debit') {
      const { rest, value: memo } = option(args, '--memo')
      const [account, amount, currencyCode] = rest
      if (!account || !amount || !currencyCode || rest.length > 3) throw new CliError(usage)
      if (!/^\d+(\.\d+)?$/.test(amount) || !/[1-9]/.test(amount))
        throw new CliError(`not a positive amount: ${amount}`)
      const member = await memberOf(deps, account)
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
      if (!account || !/^[A-Za-z0-9]{2,16}$/.test(account))
        throw new CliError('operator create <account>: 2-16 letters or digits')
      const password = randomBytes(12).toString('base64url')
      const pwdHash = await hashPwd(md5Hex(md5Hex(password)))
      const taken = await deps.db.query('SELECT 1 FROM members WHERE account_key = $1', [accountKey(account)])
      if (taken.length > 0) throw new CliError(`account ${account} is taken`)
      const [row] = await deps.db.query<{ id: number }>(
        `INSERT INTO members (kind, role, account, account_key, pwd_hash, currency_code)
         VALUES ('registered', 'operator', $1, $2, $3, 'USD') RETURNING id`,
        [account, accountKey(account), pwdHash],
      )
      deps.out(`operator ${account} created (member ${row!.id}); password: ${password}`)
      deps.out('Log in with it like any member; it is shown only now.')
      return 0
    }
    if (command === 'invitation') {
      const [account] = args
      if (!account || args.length > 1) throw new CliError(usage)
      const member = await memberOf(deps, account)
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
