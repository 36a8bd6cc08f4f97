import { onBrands } from '../support/one-brand'
import { envelope, expect, localStorageOf, openSite, registerMember, test } from './fixtures'

// Spec section 4 (states and transitions) and section 8 (402), seen from the header.

test(
  'logout goes back to a guest: Log in and Register again, a visitor session and no member token',
  onBrands(800000),
  async ({ page, brand, texts }) => {
    const member = await registerMember(brand)
    const passCode = Buffer.from(`${member.uid}|${member.token}`).toString('base64')
    await openSite(page, '#/index', `?passcode=${encodeURIComponent(passCode)}`)
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: member.account }).click()
    await page.getByRole('menuitem', { name: texts.logout }).click()

    await expect(banner.getByRole('button', { name: texts.login, exact: true })).toBeVisible()
    await expect(banner.getByRole('button', { name: texts.register, exact: true })).toBeVisible()
    await expect(banner.getByRole('group', { name: texts.balance })).toHaveCount(0)
    await expect
      .poll(() => localStorageOf(page, ['uid', 'token', 'btoken', 'buid', 'buserInfo']))
      .toEqual({
        uid: expect.stringMatching(/^\d+$/),
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        btoken: null,
        buid: null,
        buserInfo: null,
      })
  },
)

test(
  'the demo from the login window shows 10,000 of the demo currency and a demo marker',
  onBrands(800000),
  async ({ page, texts }) => {
    await openSite(page, '#/index')
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: texts.login, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: texts.login })
    await dialog.getByRole('button', { name: texts.tryDemo, exact: true }).click()

    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/#\/index$/)
    await expect(banner.getByRole('group', { name: texts.balance })).toHaveText(/10[,.\s ]000[.,]00\s*DEMO/)
    await expect(banner.getByText(texts.demo, { exact: true })).toBeVisible()
    expect(await localStorageOf(page, ['tryPlay', 'dtoken'])).toEqual({
      tryPlay: 'true',
      dtoken: expect.any(String),
    })
  },
)

test(
  'a pass code logs the member in and the address becomes /#/index',
  onBrands(800000),
  async ({ page, brand, baseURL }) => {
    // A member registered elsewhere (through the API): its uid and token make the pass code BASE64(uid|token).
    const member = await registerMember(brand)
    const passCode = Buffer.from(`${member.uid}|${member.token}`).toString('base64')
    await openSite(page, '', `?passcode=${encodeURIComponent(passCode)}`)

    await expect(page.getByRole('banner').getByRole('button', { name: member.account })).toBeVisible()
    await expect(page).toHaveURL(`${baseURL}/#/index`)
    expect(await localStorageOf(page, ['buid'])).toEqual({ buid: member.uid })
  },
)

test('an answer with code 402 opens the login window', onBrands(800000), async ({ page, texts }) => {
  // Any call may answer 402; here the product check of the page load does.
  await page.route(
    (url) => url.pathname === '/app/api/user/type',
    (route) => route.fulfill(envelope(402)),
  )
  await openSite(page, '#/index')
  await expect(page.getByRole('dialog', { name: texts.login })).toBeVisible()
})
