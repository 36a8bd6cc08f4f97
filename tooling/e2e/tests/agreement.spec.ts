import { onBrands } from '../support/one-brand'
import {
  axeViolations,
  createAccountPath,
  expect,
  fillRegistration,
  openSite,
  recordCalls,
  test,
  uniqueUsername,
} from './fixtures'

// Spec section 5: the agreement checkbox starts checked; an unchecked submit does not register and the checkbox
// shakes on every second one. Section 2: its link opens a dialog titled with the agreement's name.

test(
  'an unchecked submit sends nothing; the checkbox shakes on the second one and every second after',
  onBrands(800000),
  async ({ page, texts }) => {
    const calls = await recordCalls(page, createAccountPath)
    await openSite(page, '#/register')
    await fillRegistration(page, texts, { username: uniqueUsername('agr'), password: 'secret123' })
    const checkbox = page.getByRole('checkbox')
    const box = checkbox.locator('..')
    const register = page.getByRole('button', { name: texts.register, exact: true })
    await expect(checkbox).toBeChecked()
    await checkbox.uncheck()

    for (const submit of [1, 2, 3, 4, 5]) {
      await register.click()
      await expect(
        page.getByRole('alert').filter({ hasText: texts.tickAgreement(texts.agreementName) }),
      ).toBeVisible()
      if (submit % 2 === 0) {
        await expect(box).toHaveAttribute('data-shaking', '')
        // The shake is an animation the stylesheet really runs (a flash when reduced motion is asked for).
        expect(await box.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none')
      } else {
        await expect(box).not.toHaveAttribute('data-shaking')
      }
    }
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toHaveLength(0)
  },
)

test(
  'the agreement link opens a dialog titled with its name, its text and a Confirm button',
  onBrands(800000),
  async ({ page, texts }) => {
    await openSite(page, '#/register')
    const checkbox = page.getByRole('checkbox')
    await checkbox.uncheck()
    await page.getByRole('button', { name: texts.agreementName, exact: true }).click()

    const dialog = page.getByRole('dialog', { name: texts.agreementName })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: texts.agreementName })).toBeVisible()
    await expect(dialog).toContainText(texts.agreementStart)
    // One paragraph per clause: the reference server's text has nine.
    await expect(dialog.locator('p')).toHaveCount(9)
    expect(await axeViolations(page)).toEqual([])
    // Confirming the agreement closes the dialog and ticks the box.
    await dialog.getByRole('button', { name: texts.confirm, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(checkbox).toBeChecked()
  },
)
