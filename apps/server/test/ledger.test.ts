import { codes } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import type { ServerEvents } from '../src/bus'
import type { AccountRef, TransferInput } from '../src/ledger/ledger'
import { newMember, newVisitor } from './support/flows'
import { expectLedgerBalanced } from './support/ledger-checks'
import { useSharedServer } from './support/shared-server'

const shared = useSharedServer()

const member = (memberId: number, currency = 'USD'): AccountRef => ({ kind: 'member', memberId, currency })
const external = (currency = 'USD'): AccountRef => ({ kind: 'external', currency })

function credit(memberId: number, amount: string, currency = 'USD', extra: Partial<TransferInput> = {}) {
  return shared.server.ctx.ledger.transferNow({
    kind: 'operator-credit',
    entries: [
      { account: external(currency), amount: `-${amount}` },
      { account: member(memberId, currency), amount },
    ],
    ...extra,
  })
}

async function balanceOf(memberId: number, currency = 'USD', kind = 'member'): Promise<string> {
  const [row] = await shared.server.ctx.db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM ledger_accounts WHERE member_id = $1 AND currency_code = $2 AND kind = $3`,
    [memberId, currency, kind],
  )
  return row?.balance ?? '0'
}

describe('ledger invariants', () => {
  it('every transfer sums to zero and each balance equals the sum of its entries', async () => {
    const a = await newMember(shared.client)
    await credit(a.user.memberId, '100.25')
    await shared.server.ctx.ledger.transferNow({
      kind: 'withdrawal-hold',
      entries: [
        { account: member(a.user.memberId), amount: '-40' },
        { account: { kind: 'frozen', memberId: a.user.memberId, currency: 'USD' }, amount: '40' },
      ],
    })
    await expectLedgerBalanced(shared.server.ctx.db)
    expect(await balanceOf(a.user.memberId)).toBe('60.25000000')
    expect(await balanceOf(a.user.memberId, 'USD', 'frozen')).toBe('40.00000000')
  })

  it('refuses entries that do not sum to zero, and the database refuses them too', async () => {
    const a = await newMember(shared.client)
    await expect(
      shared.server.ctx.ledger.transferNow({
        kind: 'operator-credit',
        entries: [
          { account: external(), amount: '-5' },
          { account: member(a.user.memberId), amount: '4' },
        ],
      }),
    ).rejects.toThrow(/sum to/)
    // Bypassing the ledger: the deferred trigger refuses the commit.
    const [account] = await shared.server.ctx.db.query<{ id: number }>(
      "SELECT id FROM ledger_accounts WHERE kind = 'house' AND currency_code = 'USD'",
    )
    await expect(
      shared.server.ctx.db.transaction(async (tx) => {
        const [t] = await tx.query<{ id: number }>(
          "INSERT INTO ledger_transfers (kind, currency_code, signature) VALUES ('raw', 'USD', '') RETURNING id",
        )
        await tx.query('INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES ($1, $2, 1)', [
          t!.id,
          account!.id,
        ])
      }),
    ).rejects.toThrow(/does not sum to zero/)
  })

  it('no member balance goes below zero: code 2001 and nothing moves', async () => {
    const a = await newMember(shared.client)
    await credit(a.user.memberId, '10')
    const before = await shared.server.ctx.db.query('SELECT count(*)::int AS n FROM ledger_entries')
    const spend = shared.server.ctx.ledger.transferNow({
      kind: 'bet-stake',
      entries: [
        { account: member(a.user.memberId), amount: '-10.01' },
        { account: { kind: 'house', currency: 'USD' }, amount: '10.01' },
      ],
    })
    await expect(spend).rejects.toMatchObject({ code: codes.INSUFFICIENT_BALANCE })
    expect(await shared.server.ctx.db.query('SELECT count(*)::int AS n FROM ledger_entries')).toEqual(before)
    expect(await balanceOf(a.user.memberId)).toBe('10.00000000')
    // The CHECK constraint holds even against a direct update.
    await expect(
      shared.server.ctx.db.query(
        "UPDATE ledger_accounts SET balance = -1 WHERE member_id = $1 AND kind = 'member'",
        [a.user.memberId],
      ),
    ).rejects.toThrow()
  })

  it('entries and transfers are append-only: update, delete and truncate are refused', async () => {
    const a = await newMember(shared.client)
    await credit(a.user.memberId, '1')
    const db = shared.server.ctx.db
    await expect(db.query('UPDATE ledger_entries SET amount = amount * 2')).rejects.toThrow(/append-only/)
    await expect(db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/)
    await expect(db.query('TRUNCATE ledger_entries CASCADE')).rejects.toThrow(/append-only/)
    await expect(db.query("UPDATE ledger_transfers SET memo = 'x'")).rejects.toThrow(/append-only/)
    await expect(db.query('DELETE FROM ledger_transfers')).rejects.toThrow(/append-only/)
    expect(await balanceOf(a.user.memberId)).toBe('1.00000000')
  })

  it('amounts carry at most the currency scale and never a zero entry', async () => {
    const a = await newMember(shared.client)
    await expect(credit(a.user.memberId, '1.001')).rejects.toThrow(/decimals/)
    await expect(credit(a.user.memberId, '0')).rejects.toThrow(/zero/)
    await credit(a.user.memberId, '1.0001', 'USDT')
    expect(await balanceOf(a.user.memberId, 'USDT')).toBe('1.00010000')
  })

  it('demo money and real money never mix', async () => {
    const visitor = await newVisitor(shared.client)
    const demo = (
      await shared.client.form<{ memberId: number }>('/app/api/member/create/try-play/account', {}, visitor)
    ).data
    await expect(credit(demo.memberId, '5', 'USD')).rejects.toThrow(/never mix/)
    const real = await newMember(shared.client)
    await expect(
      shared.server.ctx.ledger.transferNow({
        kind: 'demo-credit',
        entries: [
          { account: { kind: 'demo_source', currency: 'DEMO' }, amount: '-5' },
          { account: member(real.user.memberId, 'DEMO'), amount: '5' },
        ],
      }),
    ).rejects.toThrow(/never mix/)
    await expect(
      shared.server.ctx.ledger.transferNow({
        kind: 'operator-credit',
        entries: [
          { account: member(demo.memberId, 'DEMO'), amount: '-5' },
          { account: member(real.user.memberId, 'USD'), amount: '5' },
        ],
      }),
    ).rejects.toThrow(/one currency/)
  })

  it('an idempotency key replays the first transfer; the same key with other entries is 2005', async () => {
    const a = await newMember(shared.client)
    const first = await credit(a.user.memberId, '3', 'USD', { idempotencyKey: `k-${a.uid}` })
    const again = await credit(a.user.memberId, '3', 'USD', { idempotencyKey: `k-${a.uid}` })
    expect(again).toEqual({ transferId: first.transferId, replayed: true })
    expect(await balanceOf(a.user.memberId)).toBe('3.00000000')
    await expect(credit(a.user.memberId, '4', 'USD', { idempotencyKey: `k-${a.uid}` })).rejects.toMatchObject(
      {
        code: codes.IDEMPOTENCY_CONFLICT,
      },
    )
  })

  it('emits bus balance for each member touched, only after the commit', async () => {
    const seen: ServerEvents['balance'][] = []
    const off = shared.server.ctx.bus.on('balance', (event) => seen.push(event))
    const a = await newMember(shared.client)
    const b = await newMember(shared.client)
    await credit(a.user.memberId, '20')
    seen.length = 0
    await shared.server.ctx.ledger.transferNow({
      kind: 'operator-debit',
      entries: [
        { account: member(a.user.memberId), amount: '-5' },
        { account: member(b.user.memberId), amount: '5' },
      ],
    })
    expect(seen).toEqual(
      expect.arrayContaining([{ memberId: a.user.memberId }, { memberId: b.user.memberId }]),
    )
    seen.length = 0
    await expect(
      shared.server.ctx.db.transaction(async (tx) => {
        await shared.server.ctx.ledger.transfer(tx, {
          kind: 'operator-credit',
          entries: [
            { account: external(), amount: '-1' },
            { account: member(a.user.memberId), amount: '1' },
          ],
        })
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(seen).toEqual([])
    expect(await balanceOf(a.user.memberId)).toBe('15.00000000')
    off()
  })

  it('refuses a transfer as a whole when one of its debited accounts would go short, naming it', async () => {
    const a = await newMember(shared.client)
    const b = await newMember(shared.client)
    await credit(a.user.memberId, '10')
    await credit(b.user.memberId, '1')
    const before = await shared.server.ctx.db.query('SELECT count(*)::int AS n FROM ledger_entries')
    const spend = shared.server.ctx.ledger.transferNow({
      kind: 'bet-stake',
      entries: [
        { account: member(a.user.memberId), amount: '-5' },
        { account: member(b.user.memberId), amount: '-5' },
        { account: { kind: 'house', currency: 'USD' }, amount: '10' },
      ],
    })
    await expect(spend).rejects.toMatchObject({
      code: codes.INSUFFICIENT_BALANCE,
      data: { currencyCode: 'USD', account: 'member' },
    })
    expect(await shared.server.ctx.db.query('SELECT count(*)::int AS n FROM ledger_entries')).toEqual(before)
    expect(await balanceOf(a.user.memberId)).toBe('10.00000000')
    expect(await balanceOf(b.user.memberId)).toBe('1.00000000')
  })

  it('adds up several entries on one account', async () => {
    const a = await newMember(shared.client)
    await credit(a.user.memberId, '10')
    await shared.server.ctx.ledger.transferNow({
      kind: 'bet-stake',
      entries: [
        { account: member(a.user.memberId), amount: '-3' },
        { account: member(a.user.memberId), amount: '-2.5' },
        { account: { kind: 'house', currency: 'USD' }, amount: '5.5' },
      ],
    })
    expect(await balanceOf(a.user.memberId)).toBe('4.50000000')
    await expect(
      shared.server.ctx.ledger.transferNow({
        kind: 'bet-stake',
        entries: [
          { account: member(a.user.memberId), amount: '-3' },
          { account: member(a.user.memberId), amount: '-2' },
          { account: { kind: 'house', currency: 'USD' }, amount: '5' },
        ],
      }),
    ).rejects.toMatchObject({ code: codes.INSUFFICIENT_BALANCE })
    expect(await balanceOf(a.user.memberId)).toBe('4.50000000')
  })

  it('forgets an account created in a rolled-back transaction: the next transfer creates it again', async () => {
    const a = await newMember(shared.client)
    await credit(a.user.memberId, '10')
    const freeze = {
      kind: 'withdrawal-hold' as const,
      entries: [
        { account: member(a.user.memberId), amount: '-4' },
        { account: { kind: 'frozen' as const, memberId: a.user.memberId, currency: 'USD' }, amount: '4' },
      ],
    }
    await expect(
      shared.server.ctx.db.transaction(async (tx) => {
        await shared.server.ctx.ledger.transfer(tx, freeze)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    const frozenAccounts = () =>
      shared.server.ctx.db.query("SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = 'frozen'", [
        a.user.memberId,
      ])
    expect(await frozenAccounts()).toEqual([])
    await shared.server.ctx.ledger.transferNow(freeze)
    expect(await frozenAccounts()).toHaveLength(1)
    expect(await balanceOf(a.user.memberId, 'USD', 'frozen')).toBe('4.00000000')
    expect(await balanceOf(a.user.memberId)).toBe('6.00000000')
  })

  it('concurrent spends never overdraw (serialised on PGlite, row locks on PostgreSQL)', async () => {
    const a = await newMember(shared.client)
    await credit(a.user.memberId, '10')
    const spends = Array.from({ length: 8 }, () =>
      shared.server.ctx.ledger
        .transferNow({
          kind: 'bet-stake',
          entries: [
            { account: member(a.user.memberId), amount: '-3' },
            { account: { kind: 'house', currency: 'USD' }, amount: '3' },
          ],
        })
        .then(
          () => 'ok',
          (error: { code?: number }) => error.code,
        ),
    )
    const results = await Promise.all(spends)
    expect(results.filter((r) => r === 'ok')).toHaveLength(3)
    expect(results.filter((r) => r === codes.INSUFFICIENT_BALANCE)).toHaveLength(5)
    expect(await balanceOf(a.user.memberId)).toBe('1.00000000')
  })
})
