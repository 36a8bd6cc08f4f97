import { languageCodes, type SysinitAnswer } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, openAnswer, type TestClient } from './support/client'
import { sharedServer } from './support/shared-server'
import type { TestServer } from './support/start-server'

let server: TestServer
let client: TestClient

beforeAll(async () => {
  server = (await sharedServer()).server
  client = createTestClient(server.url, { origin: 'http://localhost:5172' })
})

describe('api/sysinit', () => {
  it('answers with the timestamp cipher: languages, currencies, agreement, captcha and brand', async () => {
    const envelope = await client.get('api/sysinit')
    expect(envelope).toMatchObject({ code: 0, enc: 'ts', ts: expect.stringMatching(/^\d+$/) })
    const answer = openAnswer<SysinitAnswer>(envelope)
    // The spec's fourteen, in its order (the protocol's list).
    expect(answer.languages.map((language) => language.code)).toEqual([...languageCodes])
    expect(answer.languages[0]).toEqual({ code: 'en', name: 'English', path: '/i18n/en.json' })
    expect(answer.currencies).toContainEqual({ currencyId: 3, currencyCode: 'USDT', scale: 4, demo: false })
    expect(answer.productNo).toBe(800001)
    expect(answer.captcha).toEqual({ captchaType: 'image', afterFailures: 5, windowMs: 900_000 })
    const agreement = (code: string) => answer.agreements.find((item) => item.languageCode === code)!
    expect(agreement('en').text).toMatch(/at least 18 years old/)
    expect(agreement('zh')).toMatchObject({ name: '用户协议', textLanguage: 'zh' })
    // No translation of the text yet: the English text, and textLanguage says so.
    expect(agreement('ko')).toMatchObject({
      name: '이용 약관',
      textLanguage: 'en',
      text: agreement('en').text,
    })
  })

  it('serves every language file of the list as JSON, and 404 for others', async () => {
    const answer = openAnswer<SysinitAnswer>(await client.get('api/sysinit'))
    for (const language of answer.languages) {
      const response = await fetch(`${server.url}${language.path}`)
      expect(response.status).toBe(200)
      const overrides = (await response.json()) as Record<string, string>
      expect(typeof overrides['brand.tagline']).toBe('string')
    }
    expect((await fetch(`${server.url}/i18n/de.json`)).status).toBe(404)
  })
})
