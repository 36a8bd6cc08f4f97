import { finishMatch } from '../support/feed-control'
import {
  balanceOf,
  bankerInfo,
  bankStats,
  fundedMember,
  gamblerOrders,
  upcomingMatch,
} from '../support/market-page'
import { marketTextsOf } from '../support/market-texts'
import { onBrands } from '../support/one-brand'
import { horizontalOverflow, saveScreenshot, widthFor } from '../support/viewports'
import { openAs, operatorPage, shownAmount } from '../support/wallet-page'
import { expect, test } from './fixtures'

// The three players act before kick-off, then the feed's test control plays the match to its end at once
// (support/feed-control.ts) and its result settles the bank.
const storyTimeoutMs = 120_000

/** Whole cents of a decimal string, so the expected balances are exact. */
const cents = (amount: string) => Math.round(Number(amount) * 100)
const money = (value: number) => (value / 100).toFixed(2)

// Three players and a settlement, the same code on every brand: one brand (support/one-brand.ts) at its width
// (widthFor); the market pages' layout is the layout audit's, on every brand at both widths.
test(
  'A opens a bank, B joins it with its password and invests, C bets against it, and the result moves every balance as computed',
  onBrands(800000),
  async ({ page, browser, brand }) => {
    test.setTimeout(storyTimeoutMs)
    const viewport = widthFor(brand.productNo)
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    const texts = marketTextsOf(brand)
    const [banker, partner, gambler] = await Promise.all([
      fundedMember(brand, '500'),
      fundedMember(brand, '500'),
      fundedMember(brand, '500'),
    ])
    // Far enough for the three of them to act before kick-off (a feed hour is a minute at FEED_SPEED 60).
    const match = await upcomingMatch(brand, banker, 180, 24 * 60)

    // A: the match page's entry opens the bank, with a live worst case as capital and limits are typed.
    await openAs(page, banker)
    await page.goto(`/#/match/${match.id}`)
    await page.getByRole('button', { name: texts.openBankOnMatch }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(texts.market).selectOption({ label: texts.matchResult })
    await dialog.getByRole('textbox', { name: texts.capital, exact: true }).fill('100')
    await dialog.getByRole('textbox', { name: texts.largestBet }).fill('50')
    // One largest bet on each of three selections nets the bank s × (3 − odds) when that selection wins: a loss only
    // when some price is above 3.00, which the feed's odds decide. The preview shows the figure either way.
    await expect(dialog.getByRole('region', { name: texts.worstCasePreview })).toContainText(/-?\d+[.,]\d{2}/)
    await dialog.getByLabel(texts.bankPassword).fill('letmein1')
    await dialog.getByRole('textbox', { name: texts.description }).fill('e2e bank')
    await saveScreenshot(page, 'market-open-bank', brand.productNo, viewport)
    await dialog.getByRole('button', { name: texts.openTheBank }).click()
    await expect(page).toHaveURL(/#\/market\/\d+$/)
    const bankId = Number(/#\/market\/(\d+)$/.exec(page.url())?.[1])
    await expect(page.getByRole('table').filter({ hasText: texts.participants })).toBeVisible()
    expect(await balanceOf(brand, banker)).toBe('400.00')

    // B: joins the private bank with its password, then invests 100.
    const second = await operatorPage(browser, brand, viewport)
    await openAs(second.page, partner)
    await second.page.goto(`/#/market/${bankId}`)
    await second.page.getByRole('button', { name: texts.joinAsPartner }).click()
    await second.page.getByRole('dialog').getByLabel(texts.passwordToJoin).fill('letmein1')
    await second.page.getByRole('dialog').getByRole('button', { name: texts.join }).click()
    await second.page.getByRole('button', { name: texts.invest, exact: true }).click()
    await second.page.getByRole('dialog').getByRole('textbox', { name: texts.capitalToAdd }).fill('100')
    await second.page.getByRole('dialog').getByRole('button', { name: texts.invest, exact: true }).click()
    await expect(second.page.getByRole('dialog')).toBeHidden()
    await expect(
      second.page.getByRole('table').filter({ hasText: texts.participants }).getByRole('row'),
    ).toHaveCount(3)
    await saveScreenshot(second.page, 'market-partner', brand.productNo, viewport)
    expect(await balanceOf(brand, partner)).toBe('400.00')
    await second.context.close()

    // C: bets 20 on the bank's first selection (home) at the bank's odds, with its own slip.
    const third = await operatorPage(browser, brand, viewport)
    await openAs(third.page, gambler)
    await third.page.goto(`/#/market/${bankId}`)
    await third.page.getByRole('textbox', { name: texts.stake }).fill('20')
    await third.page.getByRole('button', { name: texts.placeBet }).click()
    await expect(third.page.getByRole('status').filter({ hasText: texts.betTaken })).toBeVisible()
    expect(await horizontalOverflow(third.page)).toBe(0)
    await saveScreenshot(third.page, 'market-bet', brand.productNo, viewport)
    await third.context.close()
    expect(await balanceOf(brand, gambler)).toBe('480.00')
    const [order] = (await gamblerOrders(brand, gambler, bankId)).list
    if (!order) throw new Error('the bet is not in the gambler order list')

    // The bank's exposure: both participants carry half of the order (equal free capital when it came).
    // In cents: stake (cents) x (odds - 1) with the odds in hundredths, exact.
    const risk = (cents(order.stake) * (cents(order.odds) - 100)) / 100
    const open = await bankerInfo(brand, banker, bankId)
    expect(open.outcomes.find((outcome) => outcome.label === 'home')?.pnl).toBe(money(-risk))

    // The match ends on the feed; its result settles the bank.
    expect((await finishMatch(match.id)).status).toBe('finished')
    await expect
      .poll(async () => (await bankStats(brand, banker))[0]?.status, { timeout: 30_000 })
      .toBe('settled')
    const [settledOrder] = (await gamblerOrders(brand, gambler, bankId)).list
    const won = settledOrder?.status === 'won'
    expect(['won', 'lost']).toContain(settledOrder?.status)
    // Each participant's half: the gambler's win is their loss; his loss their win, less 5% commission.
    const commission = won ? 0 : (cents(order.stake) / 2) * 0.05
    const half = won ? -risk / 2 : cents(order.stake) / 2 - commission
    const payout = won ? (cents(order.stake) * cents(order.odds)) / 100 : 0
    expect(await balanceOf(brand, gambler)).toBe(money(48_000 + payout))
    expect(await balanceOf(brand, banker)).toBe(money(50_000 + Math.floor(half)))
    expect(await balanceOf(brand, partner)).toBe(money(50_000 + Math.floor(half)))
    const [stat] = await bankStats(brand, banker)
    expect(stat?.pnl).toBe(money(Math.floor(half)))
    expect(stat?.commission).toBe(money(commission))

    // A's "my banks" shows the settled bank with its P&L and commission.
    await page.goto('/#/market')
    await page.getByRole('tab', { name: texts.myBanks }).click()
    const row = page.locator(`tr[data-bank="${bankId}"]`)
    await expect(row).toContainText(texts.settled)
    await expect(row.locator('[data-field="pnl"]')).toHaveText(shownAmount(money(Math.floor(half))))
    expect(await horizontalOverflow(page)).toBe(0)
    await saveScreenshot(page, 'market-my-banks', brand.productNo, viewport)
  },
)
