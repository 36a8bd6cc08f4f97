import type { Page } from '@playwright/test'
import type { BrandUnderTest } from '../brands'
import { type OrderCreatePayload, orderCreatePayload } from '../support/bets-cipher'
import { balanceCents, matchRow, placeBets, slipOf, startDemo, textOf } from '../support/bets-page'
import { type BetsTexts, betsTextsOf } from '../support/bets-texts'
import { steadyUpcomingMatch } from '../support/match-pickers'
import { onBrands } from '../support/one-brand'
import { envelope, expect, test } from './fixtures'
import type { Texts } from './texts'

// The odds-change policy (PROTOCOL.md sections 1 and 7: `acceptOdds` exact, higher, any; code 2002). The first
// order create of each test is answered here with a 2002 that names other odds, as the server does when the
// price moved between the click and the bet; the later ones reach the server. The bet is on the draw of an
// upcoming match whose prices the feed has just moved, so the server's price holds still meanwhile.

const stake = '10'

/** Odds `by` hundredths away, as the server writes them. */
function shifted(odds: string, by: number): string {
  return ((Math.round(Number(odds) * 100) + by) / 100).toFixed(2)
}

interface Placement {
  bets: BetsTexts
  slip: ReturnType<typeof slipOf>
  /** The draw's price when it was picked: the server's price all along. */
  price: string
  /** What the page sent in each order create, decrypted (support/bets-cipher.ts). */
  sent: OrderCreatePayload[]
  balance: number
}

/**
 * A demo player puts the draw of a steady upcoming match in the slip with a stake, under `policy`; the first
 * order create will be answered with a 2002 whose odds are the sent ones moved by `move` hundredths.
 */
async function pickWithPolicy(
  page: Page,
  brand: BrandUnderTest,
  texts: Texts,
  policy: OrderCreatePayload['acceptOdds'],
  move: number,
): Promise<Placement> {
  const bets = betsTextsOf(brand)
  // A steady match may take some seconds to find (support/bets-page.ts): more time than the suite's default.
  test.setTimeout(60_000)
  await startDemo(page, texts)
  const balance = await balanceCents(page, texts)
  const fixture = await steadyUpcomingMatch(page, bets)
  const sent: OrderCreatePayload[] = []
  await page.route('**/trade/api/order/create', async (route) => {
    const payload = orderCreatePayload(route.request().postData())
    sent.push(payload)
    if (sent.length > 1) return route.fallback()
    const legs = payload.legs.map((leg) => ({ ...leg, odds: shifted(leg.odds, move), status: 'open' }))
    return route.fulfill(envelope(2002, { odds: legs[0]!.odds, legs }, bets.serverOddsChanged))
  })
  const draw = matchRow(page, fixture).locator('[data-type="1x2"] .sb-odds-button').nth(1)
  await draw.click()
  const slip = slipOf(page, bets)
  const price = await textOf(slip.locator('.sb-slip-item__price'))
  await expect(draw).toContainText(price)
  await slip.getByLabel(bets.whenOddsChange).selectOption(policy)
  await slip.getByLabel(new RegExp(`^${bets.stakeOn('')}`)).fill(stake)
  return { bets, slip, price, sent, balance }
}

/** The first placement: the 2002 from the route; the slip says nothing was placed and goes back to editing. */
async function refusedFirst(page: Page, { bets, slip }: Placement): Promise<void> {
  const [answer] = await placeBets(page, bets)
  expect(answer!.code).toBe(2002)
  await expect(slip.getByRole('status')).toHaveText(bets.noBetPlaced)
  await expect(slip).toContainText(bets.serverOddsChanged)
  await slip.getByRole('button', { name: bets.backToSlip, exact: true }).click()
}

test(
  'exact: a changed price blocks the bet until accepted, every time it changes; the bet takes the same odds',
  onBrands(800001),
  async ({ page, brand, texts }) => {
    const placement = await pickWithPolicy(page, brand, texts, 'exact', +20)
    const { bets, slip, price, sent } = placement
    const place = slip.getByRole('button', { name: bets.placeBets, exact: true })
    const item = slip.locator('.sb-slip-item')
    const higher = shifted(price, +20)
    await refusedFirst(page, placement)
    expect(sent[0]).toMatchObject({ acceptOdds: 'exact', stake: '10.00', legs: [{ odds: price }] })

    // The slip shows the server's odds, marks the change and will not place until the player accepts it.
    await expect(item).toHaveAttribute('data-change', 'up')
    await expect(item.locator('.sb-slip-item__price')).toHaveText(higher)
    await expect(item).toContainText(bets.oddsWentUp(price, higher))
    await expect(place).toBeDisabled()
    await slip.getByRole('button', { name: bets.acceptNewOdds, exact: true }).click()
    await expect(place).toBeEnabled()

    // Accepted, the bet asks for exactly those odds; the server's price is still the old one: refused again.
    const [second] = await placeBets(page, bets)
    expect(sent[1]).toMatchObject({ acceptOdds: 'exact', legs: [{ odds: higher }] })
    expect(second).toMatchObject({ code: 2002, data: { legs: [{ odds: price }] } })
    await expect(slip.getByRole('status')).toHaveText(bets.noBetPlaced)
    await slip.getByRole('button', { name: bets.backToSlip, exact: true }).click()
    await expect(item).toContainText(bets.oddsWentDown(higher, price))
    await expect(place).toBeDisabled()
    await slip.getByRole('button', { name: bets.acceptNewOdds, exact: true }).click()

    const [third] = await placeBets(page, bets)
    expect(sent[2]).toMatchObject({ acceptOdds: 'exact', legs: [{ odds: price }] })
    expect(third).toMatchObject({ code: 0, data: { status: 'open', odds: price, stake: '10.00' } })
    await expect(slip.getByRole('status')).toHaveText(bets.betsPlaced(1))
    await expect.poll(() => balanceCents(page, texts)).toBe(placement.balance - 1000)
  },
)

test(
  'higher: a lower price blocks the bet until accepted; the server then takes it at its better odds',
  onBrands(800001),
  async ({ page, brand, texts }) => {
    const placement = await pickWithPolicy(page, brand, texts, 'higher', -20)
    const { bets, slip, price, sent } = placement
    const place = slip.getByRole('button', { name: bets.placeBets, exact: true })
    const item = slip.locator('.sb-slip-item')
    const lower = shifted(price, -20)
    await refusedFirst(page, placement)
    expect(sent[0]).toMatchObject({ acceptOdds: 'higher', legs: [{ odds: price }] })

    await expect(item).toHaveAttribute('data-change', 'down')
    await expect(item).toContainText(bets.oddsWentDown(price, lower))
    await expect(place).toBeDisabled()
    await slip.getByRole('button', { name: bets.acceptNewOdds, exact: true }).click()

    // The bet asks for the lower odds or better; the server's price is higher: placed at the server's price.
    const [second] = await placeBets(page, bets)
    expect(sent[1]).toMatchObject({ acceptOdds: 'higher', legs: [{ odds: lower }] })
    expect(second).toMatchObject({ code: 0, data: { status: 'open', odds: price, stake: '10.00' } })
    await expect(slip.getByRole('status')).toHaveText(bets.betsPlaced(1))
    await expect(slip).toContainText(` ${price}`)
    await expect.poll(() => balanceCents(page, texts)).toBe(placement.balance - 1000)
  },
)

test(
  'any: a changed price is marked but does not block; the bet is placed at the current odds',
  onBrands(800001),
  async ({ page, brand, texts }) => {
    const placement = await pickWithPolicy(page, brand, texts, 'any', -20)
    const { bets, slip, price, sent } = placement
    const item = slip.locator('.sb-slip-item')
    const lower = shifted(price, -20)
    await refusedFirst(page, placement)

    await expect(item).toHaveAttribute('data-change', 'down')
    await expect(item.locator('.sb-slip-item__price')).toHaveText(lower)
    await expect(item.locator('.sb-slip-issues')).toHaveCount(0)
    await expect(slip.getByRole('button', { name: bets.acceptNewOdds, exact: true })).toBeVisible()
    const [second] = await placeBets(page, bets)
    expect(sent[1]).toMatchObject({ acceptOdds: 'any', legs: [{ odds: lower }] })
    expect(second).toMatchObject({ code: 0, data: { status: 'open', odds: price, stake: '10.00' } })
    await expect(slip.getByRole('status')).toHaveText(bets.betsPlaced(1))
    await expect.poll(() => balanceCents(page, texts)).toBe(placement.balance - 1000)
  },
)
