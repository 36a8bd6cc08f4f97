import { randomUUID } from 'node:crypto'
import type {
  BalanceEntry,
  OperatorWithdrawal,
  UserInfo,
  WithdrawAccount,
  Withdrawal,
} from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { setCreditLine } from '../src/loans/credit-lines'
import { createTestClient, pwdOf } from './support/client'
import { newMember, newVisitor } from './support/flows'
import { useSharedServer } from './support/shared-server'
import {
  accountBalance,
  addWithdrawAccount,
  expectCode,
  newOperator,
  newPlayer,
  newWithdrawer,
  setWithdrawPassword,
  type WalletServer,
  withdraw,
  withdrawPassword,
} from './wallet-support'

const ws: WalletServer = useSharedServer()

async function usdEntry(session: { uid: string; token: string }) {
  const answer = await ws.client.form<BalanceEntry[]>('/app/api/wallet/balance', {}, session)
  return answer.data.find((entry) => entry.currencyCode === 'USD')!
}

function review(operator: { uid: string; token: string }, id: number, decision: string, client = ws.client) {
  return client.form<Withdrawal>(
    '/app/api/internal/withdraw/review',
    { id, decision, reason: 'checked' },
    operator,
  )
}

describe('the withdraw password', () => {
  it('is set once with an empty oldPwd, shows in user info, and changes only with the right old one', async () => {
    const player = await newPlayer(ws)
    const before = await ws.client.form<UserInfo>('/app/api/member/profile', { lang: 'en' }, player)
    expect(before.data.hasWithdrawPwd).toBe(false)
    await setWithdrawPassword(ws, player)
    const after = await ws.client.form<UserInfo>('/app/api/member/profile', { lang: 'en' }, player)
    expect(after.data.hasWithdrawPwd).toBe(true)
    const edit = (pwd: string, oldPwd: string) =>
      ws.client.form('/app/api/member/withdraw/pwd/edit', { pwd: pwdOf(pwd), oldPwd }, player)
    expectCode(await edit('another1', ''), 1005)
    expectCode(await edit('another1', pwdOf('wrong')), 1005)
    expectCode(await edit('another1', pwdOf(withdrawPassword)), 0)
    expectCode(
      await ws.client.form('/app/api/member/withdraw/pwd/edit', { pwd: 'plain', oldPwd: '' }, player),
      1000,
      'pwd',
    )
  })

  it('may not be the login password, first set or changed (1000 on pwd, nothing stored)', async () => {
    const member = await newMember(ws.client)
    const edit = (pwd: string, oldPwd: string) =>
      ws.client.form('/app/api/member/withdraw/pwd/edit', { pwd: pwdOf(pwd), oldPwd }, member)
    const refused = await edit(member.password, '')
    expectCode(refused, 1000, 'pwd')
    expect(refused.msg).toBe('The withdraw password must differ from the login password')
    const profile = await ws.client.form<UserInfo>('/app/api/member/profile', { lang: 'en' }, member)
    expect(profile.data.hasWithdrawPwd).toBe(false)
    expectCode(await edit(withdrawPassword, ''), 0)
    expectCode(await edit(member.password, pwdOf(withdrawPassword)), 1000, 'pwd')
    expectCode(await edit('another1', pwdOf(withdrawPassword)), 0)
  })

  it('withdraw create: 1005 with reason unset before one is set, 1005 when wrong, 1004 after five wrong', async () => {
    const player = { ...(await newPlayer(ws, '100')), accountId: 0 }
    player.accountId = await addWithdrawAccount(ws, player)
    const unset = await withdraw(ws, player, '50')
    expectCode(unset, 1005)
    expect(unset.data).toEqual({ reason: 'unset' })
    await setWithdrawPassword(ws, player)
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectCode(await withdraw(ws, player, '50', { pwd: pwdOf('wrong') }), 1005)
    }
    const fifth = await withdraw(ws, player, '50', { pwd: pwdOf('wrong') })
    expectCode(fifth, 1004)
    expect((fifth.data as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(14 * 60 * 1000)
    // Locked even with the right password, and the password edit counts the same failures.
    expectCode(await withdraw(ws, player, '50'), 1004)
    expectCode(
      await ws.client.form(
        '/app/api/member/withdraw/pwd/edit',
        { pwd: pwdOf('x1234567'), oldPwd: pwdOf(withdrawPassword) },
        player,
      ),
      1004,
    )
    expect(await accountBalance(ws, player.memberId)).toBe('100.00')
  })
})

describe('withdraw accounts', () => {
  it('adds, lists masked, refuses bad fields and a sixth, removes its own only', async () => {
    const player = await newPlayer(ws)
    const add = (fields: Record<string, unknown>) =>
      ws.client.form<WithdrawAccount[]>(
        '/app/api/withdraw/account/operate',
        {
          op: 'add',
          bankCode: 'DEVUSD',
          accountName: 'Ann',
          accountNo: 'GB12345678',
          currencyCode: 'USD',
          ...fields,
        },
        player,
      )
    const first = await add({})
    expect(first.code, first.msg).toBe(0)
    expect(first.data[0]).toMatchObject({
      bankCode: 'DEVUSD',
      accountNoMasked: '•••• 5678',
      currencyCode: 'USD',
    })
    expect(JSON.stringify(first)).not.toContain('GB12345678')
    expectCode(await add({ accountNo: '12345' }), 1000, 'accountNo')
    expectCode(await add({ accountNo: 'ab-12345' }), 1000, 'accountNo')
    expectCode(await add({ accountNo: '1'.repeat(35) }), 1000, 'accountNo')
    expectCode(await add({ bankCode: 'NOBANK' }), 1000, 'bankCode')
    expectCode(await add({ bankCode: 'DEVBRL' }), 1000, 'bankCode')
    expectCode(await add({ accountName: '' }), 1000, 'accountName')
    expectCode(await add({ op: 'rename' }), 1000, 'op')
    for (let index = 2; index <= 5; index += 1) expectCode(await add({ accountNo: `ACCOUNT${index}00` }), 0)
    const sixth = await add({ accountNo: 'ACCOUNT600' })
    expectCode(sixth, 1006)
    const other = await newPlayer(ws)
    const removeOther = await ws.client.form(
      '/app/api/withdraw/account/operate',
      { op: 'remove', id: first.data[0]!.id },
      other,
    )
    expectCode(removeOther, 3004)
    const removed = await ws.client.form<WithdrawAccount[]>(
      '/app/api/withdraw/account/operate',
      { op: 'remove', id: first.data[0]!.id },
      player,
    )
    expect(removed.code).toBe(0)
    expect(removed.data).toHaveLength(4)
    const listed = await ws.client.form<WithdrawAccount[]>('/app/api/withdraw/account', {}, player)
    expect(listed.data.map((account) => account.id)).toEqual(removed.data.map((account) => account.id))
  })
})

describe('withdraw create', () => {
  it('freezes the amount: the entry keeps its amount, frozen rises, the display balance falls', async () => {
    const player = await newWithdrawer(ws, '500')
    const answer = await withdraw(ws, player, '120.50')
    expect(answer.code, answer.msg).toBe(0)
    expect(answer.data).toMatchObject({
      status: 'inReview',
      amount: '120.50',
      accountId: player.accountId,
      reviewedAt: null,
    })
    expect((answer.data as Withdrawal).account.accountNoMasked).toMatch(/^•••• /)
    const entry = await usdEntry(player)
    expect(entry.amount).toBe('500.00')
    expect(entry.frozen).toBe('120.50')
    expect(await accountBalance(ws, player.memberId)).toBe('379.50')
  })

  it("2004 with min and max, 2001 beyond the balance, 1000 for another currency, 3004 for another member's account", async () => {
    const player = await newWithdrawer(ws, '100')
    const low = await withdraw(ws, player, '5')
    expectCode(low, 2004)
    expect(low.data).toMatchObject({ min: '20.00', max: '5000.00' })
    expectCode(await withdraw(ws, player, '6000'), 2004)
    expectCode(await withdraw(ws, player, '100.01'), 2001)
    expectCode(await withdraw(ws, player, '50', { currencyCode: 'BRL' }), 1000, 'currencyCode')
    const other = await newWithdrawer(ws, '100')
    expectCode(await withdraw(ws, player, '50', { accountId: other.accountId }), 3004)
    expect(await accountBalance(ws, player.memberId)).toBe('100.00')
    expect(await accountBalance(ws, other.memberId)).toBe('100.00')
  })

  it('the withdrawable balance is the display balance minus the outstanding loan', async () => {
    const player = await newWithdrawer(ws, '100')
    await setCreditLine(ws.server.ctx.db, player.memberId, 'USD', '80')
    const loan = await ws.client.form(
      '/app/api/loan',
      { amount: '60', currencyCode: 'USD', requestId: randomUUID() },
      player,
    )
    expect(loan.code, loan.msg).toBe(0)
    const short = await withdraw(ws, player, '100.01')
    expectCode(short, 2001)
    expect(short.data).toMatchObject({ withdrawable: '100.00' })
    expectCode(await withdraw(ws, player, '100'), 0)
  })

  it('is idempotent by requestId: the same body answers the first withdrawal and freezes once; another is 2005', async () => {
    const player = await newWithdrawer(ws, '300')
    const requestId = randomUUID()
    const first = await withdraw(ws, player, '100', { requestId })
    const again = await withdraw(ws, player, '100.00', { requestId })
    expect(again.data).toEqual(first.data)
    expectCode(await withdraw(ws, player, '101', { requestId }), 2005)
    expect((await usdEntry(player)).frozen).toBe('100.00')
  })

  it('demo members and visitors get 3004', async () => {
    const visitor = await newVisitor(ws.client)
    expectCode(await ws.client.form('/app/api/withdraw/create', {}, visitor), 3004)
    const demo = await ws.client.form<UserInfo>(
      '/app/api/member/create/try-play/account',
      { lang: 'en' },
      visitor,
    )
    expectCode(await ws.client.form('/app/api/withdraw/create', {}, demo.data), 3004)
    expectCode(await ws.client.form('/app/api/withdraw/account', {}, demo.data), 3004)
  })

  it('an account with a withdrawal in review cannot be removed (1006)', async () => {
    const player = await newWithdrawer(ws, '100')
    await withdraw(ws, player, '50')
    const answer = await ws.client.form(
      '/app/api/withdraw/account/operate',
      { op: 'remove', id: player.accountId },
      player,
    )
    expectCode(answer, 1006)
    expect(answer.data).toMatchObject({ status: 'inReview' })
  })
})

describe('withdrawal review', () => {
  it('approve posts the hold: amount and frozen both fall; reviewing twice is 1006', async () => {
    const operator = await newOperator(ws)
    const player = await newWithdrawer(ws, '200')
    const w = (await withdraw(ws, player, '80')).data as Withdrawal
    const approved = await review(operator, w.id, 'approve')
    expect(approved.code, approved.msg).toBe(0)
    expect(approved.data).toMatchObject({ status: 'approved', reason: 'checked' })
    expect(approved.data.reviewedAt).toBeGreaterThan(0)
    const entry = await usdEntry(player)
    expect(entry).toMatchObject({ amount: '120.00', frozen: '0.00' })
    const twice = await review(operator, w.id, 'reject')
    expectCode(twice, 1006)
    expect(twice.data).toMatchObject({ status: 'approved' })
    expect((await usdEntry(player)).amount).toBe('120.00')
  })

  it('reject voids the hold: the money is spendable again', async () => {
    const operator = await newOperator(ws)
    const player = await newWithdrawer(ws, '200')
    const w = (await withdraw(ws, player, '80')).data as Withdrawal
    expect((await review(operator, w.id, 'reject')).data).toMatchObject({ status: 'rejected' })
    expect(await usdEntry(player)).toMatchObject({ amount: '200.00', frozen: '0.00' })
    const list = await ws.client.form<{ list: Withdrawal[] }>(
      '/app/api/withdraw/list',
      { status: 'rejected' },
      player,
    )
    expect(list.data.list.map((item) => item.id)).toEqual([w.id])
  })

  it('only operators review; an operator of another brand sees and changes nothing', async () => {
    const player = await newWithdrawer(ws, '200')
    const w = (await withdraw(ws, player, '80')).data as Withdrawal
    expectCode(await review(player, w.id, 'approve'), 3004)
    const otherBrand = createTestClient(ws.server.url, { origin: 'http://localhost:5172' })
    const foreign = await newOperator(ws, otherBrand)
    expectCode(await review(foreign, w.id, 'approve', otherBrand), 3004)
    const foreignList = await otherBrand.form<{ list: OperatorWithdrawal[] }>(
      '/app/api/internal/withdraw/list',
      {},
      foreign,
    )
    expect(foreignList.data.list.some((item) => item.id === w.id)).toBe(false)
    const operator = await newOperator(ws)
    const list = await ws.client.form<{ list: OperatorWithdrawal[] }>(
      '/app/api/internal/withdraw/list',
      { status: 'inReview', pageSize: 100 },
      operator,
    )
    const row = list.data.list.find((item) => item.id === w.id)
    expect(row?.member).toEqual({ memberId: player.memberId, account: player.account })
    expect((await usdEntry(player)).frozen).toBe('80.00')
  })
})
