import { codes } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { BusinessError } from '../src/errors'
import type { TransferInput } from '../src/ledger/ledger'
import { accountBalance, newPlayer } from './games-support'
import { useSharedServer } from './support/shared-server'

const shared = useSharedServer()

/** A settling's transfers as a crash round writes them: each stake to the house, a payout back, keyed per player. */
function settlement(
  roundKey: string,
  memberId: number,
  stake: string,
  payout: string | null,
): TransferInput[] {
  const key = `${roundKey}:${memberId}`
  const house = { kind: 'house' as const, currency: 'USD' }
  const transfers: TransferInput[] = [
    {
      kind: 'game-stake',
      memo: key,
      idempotencyKey: `${key}:stake`,
      entries: [
        { account: { kind: 'member', memberId, currency: 'USD' }, amount: `-${stake}` },
        { account: house, amount: stake },
      ],
    },
  ]
  if (payout) {
    transfers.push({
      kind: 'game-payout',
      memo: key,
      idempotencyKey: `${key}:payout`,
      entries: [
        { account: house, amount: `-${payout}` },
        { account: { kind: 'member', memberId, currency: 'USD' }, amount: payout },
      ],
    })
  }
  return transfers
}

const many = (inputs: TransferInput[]) =>
  shared.server.ctx.db.transaction((tx) => shared.server.ctx.ledger.transferMany(tx, inputs))

describe('a crash settling moves its bets in one batch of transfers', () => {
  it('writes every transfer once, with its entries and balances, and answers a replay with the same ids', async () => {
    const players = await Promise.all([1, 2, 3].map(() => newPlayer(shared.server, shared.client, '100')))
    const roundKey = `probe:${Date.now()}`
    const inputs = [
      ...settlement(roundKey, players[0]!.memberId, '10', '25'),
      ...settlement(roundKey, players[1]!.memberId, '10', null),
      ...settlement(roundKey, players[2]!.memberId, '5', '5.5'),
    ]
    const first = await many(inputs)
    expect(first).toHaveLength(5)
    expect(first.every((result) => !result.replayed)).toBe(true)
    expect(new Set(first.map((result) => result.transferId)).size).toBe(5)
    const balances = () =>
      Promise.all(players.map((player) => accountBalance(shared.server, player.memberId, 'member')))
    expect(await balances()).toEqual(['115.00', '90.00', '100.50'])

    const rows = await shared.server.ctx.db.query<{
      kind: string
      memo: string
      entries: number
      total: string
    }>(
      `SELECT t.kind, t.memo, count(e.id)::int AS entries, sum(e.amount)::text AS total
       FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
       WHERE t.id = ANY($1::bigint[]) GROUP BY t.id ORDER BY t.id`,
      [first.map((result) => result.transferId)],
    )
    expect(rows.map((row) => [row.kind, row.entries, Number(row.total)])).toEqual([
      ['game-stake', 2, 0],
      ['game-payout', 2, 0],
      ['game-stake', 2, 0],
      ['game-stake', 2, 0],
      ['game-payout', 2, 0],
    ])

    // Settling again (a second node, a retried transaction) moves nothing.
    const again = await many(inputs)
    expect(again).toEqual(first.map((result) => ({ ...result, replayed: true })))
    expect(await balances()).toEqual(['115.00', '90.00', '100.50'])
  })

  it('moves nothing when one balance would go short, and refuses a key replayed with other entries', async () => {
    const [rich, poor] = await Promise.all([
      newPlayer(shared.server, shared.client, '100'),
      newPlayer(shared.server, shared.client, '1'),
    ])
    const roundKey = `probe:${Date.now()}:short`
    const short = [
      ...settlement(roundKey, rich!.memberId, '10', null),
      ...settlement(roundKey, poor!.memberId, '10', null),
    ]
    const refused = await many(short).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(BusinessError)
    expect((refused as BusinessError).code).toBe(codes.INSUFFICIENT_BALANCE)
    expect(await accountBalance(shared.server, rich!.memberId, 'member')).toBe('100.00')

    await many(settlement(roundKey, rich!.memberId, '10', null))
    const conflict = await many(settlement(roundKey, rich!.memberId, '20', null)).catch(
      (error: unknown) => error,
    )
    expect((conflict as BusinessError).code).toBe(codes.IDEMPOTENCY_CONFLICT)
    expect(await accountBalance(shared.server, rich!.memberId, 'member')).toBe('90.00')
  })
})
