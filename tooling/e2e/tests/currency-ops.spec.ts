import type { Page } from '@playwright/test'
import type { BrandUnderTest } from '../brands'
import { onBrands } from '../support/one-brand'
import { brandWidth, horizontalOverflow, saveScreenshot, widthFor } from '../support/viewports'
import {
  apiLogin,
  fundThroughSandbox,
  openAs,
  operatorPage,
  type Session,
  shownAmount,
  walletCall,
  walletSeed,
} from '../support/wallet-page'
import { walletTextsOf } from '../support/wallet-texts'
import { expect, md5x2, registerMember, test } from './fixtures'
import { pageLanguage } from './texts'

// Issue 24: every currency and an operator console that pays out. A player switches the currency in play from the
// header balance and deposits in it; an operator reads a withdrawal's full account before approving it, and
// rejects another with a reason the player then reads in the history. The same code on every brand: each story
// runs on one brand (support/one-brand.ts), the switch on Apex, whose wallet has three coins.

// What these stories find by name beyond the wallet suite's texts (packages/ui/src/locales/<lang>/messages.po).
const texts = {
  en: {
    currencyMenu: 'Currency to play in',
    currency: 'Currency',
    showPayout: 'Show payout details',
    reject: 'Reject',
    confirmRejection: 'Confirm rejection',
    history: 'History',
    withdrawals: 'Withdrawals',
    console: 'Operator console',
    pastReviews: 'Past reviews',
  },
  pt: {
    currencyMenu: 'Moeda para jogar',
    currency: 'Moeda',
    showPayout: 'Mostrar dados do pagamento',
    reject: 'Rejeitar',
    confirmRejection: 'Confirmar rejeição',
    history: 'Histórico',
    withdrawals: 'Levantamentos',
    console: 'Consola do operador',
    pastReviews: 'Análises anteriores',
  },
}

const textsFor = (brand: BrandUnderTest) => ({ ...walletTextsOf(brand), ...texts[pageLanguage(brand)] })

/** The header's balance: a menu button naming the currency in play. */
const currencySwitch = (page: Page) =>
  page.getByRole('banner').locator('button[aria-haspopup="menu"][data-currency]')

async function newSession(brand: BrandUnderTest): Promise<Session> {
  const member = await registerMember(brand)
  return apiLogin(brand, member.account, member.password)
}

const withdrawPassword = 'draw1234'

/** Two withdrawals in review over the API (60 and 70 in the member's currency) to one new account. */
async function twoWithdrawals(brand: BrandUnderTest, member: Session, accountNo: string) {
  const auth = { uid: member.uid, token: member.token }
  await walletCall(brand, '/app/api/member/withdraw/pwd/edit', {
    ...auth,
    pwd: md5x2(withdrawPassword),
    oldPwd: '',
  })
  const accounts = await walletCall<{ id: number }[]>(brand, '/app/api/withdraw/account/operate', {
    ...auth,
    op: 'add',
    bankCode: `DEV${member.currencyCode}`,
    accountName: 'Ana Lima',
    accountNo,
    currencyCode: member.currencyCode,
  })
  for (const amount of ['60', '70']) {
    await walletCall(brand, '/app/api/withdraw/create', {
      ...auth,
      accountId: String(accounts.at(-1)!.id),
      amount,
      currencyCode: member.currencyCode,
      pwd: md5x2(withdrawPassword),
      requestId: crypto.randomUUID(),
    })
  }
}

test.describe('every currency and the operator console', () => {
  test.use(brandWidth)
  // Each story funds a member through the sandbox and opens two sites (the operator beside the player): on a loaded
  // CI machine beside the other stories they ran past the suite's 60 s.
  test.setTimeout(120_000)

  test(
    'a player switches the currency in play from the header and deposits in it through the sandbox',
    onBrands(800000),
    async ({ page, brand }) => {
      const t = textsFor(brand)
      const viewport = widthFor(brand.productNo)
      const member = await newSession(brand)
      await openAs(page, member)
      const trigger = currencySwitch(page)
      await expect(trigger).toHaveAttribute('data-currency', member.currencyCode)
      await trigger.click()
      const menu = page.getByRole('menu', { name: t.currencyMenu })
      await expect(menu.getByRole('menuitemradio')).toHaveCount(brand.productNo === 800000 ? 3 : 2)
      await menu.locator('[data-currency="USDT"]').click()
      await expect(trigger).toHaveAttribute('data-currency', 'USDT')
      await saveScreenshot(page, 'currency-switched', brand.productNo, viewport)

      // The cashier works in the currency in play: USDT's pay types, its scale of 4.
      await page.getByRole('banner').getByRole('link', { name: t.depositLink, exact: true }).click()
      await expect(page).toHaveURL(/#\/wallet$/)
      await expect(page.getByRole('combobox', { name: t.currency, exact: true })).toHaveValue('USDT')
      await page.getByRole('textbox', { name: t.amount, exact: true }).fill('25.5')
      await page.getByRole('button', { name: t.continueToPayment }).click()
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      await expect(page).toHaveURL(/#\/wallet$/)
      await expect(page.getByRole('status').getByText(t.paid, { exact: true })).toBeVisible()
      const usdt = page.getByRole('region', { name: t.balanceIn('USDT'), exact: true })
      await expect(usdt.locator('[data-field="display"]')).toHaveText(shownAmount('25.5000'))
      // The session kept USDT through the provider's round trip: the header shows its balance.
      await expect(trigger).toHaveAttribute('data-currency', 'USDT')
      await expect(trigger).toHaveText(shownAmount('25.5000'))
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'currency-usdt-deposit', brand.productNo, viewport)
    },
  )

  test(
    'an operator approves a withdrawal reading its full account and rejects another with a reason the player reads',
    onBrands(800001),
    async ({ page, brand, browser }) => {
      const t = textsFor(brand)
      const viewport = widthFor(brand.productNo)
      const member = await newSession(brand)
      await fundThroughSandbox(brand, member, '200')
      const accountNo = `PT${Date.now()}`.slice(0, 16)
      await twoWithdrawals(brand, member, accountNo)
      const reason = 'The account holder does not match'

      const { operator } = walletSeed(brand)
      const ops = await operatorPage(browser, brand, viewport)
      try {
        await openAs(ops.page, await apiLogin(brand, operator.account, operator.password))
        // An operator's header has no Deposit button: its menu leads to the console.
        await expect(
          ops.page.getByRole('banner').getByRole('link', { name: t.depositLink, exact: true }),
        ).toHaveCount(0)
        await ops.page.getByRole('banner').getByRole('button', { name: operator.account }).click()
        await ops.page.getByRole('menuitem', { name: t.console }).click()
        await expect(ops.page).toHaveURL(/#\/ops$/)

        const cards = ops.page.getByRole('article', { name: new RegExp(member.account) })
        await expect(cards).toHaveCount(2)
        const first = cards.filter({ hasText: /60[.,]00/ })
        await first.getByRole('button', { name: t.showPayout }).click()
        await expect(first.locator('[data-field="accountNo"] code')).toHaveText(accountNo)
        await expect(first.locator('[data-field="holder"]')).toContainText('Ana Lima')
        expect(await horizontalOverflow(ops.page)).toBe(0)
        await saveScreenshot(ops.page, 'ops-payout-details', brand.productNo, viewport)
        await first.getByRole('button', { name: t.approve }).click()
        await expect(cards).toHaveCount(1)

        const second = cards.filter({ hasText: /70[.,]00/ })
        await second.getByRole('button', { name: t.reject, exact: true }).click()
        await expect(second.getByRole('textbox', { name: t.reason })).toHaveAttribute('aria-invalid', 'true')
        await second.getByRole('textbox', { name: t.reason }).fill(reason)
        await second.getByRole('button', { name: t.reject, exact: true }).click()
        await expect(second.getByRole('alert')).toContainText(reason)
        await second.getByRole('button', { name: t.confirmRejection }).click()
        await expect(cards).toHaveCount(0)
        // The history of past reviews lists both, the rejection with its reason.
        await expect(
          ops.page.getByRole('region', { name: t.pastReviews }).getByText(reason).first(),
        ).toBeVisible()
      } finally {
        await ops.context.close()
      }

      // The player reads the reason in the withdrawal's history.
      await openAs(page, member)
      await page.getByRole('banner').getByRole('link', { name: t.depositLink, exact: true }).click()
      await page
        .getByRole('tablist', { name: t.walletSections })
        .getByRole('tab', { name: t.history })
        .click()
      await page.getByRole('tab', { name: t.withdrawals, exact: true }).click()
      await expect(page.locator('[data-field="reason"]').filter({ hasText: reason })).toBeVisible()
      await saveScreenshot(page, 'player-reads-rejection', brand.productNo, viewport)
    },
  )
})
