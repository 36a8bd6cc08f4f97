import { oddsFromHundredths, oddsHundredths, type PeerBank } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { hashPwd } from '../crypto/secrets'
import type { Transaction } from '../db'
import type { FeedRuntime } from '../feed/runtime'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { invalidField, notPermitted, wrongState } from '../requests/request-errors'
import { bankReader } from './bank-reader'
import { bankNotFound } from './bank-rules'
import type { BankRow, StoredParticipant } from './bank-store'
import { escrowAccount, memberAccount } from './escrow'

/**
 * The banker's edits (PROTOCOL.md section 9): odds, password, description, pausing and resuming sales, and
 * cancelling a bank with no orders. Anyone else gets 3004; a bank no longer open or paused, or past kick-off,
 * is 3001. Each runs with the bank's row locked.
 */
export type BankerEdit =
  | { kind: 'odds'; selections: { selectionId: number; odds: string }[] }
  | { kind: 'password'; password: string }
  | { kind: 'description'; description: string }
  | { kind: 'sale'; open: boolean }
  | { kind: 'cancel' }

export async function editBank(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  id: number,
  edit: BankerEdit,
): Promise<PeerBank> {
  const reader = bankReader(ctx, runtime)
  await ctx.db.transaction(async (tx) => {
    const { bank, participants, currency } = await reader.load(tx, id, member.productNo, true)
    if (bank.bankerId !== member.id) throw notPermitted()
    if ((bank.status !== 'open' && bank.status !== 'paused') || runtime.feed.now() >= bank.closesAt) {
      throw bankNotFound()
    }
    await apply(ctx, tx, bank, participants, edit, currency)
  })
  return reader.bank(id, member.productNo)
}

async function apply(
  ctx: ServerContext,
  tx: Transaction,
  bank: BankRow,
  participants: StoredParticipant[],
  edit: BankerEdit,
  currency: { code: string; scale: number },
): Promise<void> {
  switch (edit.kind) {
    case 'odds': {
      const selections = bank.selections.map((selection) => ({ ...selection }))
      edit.selections.forEach((item, index) => {
        const selection = selections.find((candidate) => candidate.selectionId === item.selectionId)
        if (!selection) throw invalidField(`selections.${index}.selectionId`)
        selection.odds = oddsFromHundredths(oddsHundredths(item.odds))
      })
      await tx.query('UPDATE banks SET selections = $2::jsonb WHERE id = $1', [
        bank.id,
        JSON.stringify(selections),
      ])
      return
    }
    case 'password': {
      const hash = edit.password ? await hashPwd(edit.password) : null
      await tx.query('UPDATE banks SET password_hash = $2 WHERE id = $1', [bank.id, hash])
      return
    }
    case 'description':
      await tx.query('UPDATE banks SET description = $2 WHERE id = $1', [bank.id, edit.description])
      return
    case 'sale':
      await tx.query('UPDATE banks SET status = $2 WHERE id = $1', [bank.id, edit.open ? 'open' : 'paused'])
      return
    case 'cancel': {
      if (bank.orderCount > 0) throw wrongState(bank.status, { orders: bank.orderCount }, 'bankHasOrders')
      await tx.query("UPDATE banks SET status = 'cancelled', settled_at = $2 WHERE id = $1", [
        bank.id,
        Date.now(),
      ])
      const total = participants.reduce((sum, item) => sum + item.capital, 0n)
      const money = (units: bigint) => fromUnits(units, currency.scale)
      const back = participants.filter((item) => item.capital > 0n)
      // The escrow's one other movement besides settlement: every capital back to its owner.
      await ctx.ledger.transfer(tx, {
        kind: 'bank-cancel',
        memo: `bank:${bank.id}`,
        idempotencyKey: `bank:${bank.id}:settle`,
        entries: [
          { account: escrowAccount(bank.id, currency.code), amount: money(-total) },
          ...back.map((item) => ({
            account: memberAccount(item.memberId, currency.code),
            amount: money(item.capital),
          })),
        ],
      })
      return
    }
  }
}
