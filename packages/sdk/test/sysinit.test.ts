// `api/sysinit` is read once per client: its answer depends only on the brand (the page's origin), so the session's
// start, the page's language set-up, `sb.sysinit()` and `sb.api.matches.sysinit()` share that one request.
import { describe, expect, it } from 'vitest'
import { isApiError } from '../src'
import { md5x2 } from '../src/crypto'
import { fakeCurrencies, serverLanguages } from './support/fake-backend'
import { useTestBackend } from './support/test-backend'

const env = useTestBackend()
const reads = () => env.backend.calls('/api/sysinit').length

describe('sysinit (one read per client)', () => {
  it('sb.sysinit(), sb.api.matches.sysinit() and the language set-up share one request', async () => {
    const sb = env.open()
    const [own, typed, language] = await Promise.all([
      sb.sysinit(),
      sb.api.matches.sysinit(),
      sb.language.init(),
    ])
    expect(own).toMatchObject({ languages: serverLanguages, currencies: fakeCurrencies })
    expect(typed).toBe(own)
    expect(language).toBe('en')
    expect(await sb.api.matches.sysinit()).toBe(own)
    expect(reads()).toBe(1)
  })

  it('a login, a member session and a language change do not read it again', async () => {
    env.backend.addMember('alice', md5x2('alicepw'))
    const sb = env.open()
    const first = await sb.api.matches.sysinit()
    await sb.session.start()
    await sb.session.login({ account: 'alice', password: 'alicepw' })
    await sb.language.set('ja')
    expect(await sb.sysinit()).toBe(first)
    expect(reads()).toBe(1)
  })

  it('each client reads its own', async () => {
    await env.open().sysinit()
    await env.open().api.matches.sysinit()
    expect(reads()).toBe(2)
  })

  it('a failed read is not kept: the next call reads again', async () => {
    env.backend.failNext('/api/sysinit', 500)
    const sb = env.open()
    await expect(sb.api.matches.sysinit()).rejects.toSatisfy((error) => isApiError(error, 500))
    expect(await sb.sysinit()).toMatchObject({ currencies: fakeCurrencies })
    expect(await sb.api.matches.sysinit()).toBe(await sb.sysinit())
    expect(reads()).toBe(2)
  })

  it('a call with options of its own sends its own request', async () => {
    const sb = env.open()
    const shared = await sb.sysinit()
    const own = await sb.api.matches.sysinit({}, { signal: new AbortController().signal })
    expect(own).not.toBe(shared)
    expect(own).toMatchObject({ languages: serverLanguages })
    expect(reads()).toBe(2)
  })
})
