import { codes, outcomeGrid, type PeerBank } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { verifyPwd } from '../crypto/secrets'
import { BusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { checkRange, unitsOf, wireScale } from '../requests/amounts'
import { memberCurrency } from '../requests/member-currency'
import { oncePerKey } from '../requests/once-per-key'
import { checkProtection } from '../requests/player-protection'
import { refuseDemo } from '../requests/refuse-demo'
import { notPermitted } from '../requests/request-errors'
import { requestHash } from '../requests/request-hash'
import { bankReader } from './bank-reader'
import {
  amountRange,
  checkBankOpen,
  maxParticipants,
  passwordFailureLimit,
  passwordFailureWindowMs,
} from './bank-rules'
import { escrowAccount, memberAccount } from './escrow'

/**
 * Joins a bank as a partner (no capital yet): the password when the bank has one (3003; five wrong within 15
 * minutes answer 1004 with `data.retryAfterMs`, right or wrong, until the oldest ages out), at most 20
 * participants, and never someone with orders against the bank. Joining twice answers the bank again.
 */
export async function joinBank(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  id: number,
  password: string,
): Promise<PeerBank> {
  const reader = bankReader(ctx, runtime)
  const { bank, participants } = await reader.load(ctx.db, id, member.productNo)
  if (participants.some((item) => item.memberId === member.id)) return reader.bank(id, member.productNo)
  checkBankOpen(bank, runtime)
  if (bank.passwordHash) {
    const since = Date.now() - passwordFailureWindowMs
    const failures = await ctx.db.query<{ failed_at: string }>(
      `SELECT failed_at FROM bank_password_failures WHERE member_id = $1 AND bank_id = $2 AND failed_at > $3
       ORDER BY failed_at`,
      [member.id, bank.id, since],
    )
    if (failures.length >= passwordFailureLimit) {
      const retryAfterMs = Number(failures[0]!.failed_at) + passwordFailureWindowMs - Date.now()
      throw new BusinessError(codes.TOO_MANY_ATTEMPTS, 'bankPasswordLocked', {
        retryAfterMs: Math.max(1, retryAfterMs),
      })
    }
    if (!(await verifyPwd(password, bank.passwordHash))) {
      await ctx.db.query(
        'INSERT INTO bank_password_failures (bank_id, member_id, failed_at) VALUES ($1, $2, $3)',
        [bank.id, member.id, Date.now()],
      )
      throw new BusinessError(codes.WRONG_OPENING_PASSWORD, 'wrongOpeningPassword')
    }
  }
  await ctx.db.transaction(async (tx) => {
    const locked = await reader.load(tx, id, member.productNo, true)
    checkBankOpen(locked.bank, runtime)
    if (locked.participants.some((item) => item.memberId === member.id)) return
    if (locked.participants.length >= maxParticipants) throw notPermitted()
    const [bet] = await tx.query(
      'SELECT 1 FROM gambler_orders WHERE bank_id = $1 AND member_id = $2 LIMIT 1',
      [bank.id, member.id],
    )
    if (bet) throw notPermitted()
    const grid = outcomeGrid(bank.marketType, bank.line)
    const seq = Math.max(...locked.participants.map((item) => item.seq)) + 1
    await tx.query(
      `INSERT INTO bank_participants (bank_id, member_id, role, seq, capital, results, joined_at)
       VALUES ($1, $2, 'partner', $3, 0, $4::jsonb, $5)`,
      [bank.id, member.id, seq, JSON.stringify(grid.map(() => '0')), Date.now()],
    )
  })
  return reader.bank(id, member.productNo)
}

/**
 * Puts capital into a bank (R; the banker or a joined partner, else 3004): within its limits (2004), from the
 * balance to the escrow (2001) in the transaction that raises the participant's capital. Earlier orders keep
 * their shares: new capital takes only new risk. Idempotent per member by requestId; the movement has no row of
 * its own, so its key and first answer are kept in request_keys.
 */
export async function investInBank(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  request: { id: number; amount: string; requestId: string },
): Promise<PeerBank> {
  refuseDemo(member)
  const body = { id: request.id, amount: unitsOf(request.amount, wireScale) }
  const key = { memberId: member.id, requestId: request.requestId, hash: requestHash('bank-invest', body) }
  const reader = bankReader(ctx, runtime)
  return oncePerKey(ctx.db, key, 'bank-invest', async (tx) => {
    const { bank, participants, currency } = await reader.load(tx, request.id, member.productNo, true)
    if (!participants.some((item) => item.memberId === member.id)) throw notPermitted()
    // The bank's currency, as the member's brand holds it today.
    await memberCurrency(ctx, member, currency.code, 'id')
    const amount = unitsOf(request.amount, currency)
    checkBankOpen(bank, runtime)
    checkRange(amount, amountRange(currency), currency)
    await checkProtection(tx, member, { kind: 'stake', currency, amount })
    await ctx.ledger.transfer(tx, {
      kind: 'bank-capital',
      memo: `bank:${bank.id}`,
      entries: [
        { account: memberAccount(member.id, currency.code), amount: fromUnits(-amount, currency.scale) },
        { account: escrowAccount(bank.id, currency.code), amount: fromUnits(amount, currency.scale) },
      ],
    })
    await tx.query(
      'UPDATE bank_participants SET capital = capital + $3::numeric WHERE bank_id = $1 AND member_id = $2',
      [bank.id, member.id, fromUnits(amount, currency.scale)],
    )
    return reader.bank(bank.id, member.productNo, tx)
  })
}
