import type { Locator, Page } from '@playwright/test'
import { onBrands } from '../support/one-brand'
import { brandWidth, horizontalOverflow, saveScreenshot, widthFor } from '../support/viewports'
import {
  apiLogin,
  fundThroughSandbox,
  inOpsConsole,
  openAs,
  proofPng,
  type Session,
  shownAmount,
  walletSeed,
  watchUploadProgress,
} from '../support/wallet-page'
import { type WalletTexts, walletTextsOf } from '../support/wallet-texts'
import { expect, type Member, registerMember, test } from './fixtures'

// Issue 12: the cashier at #/wallet and the operator console at #/ops, against the real server and its sandbox
// payment provider: the same code on every brand, so each story runs on one brand (support/one-brand.ts), at a
// phone's or a laptop's width.

/** The member's balance card in their currency: available, frozen, credit line, loan. */
function balanceCard(page: Page, w: WalletTexts, currencyCode: string): Locator {
  return page.getByRole('region', { name: w.balanceIn(currencyCode), exact: true })
}

async function available(card: Locator, amount: string) {
  await expect(card.locator('[data-field="display"]')).toHaveText(shownAmount(amount))
}

async function openWallet(
  page: Page,
  w: WalletTexts,
  session: Session | (Member & { currencyCode?: string }),
) {
  await openAs(page, session)
  // The header's Deposit button leads to the cashier.
  await page.getByRole('banner').getByRole('link', { name: w.depositLink, exact: true }).click()
  await expect(page).toHaveURL(/#\/wallet$/)
  await expect(page.getByRole('tablist', { name: w.walletSections })).toBeVisible()
}

async function section(page: Page, w: WalletTexts, name: string) {
  await page.getByRole('tablist', { name: w.walletSections }).getByRole('tab', { name, exact: true }).click()
}

/** A member registered over the API, with their currency read back from the login answer. */
async function newMember(brand: Parameters<typeof registerMember>[0]): Promise<Session> {
  const member = await registerMember(brand)
  return apiLogin(brand, member.account, member.password)
}

/** A new member (funded through the sandbox with `funds`) on #/wallet; the brand's texts and the story's width. */
async function memberOnWallet(page: Page, brand: Parameters<typeof registerMember>[0], funds?: string) {
  const w = walletTextsOf(brand)
  const member = await newMember(brand)
  if (funds) await fundThroughSandbox(brand, member, funds)
  await openWallet(page, w, member)
  return { w, member, viewport: widthFor(brand.productNo) }
}

// At the brand's width (support/viewports.ts, widthFor): each story waits on the sandbox provider, so running it at
// both widths doubled the slowest part of the suite; the cashier's layout is the layout audit's, at both.
test.describe('one width per brand', () => {
  test.use(brandWidth)

  test(
    'deposits through the sandbox page and the balance rises; a declined deposit fails and changes nothing',
    onBrands(800001),
    async ({ page, brand }) => {
      const { w, member, viewport } = await memberOnWallet(page, brand)
      const card = balanceCard(page, w, member.currencyCode)
      await available(card, '0.00')

      await page.getByRole('textbox', { name: w.amount, exact: true }).fill('100')
      await page.getByRole('button', { name: w.continueToPayment }).click()
      // The provider's page, then back on the site once the signed notification went through.
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      await expect(page).toHaveURL(/#\/wallet$/)
      await expect(page.getByRole('status').getByText(w.paid, { exact: true })).toBeVisible()
      await available(card, '100.00')
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'wallet-deposit-paid', brand.productNo, viewport)

      await page.getByRole('button', { name: w.newDeposit }).click()
      await page.getByRole('textbox', { name: w.amount, exact: true }).fill('40')
      await page.getByRole('button', { name: w.continueToPayment }).click()
      await page.getByRole('button', { name: 'Decline', exact: true }).click()
      await expect(page.getByRole('status').getByText(w.failed, { exact: true })).toBeVisible()
      await available(card, '100.00')
      await saveScreenshot(page, 'wallet-deposit-declined', brand.productNo, viewport)
    },
  )

  test(
    'a bank transfer with an uploaded proof is approved in #/ops and the balance rises',
    onBrands(800000),
    async ({ page, brand, browser }) => {
      const { w, member, viewport } = await memberOnWallet(page, brand)
      await section(page, w, w.bankTransfer)
      await page.getByRole('textbox', { name: w.amount, exact: true }).fill('100')
      await page.getByRole('button', { name: w.getTransferDetails }).click()
      const reference = await page.locator('[data-field="reference"]').textContent()
      expect(reference).toBeTruthy()
      await expect(page.getByRole('button', { name: w.copyReference })).toBeVisible()

      await page
        .getByLabel(w.proofInput)
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: proofPng })
      await expect(page.getByRole('img', { name: w.proofPreview })).toBeVisible()
      const progressSeen = await watchUploadProgress(page)
      await page.getByRole('button', { name: w.sendProof }).click()
      await expect(page.getByRole('status').getByText(w.inReview, { exact: true })).toBeVisible()
      expect(await progressSeen()).not.toBeNull()
      await saveScreenshot(page, 'wallet-transfer-in-review', brand.productNo, viewport)

      await inOpsConsole(browser, brand, viewport, async (ops) => {
        await ops
          .getByRole('tablist', { name: w.reviewQueues })
          .getByRole('tab', { name: w.bankTransfers })
          .click()
        const item = ops.getByRole('article', { name: new RegExp(member.account) })
        const proof = item.getByRole('img', { name: w.proofOf(1, member.account) })
        await expect(proof).toBeVisible()
        expect(await proof.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(24)
        await expect(item.getByRole('textbox', { name: w.amountReceived })).toHaveValue(/^100(\.0+)?$/)
        expect(await horizontalOverflow(ops)).toBe(0)
        await saveScreenshot(ops, 'wallet-ops-transfer', brand.productNo, viewport)
        await item.getByRole('button', { name: w.approve }).click()
        await expect(item).toHaveCount(0)
      })

      await expect(page.getByRole('status').getByText(w.approved, { exact: true })).toBeVisible({
        timeout: 15_000,
      })
      await available(balanceCard(page, w, member.currencyCode), '100.00')
      await saveScreenshot(page, 'wallet-transfer-approved', brand.productNo, viewport)
    },
  )

  test(
    'a withdrawal freezes the amount until the operator approves it, then frozen clears',
    onBrands(800002),
    async ({ page, brand, browser }) => {
      const { w, member, viewport } = await memberOnWallet(page, brand, '100')
      await section(page, w, w.withdraw)

      const passwordPart = page.getByRole('region', { name: w.withdrawPassword })
      await passwordPart.getByLabel(w.withdrawPassword, { exact: true }).fill('draw1234')
      await passwordPart.getByLabel(w.repeatWithdrawPassword).fill('draw1234')
      await passwordPart.getByRole('button', { name: w.setWithdrawPassword }).click()
      await expect(passwordPart.getByText(w.withdrawPasswordSaved)).toBeVisible()

      await page.getByRole('textbox', { name: w.nameOnAccount }).fill('Ana Lima')
      await page.getByRole('textbox', { name: w.accountNumber }).fill('12345678')
      await page.getByRole('button', { name: w.addAccount }).click()
      await expect(page.getByRole('listitem').filter({ hasText: '•••• 5678' })).toBeVisible()

      await page.getByRole('textbox', { name: w.amount, exact: true }).fill('60')
      await page.getByLabel(w.withdrawPassword, { exact: true }).first().fill('draw1234')
      await expect(page.getByText(w.none, { exact: true })).toBeVisible()
      await page.getByRole('button', { name: w.withdraw, exact: true }).last().click()
      const inReview = page.getByRole('region', { name: w.withdrawalsInReview })
      await expect(inReview.getByText(w.inReview, { exact: true })).toBeVisible()
      const card = balanceCard(page, w, member.currencyCode)
      await available(card, '40.00')
      await expect(card.locator('[data-field="frozen"]')).toHaveText(shownAmount('60.00'))
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'wallet-withdraw-in-review', brand.productNo, viewport)

      await inOpsConsole(browser, brand, viewport, async (ops) => {
        const item = ops.getByRole('article', { name: new RegExp(member.account) })
        await item.getByRole('textbox', { name: w.reason }).fill('ok')
        await saveScreenshot(ops, 'wallet-ops-withdrawal', brand.productNo, viewport)
        await item.getByRole('button', { name: w.approve }).click()
        await expect(item).toHaveCount(0)
      })

      await expect(card.locator('[data-field="frozen"]')).toHaveText(shownAmount('0.00'), { timeout: 15_000 })
      await available(card, '40.00')
      await expect(inReview).toHaveCount(0)
      await saveScreenshot(page, 'wallet-withdraw-approved', brand.productNo, viewport)
    },
  )

  test('borrows on the credit line and repays it', onBrands(800001), async ({ page, brand }) => {
    const viewport = widthFor(brand.productNo)
    const w = walletTextsOf(brand)
    const borrower = walletSeed(brand).borrowers[viewport.name]
    const session = await apiLogin(brand, borrower.account, borrower.password)
    await openWallet(page, w, session)
    await section(page, w, w.loans)
    const card = balanceCard(page, w, session.currencyCode)
    await expect(card.locator('[data-field="credit"]')).toHaveText(shownAmount('1000.00'))
    await expect(card.locator('[data-field="loan"]')).toHaveText(shownAmount('0.00'))
    const panel = page.getByRole('tabpanel', { name: w.loans })

    await panel.getByRole('textbox', { name: w.amount, exact: true }).fill('200')
    await panel.getByRole('button', { name: w.borrow, exact: true }).click()
    await expect(card.locator('[data-field="loan"]')).toHaveText(shownAmount('200.00'))
    await available(card, '200.00')
    await expect(panel.getByText(w.borrowed, { exact: true }).first()).toBeVisible()
    await saveScreenshot(page, 'wallet-loan-borrowed', brand.productNo, viewport)

    await panel.getByRole('textbox', { name: w.amount, exact: true }).fill('200')
    await panel.getByRole('button', { name: w.repay, exact: true }).click()
    await expect(card.locator('[data-field="loan"]')).toHaveText(shownAmount('0.00'))
    await available(card, '0.00')
    await expect(panel.getByText(w.repaid, { exact: true }).first()).toBeVisible()
    expect(await horizontalOverflow(page)).toBe(0)
    await saveScreenshot(page, 'wallet-loan-repaid', brand.productNo, viewport)
  })
})

test(
  'the operator console is a not-found page for a member who is no operator',
  onBrands(800002),
  async ({ page, brand }) => {
    const w = walletTextsOf(brand)
    const member = await newMember(brand)
    await openAs(page, member)
    await page.goto('/#/ops')
    await expect(page.getByRole('heading', { name: w.notFound })).toBeVisible()
    await expect(page.getByRole('heading', { name: w.opsTitle })).toHaveCount(0)
  },
)
