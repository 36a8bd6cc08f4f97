import type { Locator, Page } from '@playwright/test'
import { expect, openSite } from '../tests/fixtures'
import type { Texts } from '../tests/texts'
import type { BetsTexts } from './bets-texts'
import { holdMatch } from './feed-control'
import { liveMatchesWithTimeLeft, upcomingMatches } from './match-pickers'

// What the bets suites do on the betting pages, as a player does it: the demo, the match lists, the bet slip.

/** An order as the server sends it (PROTOCOL.md section 7), the fields the suites read. */
export interface WireOrder {
  id: number
  kind: 'single' | 'parlay'
  status: 'pending' | 'rejected' | 'open' | 'won' | 'lost' | 'void' | 'pushed' | 'cashedOut'
  stake: string
  odds: string
  potentialReturn: string
  payout: string | null
  currencyCode: string
  cashOutOffer?: string | null
  legs: { matchId: number; marketId: number; selectionId: number; odds: string; result: string | null }[]
}

/** Hundredths of an amount as a page shows it ("10,000.00 DEMO", "9.980,00 DEMO"): DEMO has two decimals. */
export function cents(text: string): number {
  if (!/\d[.,]\d{2}(?!\d)/.test(text)) throw new Error(`not an amount with two decimals: "${text}"`)
  return Number(text.replace(/\D/g, ''))
}

/** Hundredths of a wire amount ("20.00", "19.5"). */
export function wireCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
}

/** The text of an element (its text nodes, as the DOM has them). */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim()
}

export function balanceOf(page: Page, texts: Texts): Locator {
  return page.getByRole('banner').getByRole('group', { name: texts.balance })
}

export async function balanceCents(page: Page, texts: Texts): Promise<number> {
  return cents(await textOf(balanceOf(page, texts)))
}

/** Opens #/index and starts the demo from the login window: 10,000.00 DEMO (spec section 4). */
export async function startDemo(page: Page, texts: Texts): Promise<void> {
  await openSite(page, '#/index')
  await page.getByRole('banner').getByRole('button', { name: texts.login, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: texts.login })
  await dialog.getByRole('button', { name: texts.tryDemo, exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(balanceOf(page, texts)).toHaveText(/10[,.\s\u00a0\u202f]?000[.,]00\s*DEMO/)
}

export function matchRow(page: Page, fixture: string): Locator {
  return page.getByRole('article', { name: fixture, exact: true })
}

/**
 * The prices of a row that can be picked now (open market, match not over) and are shown: a narrow list shows
 * only a row's first market (packages/ui/src/components/match-row/match-row.css).
 */
export function openOdds(row: Locator): Locator {
  return row.locator('.sb-odds-button:enabled').filter({ visible: true })
}

/** The bet slip (a column beside the matches at this viewport's width). */
export function slipOf(page: Page, bets: BetsTexts): Locator {
  return page.getByRole('region', { name: new RegExp(`^${bets.betSlip}`) })
}

/** Clicks Place bets and answers the order creates the page sent (one per bet), in order. */
export async function placeBets(page: Page, bets: BetsTexts, count = 1): Promise<WireOrderAnswer[]> {
  const answers: Promise<WireOrderAnswer>[] = []
  const seen = new Promise<void>((resolve) => {
    const onResponse = async (response: import('@playwright/test').Response) => {
      if (!response.url().endsWith('/trade/api/order/create')) return
      answers.push(response.json() as Promise<WireOrderAnswer>)
      if (answers.length === count) {
        page.off('response', onResponse)
        resolve()
      }
    }
    page.on('response', onResponse)
  })
  await slipOf(page, bets).getByRole('button', { name: bets.placeBets, exact: true }).click()
  await seen
  return Promise.all(answers)
}

/** The server's refusal of a bet on a market that is suspended or closed (PROTOCOL.md, codes). */
const marketUnavailable = 2003

export interface WireOrderAnswer {
  code: number
  msg: string
  data: WireOrder
}

/** Holds the live match of a #/index row still for a minute (support/feed-control.ts); false when it is not live. */
async function heldStill(row: Locator): Promise<boolean> {
  const href = await row.locator('a.sb-match-row__link').getAttribute('href')
  const matchId = Number(/#\/match\/(\d+)$/.exec(href ?? '')?.[1])
  return holdMatch(matchId).then(
    () => true,
    () => false,
  )
}

/**
 * A price to put in the slip from the list of tab `list`: of its upcoming match that kicks off last (it does not
 * start while a bet is placed). Today's list near the end of a feed day (24 minutes at FEED_SPEED 60) may have no
 * upcoming match left: then a price of a live match with play left, held still for a minute (feed control), so it
 * stays open through the in-play delay.
 */
export async function steadyPrice(page: Page, bets: BetsTexts, list: 'today' | 'early'): Promise<Locator> {
  await page.getByRole('tab', { name: new RegExp(`^${bets[list]}`) }).click()
  const upcoming = page.locator('article.sb-match-row[data-state="upcoming"]')
  const listed = await expect(upcoming.first())
    .toBeVisible()
    .then(
      () => true,
      () => false,
    )
  if (listed) {
    const latest = await upcoming.evaluateAll((rows) => {
      const starts = rows.map((row) => Date.parse(row.querySelector('time')?.getAttribute('datetime') ?? ''))
      return starts.indexOf(Math.max(...starts.filter(Number.isFinite)))
    })
    return openOdds(upcoming.nth(latest)).first()
  }
  await page.getByRole('tab', { name: new RegExp(`^${bets.live}`) }).click()
  for (let attempt = 1; ; attempt++) {
    const [fixture] = await liveMatchesWithTimeLeft(page, 1)
    const row = matchRow(page, fixture as string)
    if ((await heldStill(row)) && (await openOdds(row).count()) > 0) return openOdds(row).first()
    if (attempt === 3) throw new Error('no live match could be held with a price open')
  }
}

/**
 * Bets `stake` from #/index (policy `any`: live prices move every half second) on matches of the Live tab with the
 * most play left or on the first matches of the Early tab: a single on one, or a parlay of `legs` of them. A live
 * match is held still through the feed control first (no goal, card or price move for a minute): its bet is
 * answered `pending` and the slip shows it accepted at the end of the in-play delay (PROTOCOL.md section 12). A
 * market may still be suspended when the match is held, or close before the bet arrives (FEED_SPEED 60, a slow
 * machine): the attempt then ends at once and the bet is tried again on the matches listed then, up to five times.
 * Returns the order as placed (a live one `pending`, since accepted); the slip is left empty.
 */
export async function betOnMatches(
  page: Page,
  bets: BetsTexts,
  { legs, stake, tab }: { legs: number; stake: string; tab: 'live' | 'early' },
): Promise<WireOrder> {
  const slip = slipOf(page, bets)
  const items = slip.locator('.sb-slip-item')
  const place = slip.getByRole('button', { name: bets.placeBets, exact: true })
  const attempts = 5
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1 || tab === 'early') {
      // Matches that kicked off since the list was read join it with a fresh read.
      await page.getByRole('tab', { name: new RegExp(`^${bets.today}`) }).click()
      await page.getByRole('tab', { name: new RegExp(`^${bets[tab]}`) }).click()
    }
    const fixtures =
      tab === 'live' ? await liveMatchesWithTimeLeft(page, legs) : await upcomingMatches(page, legs)
    let picked = true
    for (const fixture of fixtures) {
      if (tab === 'live') picked &&= await heldStill(matchRow(page, fixture))
      // Waiting for a suspended market to reopen would eat the minutes left in the match: try other matches.
      picked &&= await openOdds(matchRow(page, fixture))
        .first()
        .click({ timeout: 3000 })
        .then(
          () => true,
          () => false,
        )
    }
    let answer: WireOrderAnswer | null = null
    if (picked) {
      await expect(items).toHaveCount(legs)
      await slip.getByLabel(bets.whenOddsChange).selectOption('any')
      if (legs > 1) {
        await slip.getByRole('tab', { name: bets.parlay, exact: true }).click()
        await slip.getByLabel(bets.parlayStake, { exact: true }).fill(stake)
      } else {
        await slip.getByLabel(new RegExp(`^${bets.stakeOn('')}`)).fill(stake)
      }
      // A live market may suspend between the check and the click, and the button with it: a new attempt then.
      const sent = page.waitForResponse((response) => response.url().endsWith('/trade/api/order/create'))
      sent.catch(() => undefined)
      const clicked = await place.click({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
      answer = clicked ? ((await (await sent).json()) as WireOrderAnswer) : null
      // A market that moved on (suspended, closed: MARKET_UNAVAILABLE 2003) is the one refusal a new attempt
      // answers; any other (a price changed under policy any, balance, limits) fails the story at once.
      if (answer && answer.code !== 0) expect(answer.code, JSON.stringify(answer)).toBe(marketUnavailable)
      if (answer?.code === 0) {
        // The slip's summary (a pending live bet has a status line of its own under its order).
        await expect(slip.locator('.sb-slip-result__summary')).toHaveText(bets.betsPlaced(1))
        if (tab === 'live') {
          // Held still, nothing happens in the delay: the slip counts it down and shows it accepted.
          expect(answer.data.status).toBe('pending')
          await expect(slip.locator('.sb-pending-bet')).toHaveAttribute('data-state', 'accepted', {
            timeout: 30_000,
          })
        }
        await slip.getByRole('button', { name: bets.done, exact: true }).click()
        await expect(items).toHaveCount(0)
        return answer.data
      }
    }
    if (attempt === attempts)
      throw new Error(`no bet on live matches after ${attempt} tries (last answer ${JSON.stringify(answer)})`)
    if (answer) await slip.getByRole('button', { name: bets.backToSlip, exact: true }).click()
    if ((await items.count()) > 0)
      await slip.getByRole('button', { name: bets.clearAll, exact: true }).click()
    await expect(items).toHaveCount(0)
  }
}
