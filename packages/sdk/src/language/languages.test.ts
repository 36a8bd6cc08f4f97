import { describe, expect, it } from 'vitest'
import { browserLanguageCode, builtInLanguages, detectLanguage, languageList, resolveLanguage } from '.'

const pt = { code: 'pt', name: 'Português', path: 'pt' }
const ko = { code: 'ko', name: '한국어', path: 'ko' }
const available = ['pt', 'ko', 'zh', 'zht', 'en']

describe('languageList', () => {
  it("lists the server's languages first, in its order, then zh, zht and en", () => {
    expect(languageList([pt, ko]).map((l) => l.code)).toEqual(['pt', 'ko', 'zh', 'zht', 'en'])
  })

  it('lists no code twice, keeping the server entry when it also sends a built-in one', () => {
    const serverEnglish = { code: 'en', name: 'English (server)', path: '/lang/en.json' }
    const list = languageList([serverEnglish, pt, pt])
    expect(list.map((l) => l.code)).toEqual(['en', 'pt', 'zh', 'zht'])
    expect(list[0]).toBe(serverEnglish)
  })

  it('offers zh, zht and en when the server sends none', () => {
    expect(languageList([])).toEqual(builtInLanguages)
  })
})

describe('browserLanguageCode', () => {
  it.each(['zh-TW', 'zh-HK', 'zh-tw', 'zh_HK'])(
    'zh-TW or zh-HK selects traditional Chinese: %s -> zht',
    (lang) => {
      expect(browserLanguageCode(lang)).toBe('zht')
    },
  )

  it.each([
    ['zh-CN', 'zh'],
    ['en-US', 'en'],
    ['PT-br', 'pt'],
    ['ko', 'ko'],
    ['', ''],
  ])('otherwise the first two letters lower-cased: %s -> %s', (lang, code) => {
    expect(browserLanguageCode(lang)).toBe(code)
  })
})

describe('resolveLanguage', () => {
  it('keeps a code the list offers', () => {
    expect(resolveLanguage('ko', available)).toBe('ko')
    expect(resolveLanguage('pt', [pt])).toBe('pt')
  })

  it.each(['fr', '', null, undefined])('falls back to en for a code not in the list: %s', (code) => {
    expect(resolveLanguage(code, available)).toBe('en')
  })
})

describe('detectLanguage', () => {
  it('the language stored locally comes first', () => {
    expect(detectLanguage({ stored: 'ko', appDefault: 'pt', browserLanguage: 'zh-TW', available })).toBe('ko')
  })

  it('without a stored language, the app setting decides', () => {
    expect(detectLanguage({ stored: null, appDefault: 'pt', browserLanguage: 'zh-TW', available })).toBe('pt')
  })

  it('without either, the browser language decides', () => {
    expect(detectLanguage({ stored: '', appDefault: undefined, browserLanguage: 'zh-HK', available })).toBe(
      'zht',
    )
    expect(detectLanguage({ browserLanguage: 'ko-KR', available })).toBe('ko')
  })

  it('a code not in the list falls back to en', () => {
    expect(detectLanguage({ stored: 'fr', appDefault: 'pt', available })).toBe('en')
    expect(detectLanguage({ browserLanguage: 'de-DE', available })).toBe('en')
    expect(detectLanguage({ available })).toBe('en')
  })
})
