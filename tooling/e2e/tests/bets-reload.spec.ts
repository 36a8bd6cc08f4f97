import { type OrderCreatePayload, orderCreatePayload } from '../support/bets-cipher'
import {
  balanceCents,
  matchRow,
  openOdds,
  slipOf,
  startDemo,
  type WireOrderAnswer,
} from '../support/bets-page'
import { betsTextsOf } from '../support/bets-texts'
import { steadyUpcomingMatch } from '../support/match-pickers'
import { onBrands } from '../support/one-brand'
import { expect, test } from './fixtures'

// Issue 22, "a bet placed twice across a reload": the server takes a single but its answer is lost (the connection
// resets), the player reloads, the slip comes back, and Place bets must answer that same order, not place a second.

test(
  'a single whose answer was lost is placed once: after a reload Place bets answers the same order',
  onBrands(800001),
  async ({ page, brand, texts }) => {
    // A steady match may take some seconds to find (support/bets-page.ts).
    test.setTimeout(90_000)
    const bets = betsTextsOf(brand)
    await startDemo(page, texts)
    const start = await balanceCents(page, texts)
    const slip = slipOf(page, bets)
    const place = slip.getByRole('button', { name: bets.placeBets, exact: true })

    // Every order create reaches the server, which places it; until the reload each answer is lost on the way back.
    const sent: OrderCreatePayload[] = []
    let losing = true
    let lost = 0
    await page.route('**/trade/api/order/create', async (route) => {
      sent.push(orderCreatePayload(route.request().postData()))
      if (!losing) return route.fallback()
      await route.fetch()
      lost += 1
      return route.abort('connectionreset')
    })

    // A pre-match price that holds still, so the slip can be placed as it was after the reload.
    const fixture = await steadyUpcomingMatch(page, bets)
    await openOdds(matchRow(page, fixture)).first().click()
    await expect(slip.locator('.sb-slip-item')).toHaveCount(1)
    await slip.getByLabel(bets.whenOddsChange).selectOption('any')
    await slip.getByLabel(new RegExp(`^${bets.stakeOn('')}`)).fill('10')
    await place.click()
    // The attempt and the SDK's automatic retry: both reached the server, neither answer came back.
    await expect.poll(() => lost, { timeout: 15_000 }).toBe(2)
    await expect(slip.getByRole('button', { name: bets.backToSlip, exact: true })).toBeVisible()

    losing = false
    await page.reload()
    await expect(slip.locator('.sb-slip-item')).toHaveCount(1)
    await expect(place).toBeEnabled()
    const answered = page.waitForResponse((response) => response.url().endsWith('/trade/api/order/create'))
    await place.click()
    // The order as the server sends it carries the key it was made under.
    const answer = (await (await answered).json()) as WireOrderAnswer & { data: { requestId: string } }

    expect(answer.code).toBe(0)
    expect(sent).toHaveLength(3)
    expect(new Set(sent.map((payload) => payload.requestId)).size).toBe(1)
    expect(answer.data.requestId).toBe(sent[0]?.requestId)
    await expect(slip.getByRole('status')).toHaveText(bets.betsPlaced(1))
    // The stake left the balance once: 10,000.00 -> 9,990.00.
    await expect.poll(() => balanceCents(page, texts)).toBe(start - 1000)

    await page.goto('/#/bets')
    const panel = page.getByRole('tabpanel')
    await expect(panel.locator('article.sb-order')).toHaveCount(1)
    await expect(panel.locator('article.sb-order')).toContainText(bets.order(answer.data.id))
  },
)
