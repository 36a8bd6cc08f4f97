import {
  balanceCents,
  cents,
  matchRow,
  placeBets,
  slipOf,
  startDemo,
  textOf,
  type WireOrder,
  wireCents,
} from '../support/bets-page'
import { betsTextsOf } from '../support/bets-texts'
import { steadyUpcomingMatch } from '../support/match-pickers'
import { onBrands } from '../support/one-brand'
import { expect, test } from './fixtures'

// Cash out (DESIGN.md section 4, Bets): an open order shows an offer from the current odds in #/bets; the
// player accepts it and the order ends cashedOut with the offer as its payout, which goes to the balance. The
// bet is on an upcoming match whose prices the feed has just moved, so the offer holds still meanwhile.

test(
  'an open order shows a cash-out offer in #/bets; accepting it settles the order as cashed out and pays the offer',
  onBrands(800002),
  async ({ page, brand, texts }) => {
    test.setTimeout(60_000)
    const bets = betsTextsOf(brand)
    await startDemo(page, texts)
    const start = await balanceCents(page, texts)
    const fixture = await steadyUpcomingMatch(page, bets)
    await matchRow(page, fixture).locator('[data-type="1x2"] .sb-odds-button').nth(1).click()
    const slip = slipOf(page, bets)
    await slip.getByLabel(new RegExp(`^${bets.stakeOn('')}`)).fill('50')
    const [placed] = await placeBets(page, bets)
    expect(placed).toMatchObject({ code: 0, data: { status: 'open', stake: '50.00' } })
    const order = placed!.data
    await expect.poll(() => balanceCents(page, texts)).toBe(start - 5000)

    await page.goto('/#/bets')
    const panel = page.getByRole('tabpanel')
    const row = panel.locator('article.sb-order').filter({ hasText: bets.order(order.id) })
    await expect(row).toHaveAttribute('data-state', 'open')
    await expect(row.locator('.sb-order__status')).toHaveText(bets.status.open)
    // The quote's panel (PROTOCOL.md section 12): the offer, its fair value and margin, the whole bet by default.
    const cashPanel = row.locator('.sb-cash-panel[data-state="idle"]')
    await expect(cashPanel).toBeVisible()
    await expect(cashPanel.getByRole('slider')).toHaveAttribute('aria-valuetext', '100%')
    const amount = await textOf(cashPanel.locator('[data-field="offer"]'))
    const offer = cents(amount)
    expect(offer).toBeGreaterThan(0)

    // Two steps: the offer, then Confirm. A quote lives 5 s: one that expired on a loaded machine is answered 2002
    // with a new one, which the panel shows; the steady match keeps its amount.
    let answer: { code: number; data: WireOrder } | null = null
    for (let attempt = 1; attempt <= 3 && answer?.code !== 0; attempt++) {
      // The button pays the whole offer.
      await expect.poll(async () => cents(await textOf(cashPanel.locator('> button')))).toBe(offer)
      await cashPanel.locator('> button').click()
      const answered = page.waitForResponse((response) =>
        response.url().endsWith('/trade/api/order/cash/out'),
      )
      await row.locator('.sb-cash-panel__confirm button').first().click()
      answer = (await (await answered).json()) as { code: number; data: WireOrder }
      if (answer.code !== 2002) expect(answer.code, JSON.stringify(answer)).toBe(0)
    }
    expect(answer).toMatchObject({ code: 0, data: { id: order.id, status: 'cashedOut' } })
    expect(wireCents(answer!.data.payout!)).toBe(offer)
    // The toast writes the amount as the site writes money, as the panel does.
    const sameAmount = amount.replace(/[.,\s\u00a0\u202f]/g, '[.,\\s\u00a0\u202f]?')
    await expect(page.getByText(new RegExp(`^${bets.cashedOutFor(sameAmount)}$`))).toBeVisible()
    await expect.poll(() => balanceCents(page, texts)).toBe(start - 5000 + offer)

    // The order leaves the open ones and is listed as cashed out with the offer as its payout.
    await expect(row).toHaveCount(0)
    await page.getByRole('tab', { name: bets.settledBets, exact: true }).click()
    await expect(row).toHaveAttribute('data-state', 'cashedOut')
    await expect(row.locator('.sb-order__status')).toHaveText(bets.status.cashedOut)
    expect(cents(await textOf(row.locator('.sb-order__figures > div').nth(2).locator('dd')))).toBe(offer)
  },
)
