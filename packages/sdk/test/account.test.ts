import { describe, expect, it } from 'vitest'
import { isApiError, memoryStorage, twoStepChallengeOf } from '../src'
import { md5x2 } from '../src/crypto'
import { recordEvents } from './support/recorded-events'
import { useTestBackend } from './support/test-backend'
import { userInfoOf } from './support/user-info'

const env = useTestBackend()
const challenge = 'c'.repeat(43)
const envelope = (code: number, data: unknown = null) => ({ code, msg: `code ${code}`, data })

/** A member `ann` whose form login answers 1008 until `login/2fa` takes the code 123456. */
function twoStepBackend() {
  const member = env.backend.addMember('ann', md5x2('secret1'))
  const tries: Record<string, string>[] = []
  env.backend.server.on('/app/api/member/login/account', () => envelope(1008, { challenge }))
  env.backend.server.on('/app/api/member/login/2fa', (request) => {
    tries.push(request.form ?? {})
    const code = request.form?.code
    if (code === '123456') {
      member.token = `session-${tries.length}`
      return envelope(
        0,
        userInfoOf({ uid: member.uid, token: member.token, account: 'ann', twoStepEnabled: true }),
      )
    }
    return code === '999999'
      ? envelope(1006, { status: 'expired', field: 'challenge' })
      : envelope(1000, { field: 'code' })
  })
  return { member, tries }
}

describe('two-step login in the session machine (PROTOCOL.md section 13)', () => {
  it('a form login answering 1008 keeps its challenge in the state; the code completes it as a login', async () => {
    const { tries } = twoStepBackend()
    const sb = env.open()
    const events = recordEvents(sb, ['login'])
    await sb.session.start()
    const refused = await sb.session
      .login({ account: 'ann', password: 'secret1' })
      .catch((error: unknown) => error)
    expect(isApiError(refused, 1008)).toBe(true)
    expect(twoStepChallengeOf(refused)).toBe(challenge)
    expect(sb.session.getState()).toMatchObject({
      status: 'visitor',
      twoStep: { challenge, account: 'ann', via: 'login' },
    })

    const state = await sb.session.completeTwoStep(' 123456 ')
    expect(state.status).toBe('member')
    expect(state.twoStep).toBeUndefined()
    expect(tries.at(-1)).toMatchObject({ challenge, code: '123456', lang: 'en' })
    expect(events('login')).toEqual([expect.objectContaining({ via: 'login', status: 'member' })])
  })

  it('a wrong code keeps the challenge for another try; an ended one forgets it', async () => {
    twoStepBackend()
    const sb = env.open()
    await sb.session.start()
    await sb.session.login({ account: 'ann', password: 'secret1' }).catch(() => undefined)
    await expect(sb.session.completeTwoStep('000000')).rejects.toMatchObject({ code: 1000 })
    expect(sb.session.getState().twoStep?.challenge).toBe(challenge)
    await expect(sb.session.completeTwoStep('999999')).rejects.toMatchObject({ code: 1006 })
    expect(sb.session.getState().twoStep).toBeUndefined()
    await expect(sb.session.completeTwoStep('123456')).rejects.toMatchObject({ code: 1006 })
  })

  it('cancelTwoStep gives the code step up', async () => {
    twoStepBackend()
    const sb = env.open({ storage: memoryStorage() })
    await sb.session.start()
    await sb.session.login({ account: 'ann', password: 'secret1' }).catch(() => undefined)
    await sb.session.cancelTwoStep()
    expect(sb.session.getState()).toMatchObject({ status: 'visitor' })
    expect(sb.session.getState().twoStep).toBeUndefined()
  })
})

describe('sb.account (PROTOCOL.md section 13)', () => {
  it('a reset sends the link’s token as the call’s token, no uid, and the new password hashed', async () => {
    const resets: Record<string, string>[] = []
    env.backend.server.on('/app/api/member/pwd/reset', (request) => {
      resets.push(request.form ?? {})
      return envelope(0)
    })
    const sb = env.open()
    await sb.session.start()
    await sb.account.resetPassword({ token: 'r'.repeat(43), password: 'brandnew1' })
    expect(resets[0]).toMatchObject({ token: 'r'.repeat(43), uid: '', pwd: md5x2('brandnew1') })
  })

  it('forgotPassword, setContact and verifyContact send their fields trimmed; the contact reads the user again', async () => {
    const seen: Record<string, Record<string, string>> = {}
    for (const path of [
      '/app/api/member/pwd/forgot',
      '/app/api/member/contact',
      '/app/api/member/contact/verify',
    ]) {
      env.backend.server.on(path, (request) => {
        seen[path] = request.form ?? {}
        return envelope(
          0,
          path.endsWith('forgot') ? null : { emailMasked: 'a•••@example.com', emailVerified: true },
        )
      })
    }
    const sb = env.open()
    await sb.session.start()
    await sb.account.forgotPassword(' ann ')
    expect(await sb.account.setContact(' ann@example.com ')).toEqual({
      emailMasked: 'a•••@example.com',
      emailVerified: true,
    })
    await sb.account.verifyContact('042917')
    expect(seen['/app/api/member/pwd/forgot']).toMatchObject({ account: 'ann' })
    expect(seen['/app/api/member/contact']).toMatchObject({ email: 'ann@example.com' })
    expect(seen['/app/api/member/contact/verify']).toMatchObject({ code: '042917' })
    expect(env.backend.calls('/app/api/member/profile').length).toBeGreaterThanOrEqual(2)
  })
})
