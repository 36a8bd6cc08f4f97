import { describe, expect, it } from 'vitest'
import { errorCodes, isSportsbookError, memoryStorage } from '../src'
import { useTestBackend } from './support/test-backend'

const env = useTestBackend()
const tryPlayPath = '/app/api/member/create/try-play/account'

describe('a demo from each session', () => {
  it('right after register, tryPlay is refused with MEMBER_SESSION, sends nothing and keeps the member', async () => {
    const sb = env.open({ storage: memoryStorage() })
    await sb.session.start()
    const member = await sb.session.register({ username: 'player1', password: 'secret1' })
    const refusal = await sb.session.tryPlay().then(
      () => null,
      (error: unknown) => error,
    )
    expect(isSportsbookError(refusal) && refusal.code).toBe(errorCodes.MEMBER_SESSION)
    expect(env.backend.calls(tryPlayPath)).toHaveLength(0)
    expect(sb.session.getState()).toMatchObject({ status: 'member', user: { account: 'player1' } })
    expect(sb.session.getState().credentials).toEqual(member.credentials)
  })

  it('after the member logs out, tryPlay starts the demo with demo money', async () => {
    const sb = env.open()
    await sb.session.start()
    await sb.session.register({ username: 'player2', password: 'secret1' })
    await sb.session.logout()
    const demo = await sb.session.tryPlay()
    expect(demo.status).toBe('demo')
    expect(sb.balance.getState()[0]).toMatchObject({ currencyCode: 'DEMO' })
  })

  it('during a demo, tryPlay answers the demo already running without a second request', async () => {
    const sb = env.open()
    const demo = await sb.session.tryPlay()
    const again = await sb.session.tryPlay()
    expect(again.credentials).toEqual(demo.credentials)
    expect(env.backend.calls(tryPlayPath)).toHaveLength(1)
  })
})
