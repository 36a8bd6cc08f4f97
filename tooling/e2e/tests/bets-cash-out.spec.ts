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
import { expect, test } from './fixtures'

// Cash out (DESIGN.md section 4, Bets): an open order shows an offer from the current odds in #/bets; the
// player accepts it and the order ends cashedOut with the offer as its payout, which goes to the balance. The
// bet is on an upcoming match whose prices the feed has just moved, so the offer holds still meanwhile.

test('an open order shows a cash-out offer in #/bets; accepting it settles the order as cashed out and pays the offer', async ({
  page,
  brand,
  texts,
}) => {
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
  const cashOut = row.locator('.sb-cash-out[data-state="idle"]').getByRole('button')
  await expect(cashOut).toHaveText(new RegExp(`^${bets.cashOut('')}\\d`))
  const label = await textOf(cashOut)
  const offer = cents(label)
  expect(offer).toBeGreaterThan(0)
  const amount = label.slice(bets.cashOut('').length)

  // Two steps: the offer, then Confirm.
  await cashOut.click()
  await expect(row.getByText(bets.cashOutFor(amount), { exact: true })).toBeVisible()
  const answered = page.waitForResponse((response) => response.url().endsWith('/trade/api/order/cash/out'))
  await row.getByRole('button', { name: bets.confirm, exact: true }).click()
  const answer = (await (await answered).json()) as { code: number; data: WireOrder }
  expect(answer).toMatchObject({ code: 0, data: { id: order.id, status: 'cashedOut' } })
  expect(wireCents(answer.data.payout!)).toBe(offer)
  // The toast writes the amount as sent ("47.50 DEMO") where the button groups it per language ("47,50 DEMO").
  const sameAmount = amount.replace(/[.,\s\u00a0\u202f]/g, '[.,\\s\u00a0\u202f]?')
  await expect(page.getByText(new RegExp(`^${bets.cashedOutFor(sameAmount)}$`))).toBeVisible()
  await expect.poll(() => balanceCents(page, texts)).toBe(start - 5000 + offer)

  // The order leaves the open ones and is listed as cashed out with the offer as its payout.
  await expect(row).toHaveCount(0)
  await page.getByRole('tab', { name: bets.settledBets, exact: true }).click()
  await expect(row).toHaveAttribute('data-state', 'cashedOut')
  await expect(row.locator('.sb-order__status')).toHaveText(bets.status.cashedOut)
  expect(cents(await textOf(row.locator('.sb-order__figures > div').nth(2).locator('dd')))).toBe(offer)
})
