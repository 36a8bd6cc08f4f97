import type { Envelope, RedEnvelopeClaim } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountBalance } from './games-support'
import { type EnvelopeRig, envelopeRig } from './red-envelopes-support'

let rig: EnvelopeRig

beforeAll(async () => {
  rig = await envelopeRig()
})

describe('red envelope races', () => {
  it('50 concurrent claims of one member: one claim, paid once', async () => {
    const created = await rig.create({ total: '100', count: 60 })
    const [member] = await rig.quickMembers(1)
    const answers = await Promise.all(Array.from({ length: 50 }, () => rig.claim(member!, created.data.id)))
    expect(answers.every((answer) => answer.code === 0)).toBe(true)
    expect(new Set(answers.map((answer) => answer.data.amount)).size).toBe(1)
    const [row] = await rig.server.ctx.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM red_envelope_claims WHERE activity_id = $1',
      [created.data.id],
    )
    expect(row?.n).toBe('1')
    expect(await accountBalance(rig.server, member!.memberId, 'member')).toBe(answers[0]!.data.amount)
  })

  it('500 members claiming 100 envelopes: exactly 100 succeed, summing to the total; the rest get 3005', async () => {
    const created = await rig.create({ total: '250', count: 100 })
    const members = await rig.quickMembers(500)
    const answers: Envelope<RedEnvelopeClaim>[] = await Promise.all(
      members.map((member) => rig.claim(member, created.data.id)),
    )
    const won = answers.filter((answer) => answer.code === 0)
    expect(won).toHaveLength(100)
    expect(answers.filter((answer) => answer.code === 3005)).toHaveLength(400)
    expect(won.reduce((sum, answer) => sum + Math.round(Number(answer.data.amount) * 100), 0)).toBe(25_000)
    expect(await rig.escrowBalance(created.data.id)).toBe('0.00')
  }, 300_000)
})
