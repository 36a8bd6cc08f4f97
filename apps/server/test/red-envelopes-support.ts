import { randomUUID } from 'node:crypto'
import type { RedEnvelopeActivity, RedEnvelopeClaim } from '@sportsbook/sdk/protocol'
import { createTestClient, type TestSession } from './support/client'
import { newMember, uniqueAccount } from './support/flows'
import { sharedServer } from './support/shared-server'

/** The shared server with an operator of brand 800000, and the calls the red-envelope tests make. */
export type EnvelopeRig = Awaited<ReturnType<typeof envelopeRig>>

export async function envelopeRig() {
  const { server } = await sharedServer()
  const client = createTestClient(server.url)
  const ops = await newMember(client)
  await server.ctx.db.query("UPDATE members SET role = 'operator' WHERE id = $1", [ops.user.memberId])

  /** An activity of 10 USD in 4 envelopes, open for ten minutes, unless `payload` says otherwise. */
  function create(payload: Record<string, unknown> = {}) {
    const now = Date.now()
    return client.form<RedEnvelopeActivity>(
      '/app/api/internal/red-envelope/create',
      {
        title: 'Lucky',
        currencyCode: 'USD',
        total: '10',
        count: 4,
        startsAt: now - 1000,
        endsAt: now + 600_000,
        ...payload,
      },
      ops,
    )
  }

  const claim = (session: TestSession, id: number, requestId = randomUUID()) =>
    client.form<RedEnvelopeClaim>('app/api/red/envelope/activity/participate', { id, requestId }, session)

  /** Registered members of brand 800000 with sessions, written straight to the database (no password hashing). */
  async function quickMembers(count: number) {
    const members: (TestSession & { memberId: number })[] = []
    for (let i = 0; i < count; i++) {
      const account = uniqueAccount('r')
      const [row] = await server.ctx.db.query<{ id: number }>(
        `INSERT INTO members (product_no, kind, account, account_key, pwd_hash, currency_code)
         VALUES (800000, 'registered', $1, $2, 'not-a-hash', 'USD') RETURNING id`,
        [account, account.toLowerCase()],
      )
      const session = await server.ctx.sessions.open(server.ctx.db as never, Number(row!.id))
      members.push({ uid: String(row!.id), token: session.token, memberId: Number(row!.id) })
    }
    return members
  }

  async function escrowBalance(id: number) {
    const [row] = await server.ctx.db.query<{ balance: string }>(
      `SELECT balance::numeric(38, 2)::text AS balance FROM ledger_accounts WHERE kind = 'escrow' AND ref = $1`,
      [`red-envelope:${id}`],
    )
    return row?.balance ?? '0.00'
  }

  return { server, client, ops, create, claim, quickMembers, escrowBalance }
}
