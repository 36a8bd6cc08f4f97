import { describe, expect, it, vi } from 'vitest'
import { toBetPick } from '../src/bet-slip/bet-pick'
import { loginMember } from './support/bet-server'
import { footballMatch } from './support/match-socket-server'
import { useTestBackend } from './support/test-backend'

const env = useTestBackend({ bets: true })

async function member() {
  const sb = env.open({ betSlip: { retryDelaysMs: [20], decideGraceMs: 20 } })
  await loginMember(env.backend, sb)
  await sb.betSlip.load()
  await vi.waitFor(() => expect(sb.betSlip.getState().account.available).toBe('100.00'))
  return sb
}

const livePick = () => toBetPick(footballMatch(1, { status: 'live' }), 11)!

describe('a live bet waits out the in-play delay (PROTOCOL.md section 12)', () => {
  it('is pending with its acceptAt, then shows what the server decided: accepted', async () => {
    env.bets.liveDelayMs = 80
    const sb = await member()
    sb.betSlip.add(livePick())
    sb.betSlip.setStake(11, '5')
    const result = await sb.betSlip.place()
    const order = result!.placed[0]!.order
    expect(order.status).toBe('pending')
    expect(order.acceptAt).toBeGreaterThan(order.createdAt)
    expect(sb.betSlip.getState().pending).toBe(true)

    env.bets.decide(order.id, 'open')
    // No push on this page (no main socket): the slip reads the order list once acceptAt has passed.
    await vi.waitFor(() => expect(sb.betSlip.getState().result?.placed[0]?.order.status).toBe('open'))
    expect(sb.betSlip.getState().pending).toBe(false)
  })

  it('rejected: the reason comes with the order', async () => {
    env.bets.liveDelayMs = 50
    const sb = await member()
    sb.betSlip.add(livePick())
    sb.betSlip.setStake(11, '5')
    const result = await sb.betSlip.place()
    env.bets.decide(result!.placed[0]!.order.id, 'rejected', 'matchEvent')
    await vi.waitFor(() =>
      expect(sb.betSlip.getState().result?.placed[0]?.order).toMatchObject({
        status: 'rejected',
        rejectReason: 'matchEvent',
      }),
    )
  })

  it('is no longer followed once the client is disposed: no timer keeps a Node process alive, no read after it', async () => {
    env.bets.liveDelayMs = 50
    // The disposed client places first: its read would come before the kept client's, which the test waits for.
    const disposed = await member()
    const kept = await member()
    const orderOf = async (sb: Awaited<ReturnType<typeof member>>) => {
      sb.betSlip.add(livePick())
      sb.betSlip.setStake(11, '5')
      return (await sb.betSlip.place())!.placed[0]!.order
    }
    const gone = await orderOf(disposed)
    disposed.dispose()
    const followed = await orderOf(kept)
    env.bets.decide(gone.id, 'open')
    env.bets.decide(followed.id, 'open')
    await vi.waitFor(() => expect(kept.betSlip.getState().result?.placed[0]?.order.status).toBe('open'))
    const uid = disposed.session.getState().credentials?.uid
    const reads = env.backend.calls('/trade/api/order/list').filter((call) => call.form?.uid === uid)
    expect(reads).toHaveLength(0)
    expect(disposed.betSlip.getState().result?.placed[0]?.order.status).toBe('pending')
  })

  it('an order push decides it at once', async () => {
    env.bets.liveDelayMs = 60_000
    const sb = await member()
    sb.betSlip.add(livePick())
    sb.betSlip.setStake(11, '5')
    const result = await sb.betSlip.place()
    const decided = env.bets.decide(result!.placed[0]!.order.id, 'open')
    // The main socket's push reaches the slip through sb.events (what createSportsbook wires it to).
    ;(sb.events as unknown as { emit(name: 'order', order: typeof decided): void }).emit('order', decided)
    expect(sb.betSlip.getState().result?.placed[0]?.order.status).toBe('open')
  })
})
