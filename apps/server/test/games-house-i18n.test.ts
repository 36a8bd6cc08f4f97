import { randomUUID } from 'node:crypto'
import type { LaunchAnswer } from '@sportsbook/sdk/protocol'
import { languageCodes } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { houseTexts } from '../src/i18n/house-texts'
import { en } from '../src/i18n/house-texts-en'
import { createTestClient, newPlayer } from './games-support'
import { useSharedServer } from './support/shared-server'

const shared = useSharedServer()

/** A member of the brand at `origin` launches `gameId` from a site in `lang`; the launch url it gets. */
async function launchIn(origin: string, lang: string, currencyCode: string, gameId = 101) {
  const client = createTestClient(shared.server.url, { origin, clientInfo: { lang } })
  const player = await newPlayer(shared.server, client, '100', currencyCode)
  const answer = await client.form<LaunchAnswer>(
    'game/play',
    { gameId, currencyCode, amount: '10', requestId: randomUUID() },
    player,
  )
  expect(answer.code, answer.msg).toBe(0)
  return new URL(answer.data.url)
}

async function page(url: URL | string) {
  const response = await fetch(url)
  return { status: response.status, html: await response.text() }
}

describe('house game pages in the launching member language', () => {
  it('serves the dice page in the language the site launched it in', async () => {
    const url = await launchIn('http://localhost:5171', 'ja', 'USD')
    expect(url.searchParams.get('lang')).toBe('ja')
    const { status, html } = await page(url)
    expect(status).toBe(200)
    expect(html).toContain('<html lang="ja">')
    expect(html).toContain(`<h1>${houseTexts('ja').texts.diceTitle}</h1>`)
    expect(html).toContain(houseTexts('ja').texts.hashBeforeBet)
    expect(html).not.toContain(en.hashBeforeBet)
  })

  it('serves Copa Bet its one language, European Portuguese, whatever the url asks', async () => {
    const url = await launchIn('http://localhost:5172', 'en', 'BRL', 102)
    expect(url.searchParams.get('lang')).toBe('pt')
    url.searchParams.set('lang', 'en')
    const { status, html } = await page(url)
    expect(status).toBe(200)
    expect(html).toContain('<html lang="pt-PT">')
    expect(html).toContain('Carteira de jogo')
    expect(html).toContain('Ronda')
    expect(html).not.toContain(en.hashBeforeBets)
  })

  it('gives the page script its sentences as JSON that cannot close the script element', async () => {
    const url = await launchIn('http://localhost:5171', 'br', 'USD', 102)
    const { html } = await page(url)
    const json = /const texts = (\{.*\});/.exec(html)?.[1]
    expect(json).toBeDefined()
    expect(JSON.parse(json ?? '{}')).toEqual(houseTexts('br').texts)
    expect(json).not.toContain('<')
  })

  it('says a used link has expired in the language of its url', async () => {
    const url = await launchIn('http://localhost:5171', 'zh', 'USD')
    expect((await page(url)).status).toBe(200)
    const again = await page(url)
    expect(again.status).toBe(403)
    expect(again.html).toContain('<html lang="zh-Hans">')
    expect(again.html).toContain(houseTexts('zh').texts.linkExpired)
    const unknown = await page(`${shared.server.url}/games/house/dice?session=nothing&lang=xx`)
    expect(unknown.status).toBe(403)
    expect(unknown.html).toContain(en.linkExpired)
  })
})

describe('house page texts', () => {
  it('has every sentence in each of the 14 languages, translated outside English', () => {
    for (const code of languageCodes) {
      const { texts, tag } = houseTexts(code)
      expect(tag, code).toMatch(/^[a-z]{2}(-[A-Za-z]+)?$/)
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(texts[key], `${code}.${key}`).toBeTruthy()
        // Every placeholder of the English sentence is kept, so the page fills it in every language.
        for (const name of en[key].match(/\{\w+\}/g) ?? [])
          expect(texts[key], `${code}.${key}`).toContain(name)
      }
      if (code === 'en' || code === 'in') continue
      const same = (Object.keys(en) as (keyof typeof en)[]).filter((key) => texts[key] === en[key])
      // Words the product keeps as they are (Nonce, Crash, Cash out) may match; sentences may not.
      expect(same.length, `${code}: ${same.join(', ')}`).toBeLessThanOrEqual(4)
    }
  })
})
