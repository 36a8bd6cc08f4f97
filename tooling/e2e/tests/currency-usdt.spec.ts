import type { Locator, Page } from '@playwright/test'
import type { BrandUnderTest } from '../brands'
import { matchRow, type WireOrderAnswer } from '../support/bets-page'
import { betsTextsOf } from '../support/bets-texts'
import { steadyUpcomingMatch } from '../support/match-pickers'
import { brandWidth, horizontalOverflow, saveScreenshot, widthFor } from '../support/viewports'
import {
  apiLogin,
  fundThroughSandbox,
  openAs,
  type Session,
  shownAmount,
  walletCall,
} from '../support/wallet-page'
import { walletTextsOf } from '../support/wallet-texts'
import { expect, md5x2, registerMember, test } from './fixtures'
import { pageLanguage } from './texts'

// Issue 24's acceptance: a player holding their brand's own currency and USDT switches the currency in play to USDT
// from the header, deposits, bets and withdraws in it; every USDT balance moves as it should and the other balance
// does not move at all.

// The header's currency menu as the ui catalogs name it (packages/ui/src/locales/<lang>/messages.po).
const menuName = { en: 'Currency to play in', pt: 'Moeda para jogar' }

/** The header's balance: a menu button naming the currency in play. */
const currencySwitch = (page: Page) =>
  page.getByRole('banner').locator('button[aria-haspopup="menu"][data-currency]')

const withdrawPassword = 'draw1234'

/** The slip the player bets from: a column beside the matches on a laptop, a drawer behind its button on a phone. */
async function openSlip(page: Page, betSlip: string): Promise<Locator> {
  const column = page.getByRole('region', { name: new RegExp(`^${betSlip}`) })
  if (await column.isVisible()) return column
  await page.locator('.sb-slip-fab').click()
  const drawer = page.getByRole('dialog', { name: betSlip })
  await expect(drawer).toBeVisible()
  return drawer
}

async function newSession(brand: BrandUnderTest): Promise<Session> {
  const member = await registerMember(brand)
  return apiLogin(brand, member.account, member.password)
}

test.describe('a player holding two currencies', () => {
  test.use(brandWidth)
  // Two sandbox payments, a bet on a steady match and a withdrawal in one story on a loaded CI machine.
  test.setTimeout(150_000)

  test('switches to USDT, deposits, bets and withdraws in USDT while the other balance stays as it was', async ({
    page,
    brand,
  }) => {
    const w = walletTextsOf(brand)
    const bets = betsTextsOf(brand)
    const viewport = widthFor(brand.productNo)
    const member = await newSession(brand)
    const home = member.currencyCode
    expect(home).not.toBe('USDT')
    // The player already holds 100 in the brand's own currency, and has a withdraw password.
    await fundThroughSandbox(brand, member, '100')
    await walletCall(brand, '/app/api/member/withdraw/pwd/edit', {
      uid: member.uid,
      token: member.token,
      pwd: md5x2(withdrawPassword),
      oldPwd: '',
    })
    await openAs(page, member)
    const trigger = currencySwitch(page)
    await expect(trigger).toHaveAttribute('data-currency', home)
    await expect(trigger).toHaveText(shownAmount('100.00'))

    // The currency in play becomes USDT.
    await trigger.click()
    await page
      .getByRole('menu', { name: menuName[pageLanguage(brand)] })
      .locator('[data-currency="USDT"]')
      .click()
    await expect(trigger).toHaveAttribute('data-currency', 'USDT')
    await expect(trigger).toHaveText(shownAmount('0.0000'))

    // A deposit of 50 USDT through the sandbox provider's page.
    await page.getByRole('banner').getByRole('link', { name: w.depositLink, exact: true }).click()
    await expect(page).toHaveURL(/#\/wallet$/)
    await page.getByRole('textbox', { name: w.amount, exact: true }).fill('50')
    await page.getByRole('button', { name: w.continueToPayment }).click()
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page).toHaveURL(/#\/wallet$/)
    await expect(page.getByRole('status').getByText(w.paid, { exact: true })).toBeVisible()
    const usdt = page.getByRole('region', { name: w.balanceIn('USDT'), exact: true })
    const own = page.getByRole('region', { name: w.balanceIn(home), exact: true })
    await expect(usdt.locator('[data-field="display"]')).toHaveText(shownAmount('50.0000'))
    await expect(own.locator('[data-field="display"]')).toHaveText(shownAmount('100.00'))
    await expect(trigger).toHaveText(shownAmount('50.0000'))

    // A single of 5 USDT on an upcoming match whose prices hold still.
    await page.goto('/#/index')
    const fixture = await steadyUpcomingMatch(page, bets)
    await matchRow(page, fixture).locator('[data-type="1x2"] .sb-odds-button').nth(1).click()
    const slip = await openSlip(page, bets.betSlip)
    const stake = slip.getByLabel(new RegExp(`^${bets.stakeOn('')}`))
    await expect(slip.locator('.sb-stake__currency')).toHaveText('USDT')
    await slip.getByLabel(bets.whenOddsChange).selectOption('any')
    await stake.fill('5')
    const sent = page.waitForResponse((response) => response.url().endsWith('/trade/api/order/create'))
    await slip.getByRole('button', { name: bets.placeBets, exact: true }).click()
    const placed = (await (await sent).json()) as WireOrderAnswer
    expect(placed.code, JSON.stringify(placed)).toBe(0)
    expect(placed.data.currencyCode).toBe('USDT')
    expect(Number(placed.data.stake)).toBe(5)
    await expect(slip.locator('.sb-slip-result__summary')).toHaveText(bets.betsPlaced(1))
    await expect(trigger).toHaveText(shownAmount('45.0000'))
    await saveScreenshot(page, 'currency-usdt-bet', brand.productNo, viewport)
    await slip.getByRole('button', { name: bets.done, exact: true }).click()

    // A withdrawal of 25 USDT to a USDT account added in the cashier.
    await page.goto('/#/wallet')
    await page
      .getByRole('tablist', { name: w.walletSections })
      .getByRole('tab', { name: w.withdraw, exact: true })
      .click()
    await page.getByRole('textbox', { name: w.nameOnAccount }).fill('Ana Lima')
    await page.getByRole('textbox', { name: w.accountNumber }).fill('TXr9U5DT0042')
    await page.getByRole('button', { name: w.addAccount }).click()
    await expect(page.getByRole('listitem').filter({ hasText: '•••• 0042' })).toContainText('USDT')
    await page.getByRole('textbox', { name: w.amount, exact: true }).fill('25')
    await page.getByLabel(w.withdrawPassword, { exact: true }).first().fill(withdrawPassword)
    await page.getByRole('button', { name: w.withdraw, exact: true }).last().click()
    const inReview = page.getByRole('region', { name: w.withdrawalsInReview })
    await expect(inReview.getByText(/25\.0+ USDT/)).toBeVisible()
    await expect(usdt.locator('[data-field="display"]')).toHaveText(shownAmount('20.0000'))
    await expect(usdt.locator('[data-field="frozen"]')).toHaveText(shownAmount('25.0000'))
    await expect(trigger).toHaveText(shownAmount('20.0000'))

    // The balance in the brand's own currency never moved.
    await expect(own.locator('[data-field="display"]')).toHaveText(shownAmount('100.00'))
    await expect(own.locator('[data-field="frozen"]')).toHaveText(shownAmount('0.00'))
    expect(await horizontalOverflow(page)).toBe(0)
    await saveScreenshot(page, 'currency-usdt-withdrawal', brand.productNo, viewport)
  })
})
