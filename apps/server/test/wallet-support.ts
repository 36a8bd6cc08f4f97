import { randomUUID } from 'node:crypto'
import type { Envelope, UserInfo, WithdrawAccount } from '@sportsbook/sdk/protocol'
import { expect } from 'vitest'
import { pwdOf, type TestClient, type TestSession } from './support/client'
import { newMember } from './support/flows'
import { ledgerBalance } from './support/ledger-checks'
import { creditMember } from './support/ledger-credits'
import type { TestServer } from './support/start-server'

/**
 * What the wallet tests use of the worker's shared server (support/shared-server.ts), with the helpers every
 * wallet test file shares: members with money, operators of a brand, withdraw passwords and accounts.
 */
export interface WalletServer {
  server: TestServer
  client: TestClient
}

export type Player = TestSession & { user: UserInfo; memberId: number; account: string }

/** A registered member of brand 800000 (the test client's origin), with `amount` credited when given. */
export async function newPlayer(
  ws: WalletServer,
  amount = '0',
  currency = 'USD',
  client = ws.client,
): Promise<Player> {
  const member = await newMember(client)
  if (amount !== '0') await credit(ws, member.user.memberId, amount, currency)
  return {
    uid: member.uid,
    token: member.token,
    user: member.user,
    memberId: member.user.memberId,
    account: member.account,
  }
}

export function credit(ws: WalletServer, memberId: number, amount: string, currency = 'USD') {
  return creditMember(ws.server.ctx.ledger, memberId, amount, currency)
}

/** A registered member of the client's brand made an operator (as `operator create` does). */
export async function newOperator(ws: WalletServer, client = ws.client): Promise<Player> {
  const player = await newPlayer(ws, '0', 'USD', client)
  await ws.server.ctx.db.query(`UPDATE members SET role = 'operator' WHERE id = $1`, [player.memberId])
  return player
}

/** A ledger account's balance as decimal text with 2 decimals (`member`, `frozen`, `loan`). */
export function accountBalance(ws: WalletServer, memberId: number, kind = 'member', currency = 'USD') {
  return ledgerBalance(ws.server.ctx.db, memberId, { kind, currency })
}

export const withdrawPassword = 'w1thdraw'

export async function setWithdrawPassword(
  ws: WalletServer,
  player: TestSession,
  password = withdrawPassword,
) {
  const answer = await ws.client.form(
    '/app/api/member/withdraw/pwd/edit',
    { pwd: pwdOf(password), oldPwd: '' },
    player,
  )
  expect(answer.code, answer.msg).toBe(0)
}

/** Adds a withdraw account at the brand's development bank; answers its id. */
export async function addWithdrawAccount(
  ws: WalletServer,
  player: TestSession,
  currency = 'USD',
): Promise<number> {
  const answer = await ws.client.form<WithdrawAccount[]>(
    '/app/api/withdraw/account/operate',
    {
      op: 'add',
      bankCode: `DEV${currency}`,
      accountName: 'Ann Smith',
      accountNo: `ACC${Date.now()}`.slice(0, 20),
      currencyCode: currency,
    },
    player,
  )
  expect(answer.code, answer.msg).toBe(0)
  return answer.data.at(-1)!.id
}

/** A member ready to withdraw: money, a withdraw password and an account. */
export async function newWithdrawer(ws: WalletServer, amount = '1000', currency = 'USD') {
  const player = await newPlayer(ws, amount, currency)
  await setWithdrawPassword(ws, player)
  const accountId = await addWithdrawAccount(ws, player, currency)
  return { ...player, accountId }
}

export function withdraw(
  ws: WalletServer,
  player: TestSession & { accountId: number },
  amount: string,
  extra: Record<string, unknown> = {},
) {
  return ws.client.form(
    '/app/api/withdraw/create',
    {
      accountId: player.accountId,
      amount,
      currencyCode: 'USD',
      pwd: pwdOf(withdrawPassword),
      requestId: randomUUID(),
      ...extra,
    },
    player,
  )
}

export function expectCode(answer: Envelope, code: number, field?: string) {
  expect(answer.code, answer.msg).toBe(code)
  if (field !== undefined) expect((answer.data as { field?: string }).field).toBe(field)
}
