import { randomUUID } from 'node:crypto'
import type { BalanceEntry, LoanRecord, UserInfo } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { runCliOn } from './support/cli-runner'
import { newVisitor } from './support/flows'
import { useSharedServer } from './support/shared-server'
import {
  accountBalance,
  credit,
  expectCode,
  newPlayer,
  type Player,
  type WalletServer,
} from './wallet-support'

const ws: WalletServer = useSharedServer()

const cli = (...argv: string[]) => runCliOn(ws.server, argv)

function move(
  path: '/app/api/loan' | '/app/api/repay',
  player: Player,
  amount: string,
  extra: Record<string, unknown> = {},
) {
  return ws.client.form<LoanRecord>(
    path,
    { amount, currencyCode: 'USD', requestId: randomUUID(), ...extra },
    player,
  )
}

async function usdEntry(player: Player) {
  const answer = await ws.client.form<BalanceEntry[]>('/app/api/wallet/balance', {}, player)
  return answer.data.find((entry) => entry.currencyCode === 'USD')!
}

describe('the credit line command', () => {
  it('credit-line sets the line that user info and balance entries carry', async () => {
    const player = await newPlayer(ws)
    expect(await cli('credit-line', player.account, '300', 'usd')).toMatchObject({ code: 0 })
    const info = await ws.client.form<UserInfo>('/app/api/member/profile', { lang: 'en' }, player)
    expect(info.data).toMatchObject({ creditAmount: '300.00', loanAmount: '0.00' })
    expect(await usdEntry(player)).toMatchObject({ creditAmount: '300.00', loanAmount: '0.00' })
    expect((await cli('credit-line', player.account, '300', 'DEMO')).code).toBe(2)
    expect((await cli('credit-line', player.account, '-1', 'USD')).code).toBe(2)
    expect((await cli('credit-line', player.account, '1.001', 'USD')).code).toBe(2)
    expect((await cli('credit-line', 'nobody00', '1', 'USD')).code).toBe(2)
  })
})

describe('loans and repayments', () => {
  it('borrows up to creditAmount - loanAmount (2004 beyond) and records the outstanding loan', async () => {
    const player = await newPlayer(ws)
    await cli('credit-line', player.account, '300', 'USD')
    const first = await move('/app/api/loan', player, '200')
    expect(first.code, first.msg).toBe(0)
    expect(first.data).toMatchObject({
      kind: 'loan',
      amount: '200.00',
      outstanding: '200.00',
      currencyCode: 'USD',
    })
    const over = await move('/app/api/loan', player, '100.01')
    expectCode(over, 2004)
    expect(over.data).toMatchObject({ min: '0.01', max: '100.00' })
    expect(await usdEntry(player)).toMatchObject({
      amount: '200.00',
      creditAmount: '300.00',
      loanAmount: '200.00',
    })
    const info = await ws.client.form<UserInfo>('/app/api/member/profile', { lang: 'en' }, player)
    expect(info.data.loanAmount).toBe('200.00')
  })

  it('repays at most the outstanding loan and the display balance', async () => {
    const player = await newPlayer(ws)
    await cli('credit-line', player.account, '300', 'USD')
    await move('/app/api/loan', player, '100')
    expectCode(await move('/app/api/repay', player, '100.01'), 2004)
    await ws.server.ctx.ledger.transferNow({
      kind: 'operator-debit',
      entries: [
        { account: { kind: 'member', memberId: player.memberId, currency: 'USD' }, amount: '-70' },
        { account: { kind: 'external', currency: 'USD' }, amount: '70' },
      ],
    })
    const short = await move('/app/api/repay', player, '31')
    expectCode(short, 2004)
    expect(short.data).toMatchObject({ max: '30.00' })
    const repaid = await move('/app/api/repay', player, '30')
    expect(repaid.data).toMatchObject({ kind: 'repay', outstanding: '70.00' })
    await credit(ws, player.memberId, '500')
    expect((await move('/app/api/repay', player, '70')).data.outstanding).toBe('0.00')
    expectCode(await move('/app/api/repay', player, '0.01'), 2004)
    expect(await accountBalance(ws, player.memberId, 'loan')).toBe('0.00')
    const records = await ws.client.form<{ list: LoanRecord[]; total: number }>(
      '/app/api/loan/record',
      { pageSize: 2 },
      player,
    )
    expect(records.data.total).toBe(3)
    expect(records.data.list.map((record) => record.kind)).toEqual(['repay', 'repay'])
  })

  it('is idempotent by requestId; no credit line is 2004 with max 0; demo members and visitors get 3004', async () => {
    const player = await newPlayer(ws)
    expect((await move('/app/api/loan', player, '1')).data).toMatchObject({ max: '0.00' })
    await cli('credit-line', player.account, '50', 'USD')
    const requestId = randomUUID()
    const first = await move('/app/api/loan', player, '50', { requestId })
    expect((await move('/app/api/loan', player, '50.00', { requestId })).data).toEqual(first.data)
    expectCode(await move('/app/api/loan', player, '49', { requestId }), 2005)
    expectCode(await move('/app/api/repay', player, '50', { requestId }), 2005)
    expect(await accountBalance(ws, player.memberId)).toBe('50.00')
    expectCode(await move('/app/api/loan', player, '1', { currencyCode: 'DEMO' }), 1000, 'currencyCode')
    expectCode(await move('/app/api/loan', player, 'ten'), 1000, 'amount')
    const visitor = await newVisitor(ws.client)
    expectCode(await ws.client.form('/app/api/loan', {}, visitor), 3004)
    const demo = await ws.client.form<UserInfo>(
      '/app/api/member/create/try-play/account',
      { lang: 'en' },
      visitor,
    )
    expectCode(await ws.client.form('/app/api/repay', {}, demo.data), 3004)
    expectCode(await ws.client.form('/app/api/loan/record', {}, demo.data), 3004)
  })
})
