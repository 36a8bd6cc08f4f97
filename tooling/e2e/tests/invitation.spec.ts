import type { Page } from '@playwright/test'
import { onBrands } from '../support/one-brand'
import {
  createAccountPath,
  expect,
  fillRegistration,
  formFields,
  openSite,
  recordCalls,
  seed,
  test,
  uniqueUsername,
} from './fixtures'
import type { Texts } from './texts'

// Spec section 5: the invitation code comes from `?code=`, the session-storage copy `invitationcode` or the
// address `#/register/CODE`; it is read-only when prefilled. The code is a real one (support/seeded-server.mjs):
// registration with it succeeds.

async function registersWithPrefilledCode(page: Page, texts: Texts, code: string) {
  const calls = await recordCalls(page, createAccountPath)
  const field = page.getByLabel(texts.invitationCode, { exact: true })
  await expect(field).toHaveValue(code)
  await expect(field).toHaveAttribute('readonly', '')
  await expect(field).not.toBeEditable()

  await fillRegistration(page, texts, { username: uniqueUsername('inv'), password: 'secret123' })
  await page.getByRole('button', { name: texts.register, exact: true }).click()
  await expect(page).toHaveURL(/#\/index$/)
  expect(calls).toHaveLength(1)
  expect(formFields(calls[0]!).promoteCode).toBe(code)
}

test(
  'an invitation code from ?code= is prefilled, read-only, and registers',
  onBrands(800002),
  async ({ page, brand, texts }) => {
    const { invitationCode } = seed(brand)
    await openSite(page, '#/register', `?code=${invitationCode}`)
    // The code is kept for the session: a later visit to #/register still has it.
    expect(await page.evaluate(() => sessionStorage.getItem('invitationcode'))).toBe(invitationCode)
    await registersWithPrefilledCode(page, texts, invitationCode)
  },
)

test(
  'an invitation code from session storage is prefilled, read-only, and registers',
  onBrands(800002),
  async ({ page, brand, texts }) => {
    const { invitationCode } = seed(brand)
    await page.addInitScript((code) => window.sessionStorage.setItem('invitationcode', code), invitationCode)
    await openSite(page, '#/register')
    await registersWithPrefilledCode(page, texts, invitationCode)
  },
)

test(
  'an invitation code from #/register/CODE is prefilled, read-only, and registers',
  onBrands(800002),
  async ({ page, brand, texts }) => {
    const { invitationCode } = seed(brand)
    await openSite(page, `#/register/${invitationCode}`)
    await registersWithPrefilledCode(page, texts, invitationCode)
  },
)

test('without an invitation code the field is not shown', onBrands(800002), async ({ page, texts }) => {
  await openSite(page, '#/register')
  await expect(page.getByLabel(texts.username, { exact: true })).toBeVisible()
  await expect(page.getByLabel(texts.invitationCode, { exact: true })).toHaveCount(0)
})
