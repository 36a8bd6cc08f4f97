import { onBrands } from '../support/one-brand'
import {
  createAccountPath,
  envelope,
  expect,
  fillRegistration,
  formFields,
  openSite,
  recordCalls,
  test,
  uniqueUsername,
} from './fixtures'

// Spec section 4, registration result: code 403 retries once after creating a new guest; a second 403 reloads.
const visitorCreate = '/app/api/visitor/create'

test(
  '403 on register retries once with a new guest, and the retry registers',
  onBrands(800001),
  async ({ page, texts }) => {
    let forbidden = 0
    // Only the first registration gets the 403. The recorders come after it: the last route sees a call first.
    await page.route(
      (url) => url.pathname === createAccountPath,
      (route) => (forbidden++ === 0 ? route.fulfill(envelope(403)) : route.fallback()),
    )
    const registrations = await recordCalls(page, createAccountPath)
    const guests = await recordCalls(page, visitorCreate)
    await openSite(page, '#/register')
    const username = uniqueUsername('f403')
    await fillRegistration(page, texts, { username, password: 'secret123' })
    await expect.poll(() => guests.length).toBe(1)
    await page.getByRole('button', { name: texts.register, exact: true }).click()

    await expect(page).toHaveURL(/#\/index$/)
    await expect(page.getByRole('banner').getByRole('button', { name: username })).toBeVisible()
    expect(registrations).toHaveLength(2)
    expect(guests).toHaveLength(2)
    const [first, second] = registrations.map(formFields)
    // The retry carries the new guest's session, made after the 403.
    expect(second!.uid).not.toBe(first!.uid)
    expect(second!.token).not.toBe(first!.token)
    expect(second).toMatchObject({ account: username, pwd: first!.pwd })
  },
)

test('a second 403 on register reloads the page', onBrands(800001), async ({ page, texts }) => {
  await page.route(
    (url) => url.pathname === createAccountPath,
    (route) => route.fulfill(envelope(403)),
  )
  const registrations = await recordCalls(page, createAccountPath)
  await openSite(page, '#/register')
  await page.evaluate(() => {
    ;(window as { beforeReload?: boolean }).beforeReload = true
  })
  await fillRegistration(page, texts, { username: uniqueUsername('r403'), password: 'secret123' })
  const reloaded = page.waitForEvent('framenavigated')
  await page.getByRole('button', { name: texts.register, exact: true }).click()
  await reloaded
  await expect(page.getByRole('button', { name: texts.register, exact: true })).toBeVisible()
  expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBeUndefined()
  expect(registrations).toHaveLength(2)
  await expect(page).toHaveURL(/#\/register$/)
})
