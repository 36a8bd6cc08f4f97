import { describe, expect, it } from 'vitest'
import { isApiError } from '../src'
import { useTestBackend } from './support/test-backend'

const env = useTestBackend()

const channelLogin = (sb: ReturnType<typeof env.open>) =>
  sb.session.authLogin({
    authToken: 'signed',
    principal: 'partner-7',
    channel: 'partner',
    currencyCode: 'USD',
  })

describe('the currency the member plays in', () => {
  // sb.language.init() is never called in this file: the scales must not wait for it.
  it('scales come with the session start, before any language call: a one-object USDT balance has scale 4', async () => {
    const sb = env.open()
    await sb.betSlip.load()
    await channelLogin(sb)
    await sb.session.changeCurrency('USDT')
    const [entry] = await sb.balance.refresh()
    expect(entry).toMatchObject({ currencyCode: 'USDT', scale: 4, amount: '70.125' })
    expect(sb.betSlip.getState().account).toMatchObject({ currencyCode: 'USDT', scale: 4 })
  })

  it('changeCurrency keeps the chosen currency with the session; the slip follows it', async () => {
    const sb = env.open()
    await sb.betSlip.load()
    const state = await channelLogin(sb)
    expect(state.user?.currencyCode).toBe('USD')
    const changed = await sb.session.changeCurrency('USDT')
    expect(changed.user?.currencyCode).toBe('USDT')
    expect(sb.session.getState().user?.currencyCode).toBe('USDT')
    expect(
      env.backend.calls('/app/api/member/change/currency').map((call) => call.form?.currencyCode),
    ).toEqual(['USDT'])
    expect(sb.betSlip.getState().account.currencyCode).toBe('USDT')
  })

  it('a currency the brand does not hold is refused (1000 on currencyCode) and the session stays as it was', async () => {
    const sb = env.open()
    await channelLogin(sb)
    const refusal = await sb.session.changeCurrency('EUR').catch((error: unknown) => error)
    expect(isApiError(refusal, 1000)).toBe(true)
    expect(sb.session.getState().user?.currencyCode).toBe('USD')
  })
})
