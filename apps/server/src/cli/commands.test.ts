import { beforeAll, describe, expect, it } from 'vitest'
import { runCliOn } from '../../test/support/cli-runner'
import { createTestClient, type TestClient } from '../../test/support/client'
import { login, newMember, newVisitor } from '../../test/support/flows'
import { sharedServer } from '../../test/support/shared-server'
import type { TestServer } from '../../test/support/start-server'

let server: TestServer
let client: TestClient

beforeAll(async () => {
  server = (await sharedServer()).server
  client = createTestClient(server.url)
})

const cli = (...argv: string[]) => runCliOn(server, argv)

async function usd(session: { uid: string; token: string }): Promise<string> {
  const answer = await client.form<{ currencyCode: string; amount: string }[]>(
    '/app/api/wallet/balance',
    {},
    session,
  )
  return answer.data.find((entry) => entry.currencyCode === 'USD')!.amount
}

describe('operator commands', () => {
  it('credit and debit move a member balance through the ledger', async () => {
    const member = await newMember(client)
    expect((await cli('credit', member.account, '125.50', 'usd', '--memo', 'welcome bonus')).code).toBe(0)
    expect(await usd(member)).toBe('125.50')
    expect((await cli('debit', member.account, '25.5', 'USD')).code).toBe(0)
    expect(await usd(member)).toBe('100.00')
    const [transfer] = await server.ctx.db.query<{ memo: string }>(
      "SELECT memo FROM ledger_transfers WHERE kind = 'operator-credit' ORDER BY id DESC LIMIT 1",
    )
    expect(transfer!.memo).toBe('welcome bonus')
  })

  it('a debit below zero is refused and changes nothing; bad input is a usage error', async () => {
    const member = await newMember(client)
    expect(await cli('debit', member.account, '1', 'USD')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/below zero/),
    })
    expect((await cli('credit', member.account, '-5', 'USD')).code).toBe(2)
    expect((await cli('credit', member.account, '1.001', 'USD')).code).toBe(2)
    expect((await cli('credit', 'nobody00', '1', 'USD')).code).toBe(2)
    expect((await cli('credit', member.account, '1', 'XXX')).code).toBe(2)
    expect((await cli('frobnicate')).code).toBe(2)
    expect(await usd(member)).toBe('0.00')
  })

  it('#memberId reaches any member; demo money only for demo members', async () => {
    const visitor = await newVisitor(client)
    const demo = (
      await client.form<{ memberId: number; uid: string; token: string }>(
        '/app/api/member/create/try-play/account',
        {},
        visitor,
      )
    ).data
    expect((await cli('credit', `#${demo.memberId}`, '50', 'DEMO')).code).toBe(0)
    const balance = await client.form<{ amount: string }[]>('/app/api/wallet/balance', {}, demo)
    expect(balance.data[0]!.amount).toBe('10050.00')
    expect(await cli('credit', `#${demo.memberId}`, '50', 'USD')).toMatchObject({
      code: 2,
      out: expect.stringMatching(/never mix/),
    })
  })

  it("invitation prints a registered member's own code (the one in its user info), which registers a friend", async () => {
    const inviter = await newMember(client)
    const { code, out } = await cli('invitation', inviter.account)
    expect(code).toBe(0)
    expect(out).toMatch(/^[2-9A-HJ-NP-Z]{8}$/)
    expect(inviter.user.inviteCode).toBe(out)
    const friend = await newVisitor(client)
    const answer = await client.form(
      '/app/api/member/create/account',
      { account: `f${Date.now().toString(36)}`, pwd: 'a'.repeat(32), promoteCode: out, lang: 'en' },
      friend,
    )
    expect(answer.code, answer.msg).toBe(0)
    const guest = await newVisitor(client)
    expect(guest.user.inviteCode).toBe('')
    expect((await cli('invitation', `#${guest.user.memberId}`)).code).toBe(2)
  })

  it('operator create makes an operator who logs in with the printed password', async () => {
    const account = `op${Date.now().toString(36).slice(-8)}`
    const created = await cli('operator', 'create', account)
    expect(created.code).toBe(0)
    const password = /password: (\S+)/.exec(created.out)![1]!
    expect((await login(client, account, password)).code).toBe(0)
    const [row] = await server.ctx.db.query<{ role: string }>('SELECT role FROM members WHERE account = $1', [
      account,
    ])
    expect(row!.role).toBe('operator')
    expect((await cli('operator', 'create', account)).code).toBe(2)
  })
})
