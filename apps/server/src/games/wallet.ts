import type { GameWalletEntry } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable, Transaction } from '../db'
import type { Currency } from '../ledger/currencies'
import type { AccountRef } from '../ledger/ledger'
import { fromUnits } from '../ledger/money'
import { sqlUnits } from '../requests/amounts'

/**
 * The game wallets (PROTOCOL.md section 10, Game wallet): per member, provider and currency a `game` ledger
 * account with ref `<provider>`; the stakes of rounds in play sit in the `game` account `<provider>:stakes`, so
 * they stay out of a withdrawal. A wallet entry's `amount` includes its `frozen` stakes (as balance entries do).
 */
const stakesSuffix = ':stakes'

export function gameWalletAccount(memberId: number, currency: string, provider: string): AccountRef {
  return { kind: 'game', memberId, currency, ref: provider }
}

export function gameStakesAccount(memberId: number, currency: string, provider: string): AccountRef {
  return { kind: 'game', memberId, currency, ref: `${provider}${stakesSuffix}` }
}

export function memberAccount(memberId: number, currency: string): AccountRef {
  return { kind: 'member', memberId, currency }
}

/** The house's side of a game in this currency (`demo_source` for demo money, as bets settle). */
export function gameHouseAccount(currency: Pick<Currency, 'code' | 'demo'>): AccountRef {
  return { kind: currency.demo ? 'demo_source' : 'house', memberId: null, currency: currency.code }
}

/** Every game wallet of the member (one provider's with `provider`), as the wire lists them. */
export async function gameWalletsOf(
  ctx: Pick<ServerContext, 'ledger'>,
  q: Queryable,
  memberId: number,
  provider?: string,
): Promise<GameWalletEntry[]> {
  const rows = await q.query<{ ref: string; currency_code: string; balance: string }>(
    `SELECT ref, currency_code, balance::text AS balance FROM ledger_accounts
     WHERE member_id = $1 AND kind = 'game' ORDER BY ref, currency_code`,
    [memberId],
  )
  const wallets = new Map<string, { provider: string; currency: string; free: string; stakes: string }>()
  for (const row of rows) {
    const isStakes = row.ref.endsWith(stakesSuffix)
    const name = isStakes ? row.ref.slice(0, -stakesSuffix.length) : row.ref
    if (provider && name !== provider) continue
    const key = `${name}|${row.currency_code}`
    const wallet = wallets.get(key) ?? { provider: name, currency: row.currency_code, free: '0', stakes: '0' }
    if (isStakes) wallet.stakes = row.balance
    else wallet.free = row.balance
    wallets.set(key, wallet)
  }
  const entries: GameWalletEntry[] = []
  for (const wallet of wallets.values()) {
    const currency = await ctx.ledger.currencies.get(wallet.currency)
    if (!currency) continue
    const free = sqlUnits(wallet.free, currency)
    const stakes = sqlUnits(wallet.stakes, currency)
    entries.push({
      provider: wallet.provider,
      currencyCode: currency.code,
      amount: fromUnits(free + stakes, currency.scale),
      frozen: fromUnits(stakes, currency.scale),
    })
  }
  return entries
}

/** One provider's wallet in one currency (zero when it was never used). */
export async function gameWalletOf(
  ctx: Pick<ServerContext, 'ledger'>,
  q: Queryable,
  memberId: number,
  provider: string,
  currency: Currency,
): Promise<GameWalletEntry> {
  const found = (await gameWalletsOf(ctx, q, memberId, provider)).find(
    (entry) => entry.currencyCode === currency.code,
  )
  const zero = fromUnits(0n, currency.scale)
  return found ?? { provider, currencyCode: currency.code, amount: zero, frozen: zero }
}

/**
 * Moves everything available in the member's game wallets (one provider's when given) back to the balance, in
 * `tx`. The accounts are locked first, so concurrent recalls wait and then find nothing left: the balance rises
 * once. Stakes of rounds in play stay where they are.
 */
export async function recallGameWallets(
  ctx: Pick<ServerContext, 'ledger'>,
  tx: Transaction,
  memberId: number,
  provider?: string,
): Promise<void> {
  const rows = await tx.query<{ ref: string; currency_code: string; balance: string }>(
    `SELECT ref, currency_code, balance::text AS balance FROM ledger_accounts
     WHERE member_id = $1 AND kind = 'game' AND ref NOT LIKE '%${stakesSuffix}' ORDER BY id FOR UPDATE`,
    [memberId],
  )
  for (const row of rows) {
    if (provider && row.ref !== provider) continue
    const currency = await ctx.ledger.currencies.get(row.currency_code)
    if (!currency) continue
    const units = sqlUnits(row.balance, currency)
    if (units <= 0n) continue
    const amount = fromUnits(units, currency.scale)
    await ctx.ledger.transfer(tx, {
      kind: 'game-withdraw',
      memo: `game:${row.ref}`,
      entries: [
        { account: gameWalletAccount(memberId, currency.code, row.ref), amount: `-${amount}` },
        { account: memberAccount(memberId, currency.code), amount },
      ],
    })
  }
}
