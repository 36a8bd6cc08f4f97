import { describe, expect, it } from 'vitest'
import { memoryStorage, type StorageAdapter } from '../src'
import { storageKeys } from '../src/storage'
import { useTestBackend } from './support/test-backend'

const env = useTestBackend()

function open(
  language: { default?: string; forced?: string; browser?: string },
  storage: StorageAdapter = memoryStorage(),
) {
  return env.open({ storage, brand: { channel: 'brand-800001' }, language })
}

describe('language list and default (spec section 9)', () => {
  it("lists the server's languages plus zh, zht and en", async () => {
    const sb = open({ browser: 'en-US' })
    await sb.language.init()
    expect(sb.language.getState().list.map((item) => item.code)).toEqual(['pt', 'ja', 'zh', 'zht', 'en'])
  })

  it('takes the stored language first', async () => {
    const storage = memoryStorage()
    await storage.setItem(storageKeys.local.lang, 'ja')
    const sb = open({ default: 'pt', browser: 'zh-TW' }, storage)
    expect(await sb.language.init()).toBe('ja')
  })

  it('falls back to the app setting when nothing is stored', async () => {
    expect(await open({ default: 'pt', browser: 'ja-JP' }).language.init()).toBe('pt')
  })

  it('browser zh-TW or zh-HK selects traditional Chinese, otherwise the first two letters', async () => {
    expect(await open({ browser: 'zh-TW' }).language.init()).toBe('zht')
    expect(await open({ browser: 'zh-HK' }).language.init()).toBe('zht')
    expect(await open({ browser: 'ja-JP' }).language.init()).toBe('ja')
    expect(await open({ browser: 'zh-CN' }).language.init()).toBe('zh')
  })

  it('a language missing from the list falls back to English', async () => {
    expect(await open({ browser: 'de-DE' }).language.init()).toBe('en')
  })
})

describe('language change (spec section 4)', () => {
  it('stores the code, loads the language file, saves it on the profile, clears the bet slip and announces it', async () => {
    const storage = memoryStorage()
    const sb = open({ browser: 'en-GB' }, storage)
    await sb.language.init()
    await sb.session.start()
    sb.betSlip.add({ matchId: 1, marketId: 1, selectionId: 1, odds: '2.00' })
    const announced: string[] = []
    sb.events.on('language', ({ code }) => announced.push(code))

    expect(await sb.language.set('ja')).toBe('ja')
    expect(await storage.getItem(storageKeys.local.lang)).toBe('ja')
    expect(sb.language.getState().overrides).toEqual({ greeting: 'こんにちは' })
    expect(env.backend.calls('/app/api/member/profile/edit').at(-1)?.form).toMatchObject({
      languageCode: 'ja',
    })
    expect(sb.betSlip.getState().selections).toEqual([])
    expect(announced).toEqual(['ja'])
    // Every later call carries the new language.
    await sb.session.refreshUser()
    expect(env.backend.calls('/app/api/member/profile').at(-1)?.form).toMatchObject({ lang: 'ja' })
  })

  it('a code not in the list is stored as English', async () => {
    const storage = memoryStorage()
    const sb = open({ browser: 'en-GB' }, storage)
    await sb.language.init()
    expect(await sb.language.set('xx')).toBe('en')
    expect(await storage.getItem(storageKeys.local.lang)).toBe('en')
  })

  it('a brand that forces a language keeps it whatever the user picks', async () => {
    const sb = open({ forced: 'pt', browser: 'ja-JP' })
    expect(await sb.language.init()).toBe('pt')
    expect(await sb.language.set('ja')).toBe('pt')
    expect(sb.language.getState()).toMatchObject({ code: 'pt', forced: 'pt' })
  })
})
