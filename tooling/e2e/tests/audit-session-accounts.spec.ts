import type { Locator, Page } from '@playwright/test'
import { onBrands } from '../support/one-brand'
import { sessionTextsOf } from '../support/session-texts'
import { brandWidth, horizontalOverflow, saveScreenshot, widthFor } from '../support/viewports'
import { expect, openSite, registerMember, test } from './fixtures'
import type { Texts } from './texts'

// Issue 11, part C: saved accounts, the password the login window must not keep, the confirmations of a logout
// and a password change, and the favourites count. The same code on every brand: each story runs on one brand
// (support/one-brand.ts) at its width (support/viewports.ts, widthFor), the saved accounts on a phone, the
// favourites on a laptop.

function loginDialog(page: Page, texts: Texts): Locator {
  return page.getByRole('dialog', { name: texts.login })
}

async function logInWithForm(page: Page, texts: Texts, account: string, password: string) {
  const dialog = loginDialog(page, texts)
  await dialog.getByLabel(texts.account, { exact: true }).fill(account)
  await dialog.getByLabel(texts.password, { exact: true }).fill(password)
  await dialog.getByRole('form', { name: texts.login }).getByRole('button', { name: texts.login }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: account })).toBeVisible()
}

async function openAccountMenu(page: Page, account: string, item: string) {
  await page.getByRole('banner').getByRole('button', { name: account }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

function successToast(page: Page, text: string): Locator {
  return page.locator('.sb-toast[data-kind="success"] [role="status"]', { hasText: text })
}

test.describe('one width per brand', () => {
  test.use(brandWidth)

  test(
    'saved accounts: a live one switches at once, an ended one asks for its password and says why; no password is kept; logout and a new password confirm',
    onBrands(800002),
    async ({ page, brand, texts }) => {
      const viewport = widthFor(brand.productNo)
      test.setTimeout(90_000)
      const st = sessionTextsOf(brand)
      const [first, second] = await Promise.all([registerMember(brand), registerMember(brand)])
      const banner = page.getByRole('banner')
      const dialog = loginDialog(page, texts)
      await openSite(page, '#/index')

      // The first account logs in through the window and is remembered on this device.
      await banner.getByRole('button', { name: texts.login, exact: true }).click()
      await dialog.getByLabel(st.rememberAccount).check()
      await logInWithForm(page, texts, first.account, first.password)

      // A second account, from the member's menu: the window holds no password and does not offer the account
      // signed in now as one to switch to (issue 24, item 7).
      await openAccountMenu(page, first.account, st.switchAccount)
      await expect(dialog.getByRole('button', { name: st.logInAs(first.account) })).toHaveCount(0)
      await expect(dialog.getByLabel(texts.password, { exact: true })).toHaveValue('')
      await logInWithForm(page, texts, second.account, second.password)

      // The first account's session is live: it switches at once, without a password.
      await openAccountMenu(page, second.account, st.switchAccount)
      await dialog.getByRole('button', { name: st.logInAs(first.account) }).click()
      await expect(dialog).toBeHidden()
      await expect(banner.getByRole('button', { name: first.account })).toBeVisible()

      // Logging out ends that session on the server and says so as a success, not a warning.
      await openAccountMenu(page, first.account, texts.logout)
      await expect(successToast(page, st.loggedOut)).toBeVisible()
      await expect(banner.getByRole('button', { name: texts.login, exact: true })).toBeVisible()

      // The window opened again keeps no password; the ended account is filled in with the reason.
      await banner.getByRole('button', { name: texts.login, exact: true }).click()
      await expect(dialog.getByLabel(texts.password, { exact: true })).toHaveValue('')
      await dialog.getByRole('button', { name: st.logInAs(first.account) }).click()
      await expect(dialog.getByRole('status')).toHaveText(st.savedAccountEnded(first.account))
      await expect(dialog.getByLabel(texts.account, { exact: true })).toHaveValue(first.account)
      await expect(dialog.getByLabel(texts.password, { exact: true })).toBeFocused()
      await expect(banner.getByRole('button', { name: texts.login, exact: true })).toBeVisible()
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'audit-session-saved-account-ended', brand.productNo, viewport)
      await dialog.getByLabel(texts.password, { exact: true }).fill(first.password)
      await dialog.getByRole('form', { name: texts.login }).getByRole('button', { name: texts.login }).click()
      await expect(dialog).toBeHidden()
      await expect(banner.getByRole('button', { name: first.account })).toBeVisible()

      // A new password is confirmed, and the dialog opened again holds none of the passwords.
      await openAccountMenu(page, first.account, st.changePassword)
      const change = page.getByRole('dialog', { name: st.changePassword })
      await change.getByLabel(st.currentPassword, { exact: true }).fill(first.password)
      await change.getByLabel(st.newPassword, { exact: true }).fill('newpass123')
      await change.getByLabel(st.confirmNewPassword, { exact: true }).fill('newpass123')
      await change.getByRole('button', { name: st.savePassword }).click()
      await expect(change).toBeHidden()
      await expect(successToast(page, st.passwordChanged)).toBeVisible()
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'audit-session-password-changed', brand.productNo, viewport)
      await openAccountMenu(page, first.account, st.changePassword)
      await expect(change.getByLabel(st.currentPassword, { exact: true })).toHaveValue('')
    },
  )

  test('starring a match raises the favourites count', onBrands(800001), async ({ page, brand }) => {
    const viewport = widthFor(brand.productNo)
    const member = await registerMember(brand)
    const passCode = Buffer.from(`${member.uid}|${member.token}`).toString('base64')
    await openSite(page, '#/index', `?passcode=${encodeURIComponent(passCode)}`)
    await expect(page.getByRole('banner').getByRole('button', { name: member.account })).toBeVisible()
    const count = (value: string) => page.locator(`[role="tab"][data-value="${value}"] .sb-tabs__count`)
    await expect(count('favorite')).toHaveText('0')

    // The first list with matches in it (the feed schedules them ahead; some may be live).
    let shown = ''
    for (const value of ['live', 'today', 'early']) {
      if (Number(await count(value).textContent()) > 0) {
        shown = value
        break
      }
    }
    expect(shown).not.toBe('')
    await page.locator(`[role="tab"][data-value="${shown}"]`).click()
    const star = page.locator('.sb-match-row__star').first()
    await expect(star).toHaveAttribute('aria-pressed', 'false')
    await star.click()
    await expect(star).toHaveAttribute('aria-pressed', 'true')
    await expect(count('favorite')).toHaveText('1')
    expect(await horizontalOverflow(page)).toBe(0)
    await saveScreenshot(page, 'audit-session-favourite-count', brand.productNo, viewport)
  })
})
