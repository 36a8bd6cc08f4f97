import type { Page } from '@playwright/test'
import type { BrandUnderTest } from '../brands'
import { matchRow, placeBets, slipOf, type WireOrder, wireCents } from '../support/bets-page'
import { betsTextsOf } from '../support/bets-texts'
import { settled } from '../support/layout-audit'
import { steadyUpcomingMatch } from '../support/match-pickers'
import { onBrands } from '../support/one-brand'
import { saveScreenshot, viewports } from '../support/viewports'
import {
  apiLogin,
  fundThroughSandbox,
  inOpsConsole,
  openAs,
  type Session,
  shownAmount,
  walletCall,
  walletSeed,
} from '../support/wallet-page'
import { expect, registerMember, test } from './fixtures'

// The house's risk and the daily report (PROTOCOL.md section 14) in the operator console: the operator of a brand
// sees a player's open order on #/ops/risk with its liability, sets a liability cap just above it, and the
// player's next bet on that selection, past the cap, is refused in the slip with the server's message; the report
// of #/ops/report counts the day's turnover (on one brand: the same code on every brand, support/one-brand.ts).
// Every locator is a role, a form field's name or a data attribute: 800001's console speaks Portuguese.

const desktop = viewports.find((viewport) => viewport.name === 'desktop')!
test.use({ viewport: { width: desktop.width, height: desktop.height } })

/** Removes the brand's liability cap in the currency (the story's cap must not outlive it). */
async function removeCap(brand: BrandUnderTest, currencyCode: string): Promise<void> {
  const { operator } = walletSeed(brand)
  const session = await apiLogin(brand, operator.account, operator.password)
  await walletCall(brand, '/app/api/internal/risk/settings', {
    uid: session.uid,
    token: session.token,
    currencyCode,
    maxLiabilityPerSelection: '',
  })
}

/** Bets `stake` on the first 1X2 price of the match in the slip and answers the order create. */
async function betOn(page: Page, fixture: string, stake: string, bets: ReturnType<typeof betsTextsOf>) {
  const odds = matchRow(page, fixture).locator('[data-type="1x2"] .sb-odds-button').first()
  // The last bet's pick stays in the slip with its result: a press takes it out, the next puts it in afresh.
  if ((await odds.getAttribute('aria-pressed')) === 'true') {
    await odds.click()
    await expect(odds).toHaveAttribute('aria-pressed', 'false')
  }
  await odds.click()
  const slip = slipOf(page, bets)
  await slip.getByLabel(new RegExp(`^${bets.stakeOn('')}`)).fill(stake)
  const [answer] = await placeBets(page, bets)
  return answer!
}

/** Two decimals of hundredths: 12345 -> "123.45". */
const money = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`

test(
  'the operator sees a bet and its liability on the risk page, caps it, the next bet past the cap is refused; the report counts the day',
  onBrands(800002),
  async ({ page, browser, brand }) => {
    test.setTimeout(120_000)
    const bets = betsTextsOf(brand)
    const member = await registerMember(brand)
    const player: Session = await apiLogin(brand, member.account, member.password)
    await fundThroughSandbox(brand, player, '500')
    await openAs(page, player)
    const fixture = await steadyUpcomingMatch(page, bets)
    const placed = await betOn(page, fixture, '100', bets)
    expect(placed).toMatchObject({ code: 0, data: { status: 'open', stake: '100.00' } })
    const order: WireOrder = placed.data
    const [leg] = order.legs
    // The only real-money bet on its market: the house loses its return less its stake if the selection wins.
    const liability = wireCents(order.potentialReturn) - wireCents(order.stake)

    try {
      await inOpsConsole(browser, brand, desktop, async (ops) => {
        await ops.locator('a[href$="#/ops/risk"]').click()
        await expect(ops).toHaveURL(/#\/ops\/risk$/)
        const row = ops.locator(`tr[data-selection="${leg!.selectionId}"]`)
        await expect(row).toHaveAttribute('data-state', 'open')
        await expect(row.locator('[data-figure="liability"]')).toHaveText(shownAmount(money(liability)))
        // The selection's orders: the player's, with its potential return.
        await row.getByRole('button').click()
        const orderRow = ops.locator(`tr[data-order="${order.id}"]`)
        await expect(orderRow).toContainText(member.account)
        await expect(orderRow.locator('[data-figure="return"]')).toHaveText(
          shownAmount(order.potentialReturn),
        )

        // A cap one unit above the liability: the selection stays open, the next bet of 100 would pass it.
        const caps = ops.locator('.sb-risk-caps')
        await caps.locator('select').selectOption(player.currencyCode)
        await caps.locator('input[name="maxLiabilityPerSelection"]').fill(money(liability + 100))
        const saved = ops.waitForResponse((response) =>
          response.url().endsWith('/app/api/internal/risk/settings'),
        )
        await caps.locator('button[type="submit"]').click()
        expect(await (await saved).json()).toMatchObject({ code: 0 })
        await expect(
          caps.locator(`tr[data-currency="${player.currencyCode}"] [data-figure="liability-cap"]`),
        ).toHaveText(shownAmount(money(liability + 100)))

        const refused = await betOn(page, fixture, '100', bets)
        expect(refused.code).toBe(2004)
        await expect(slipOf(page, bets)).toContainText(refused.msg)

        // The daily report of today, in the player's currency, counts the stake of the bet.
        await ops.locator('a[href$="#/ops/report"]').click()
        const report = ops.locator('.sb-report')
        await report.locator('select[name="currencyCode"]').selectOption(player.currencyCode)
        const today = new Date().toISOString().slice(0, 10)
        const turnover = report.locator(`tr[data-day="${today}"] [data-figure="turnover"]`)
        await expect(turnover).toBeVisible()
        expect(Number((await turnover.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(10_000)
        // The chart's library came with the report page, and drew.
        await expect(report.locator('.sb-report-chart')).toHaveAttribute('data-state', 'ready')
        await expect(report.locator('.sb-report-chart canvas').first()).toBeVisible()
      })
    } finally {
      await removeCap(brand, player.currencyCode)
    }
  },
)

test('the risk page and the daily report fit a phone and a laptop: nothing wider than the screen', async ({
  browser,
  brand,
}) => {
  for (const viewport of viewports) {
    await inOpsConsole(browser, brand, viewport, async (ops) => {
      for (const [section, ready] of [
        ['risk', '.sb-risk-caps'],
        ['report', '.sb-report__controls'],
      ] as const) {
        await ops.locator(`a[href$="#/ops/${section}"]`).click()
        await expect(ops.locator(ready)).toBeVisible()
        await settled(ops)
        const overflow = await ops.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `#/ops/${section} at ${viewport.name}`).toBeLessThanOrEqual(0)
        await saveScreenshot(ops, `ops-${section}`, brand.productNo, viewport)
      }
    })
  }
})
