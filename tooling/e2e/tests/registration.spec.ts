import {
  createAccountPath,
  expect,
  fillRegistration,
  formFields,
  header,
  localStorageOf,
  md5x2,
  openSite,
  recordCalls,
  test,
  uniqueUsername,
} from './fixtures'
import { pageLanguage } from './texts'

test('register sends the double-MD5 pwd and the client info, then shows #/index with the balance', async ({
  page,
  brand,
  texts,
}) => {
  const calls = await recordCalls(page, createAccountPath)
  await openSite(page, '#/register')
  const username = uniqueUsername('reg')
  const password = 'Secret123'
  await fillRegistration(page, texts, { username, password })
  await page.getByRole('button', { name: texts.register, exact: true }).click()

  await expect(page).toHaveURL(/#\/index$/)
  expect(calls).toHaveLength(1)
  const sent = formFields(calls[0]!)
  const stored = await localStorageOf(page, ['deviceID'])
  // Spec section 5: never the plain password; section 7: the client info with every call.
  expect(sent).toMatchObject({
    account: username,
    pwd: md5x2(password),
    deviceID: stored.deviceID,
    pid: '888',
    versionName: 'v1.0.110',
    realm: 'alpha',
    siteNo: '7',
    process: 'web',
    channel: brand.channel,
    lang: pageLanguage(brand),
  })
  expect(sent.deviceID).toMatch(/^[0-9a-f-]{36}$/)
  expect(calls[0]!.postData()).not.toContain(password)

  const banner = header(page)
  await expect(banner.getByRole('button', { name: username })).toBeVisible()
  // A new member holds 0 in every real currency (apps/server README): the header lists them.
  await expect(banner.getByRole('group', { name: texts.balance })).toContainText(
    new RegExp(`0[.,]00\\s*${brand.coins[0]}`),
  )
  expect(await localStorageOf(page, ['isReg', 'btoken'])).toMatchObject({
    isReg: 'ok',
    btoken: expect.any(String),
  })
})
