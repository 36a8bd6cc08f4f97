import type { Locator, Page, Response } from '@playwright/test'
import { matchRow, openOdds, slipOf } from '../support/bets-page'
import { type BetsTexts, betsTextsOf } from '../support/bets-texts'
import { upcomingMatches } from '../support/match-pickers'
import {
  mainSocketListening,
  makeRealityCheckDue,
  protectionTextsOf,
  setLimit,
} from '../support/protection-page'
import { brandWidth, horizontalOverflow, saveScreenshot, widthFor } from '../support/viewports'
import { apiLogin, fundThroughSandbox, openAs, type Session, shownAmount } from '../support/wallet-page'
import { walletTextsOf } from '../support/wallet-texts'
import { expect, formFields, openSite, recordCalls, registerMember, test } from './fixtures'

// Issue 23, player protection (PROTOCOL.md section 11), against the real server on every brand (its acceptance): a
// deposit limit set and hit, a loss limit that stops a bet, a reality check answered, and a time-out that logs every
// tab out and restricts the next login.

const protectionPage = '#/account/protection'

/** A member registered over the API, with their currency read back from the login answer. */
async function newMember(
  brand: Parameters<typeof registerMember>[0],
): Promise<Session & { password: string }> {
  const member = await registerMember(brand)
  return { ...(await apiLogin(brand, member.account, member.password)), password: member.password }
}

/** The answer of the next call to `path`. */
function answerOf(page: Page, path: string): Promise<{ code: number; msg: string; data: unknown }> {
  return page
    .waitForResponse((response: Response) => new URL(response.url()).pathname === path)
    .then((response) => response.json())
}

/** Goes to a route of the site already open (a hash change: the session and its sockets stay). */
async function goTo(page: Page, hash: string) {
  await page.evaluate((to) => {
    window.location.hash = to
  }, hash)
}

/** The bet slip: the column on a laptop, the drawer (opened by its button) on a phone. */
async function openSlip(page: Page, bets: BetsTexts): Promise<Locator> {
  const fab = page.locator('.sb-slip-fab')
  if (await fab.isVisible()) await fab.click()
  return slipOf(page, bets)
}

// At the brand's width (support/viewports.ts, widthFor): the stories cover the phone and the laptop, and the
// layout audit opens the safer-gambling page of every brand at both widths.
test.describe('one width per brand', () => {
  test.use(brandWidth)
  // Each story registers, funds and logs in members and opens two tabs: past the suite's 60 s on a busy machine.
  test.describe.configure({ timeout: 120_000 })

  test('a deposit limit set on the safer-gambling page refuses a deposit past it, saying why', async ({
    page,
    brand,
  }) => {
    const viewport = widthFor(brand.productNo)
    const p = protectionTextsOf(brand)
    const w = walletTextsOf(brand)
    const member = await newMember(brand)
    await openAs(page, member)
    await goTo(page, protectionPage)

    const form = page.getByTestId('limit-form')
    await form.locator('select').nth(2).selectOption(member.currencyCode)
    await form.getByRole('textbox').fill('50')
    const set = answerOf(page, '/app/api/member/protection/limit/set')
    await form.locator('button[type="submit"]').click()
    expect((await set).code).toBe(0)
    const card = page.getByTestId(`limit-deposit:day:${member.currencyCode}`)
    await expect(card.locator('[data-field="remaining"]')).toHaveText(shownAmount('50.00'))
    expect(await horizontalOverflow(page)).toBe(0)
    await saveScreenshot(page, 'protection-page', brand.productNo, viewport)

    await goTo(page, '#/wallet')
    await expect(page.getByTestId('allowance-deposit')).toHaveText(shownAmount('50.00'))
    await page.getByRole('textbox', { name: w.amount, exact: true }).fill('60')
    const refused = answerOf(page, '/app/api/deposit/create')
    await page.getByRole('button', { name: w.continueToPayment }).click()
    expect(await refused).toMatchObject({
      code: 1007,
      data: { reason: 'depositLimit', remaining: '50.00' },
    })
    const alert = page.getByRole('alert').filter({ hasText: p.depositRefused })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText(shownAmount('50.00'))
    await expect(alert).not.toContainText('1007')
    expect(await horizontalOverflow(page)).toBe(0)
    await saveScreenshot(page, 'protection-deposit-refused', brand.productNo, viewport)
  })

  test('a loss limit stops a bet past it, and the slip says why and what is left', async ({
    page,
    brand,
  }) => {
    const viewport = widthFor(brand.productNo)
    const p = protectionTextsOf(brand)
    const bets = betsTextsOf(brand)
    const member = await newMember(brand)
    await fundThroughSandbox(brand, member, '100')
    await setLimit(brand, member, { kind: 'loss', period: 'day', amount: '5' })
    await openAs(page, member)

    await page.getByRole('tab', { name: new RegExp(`^${bets.early}`) }).click()
    const [fixture] = await upcomingMatches(page, 1)
    await openOdds(matchRow(page, fixture as string))
      .first()
      .click()
    const slip = await openSlip(page, bets)
    await expect(page.getByTestId('allowance-stake')).toHaveText(shownAmount('5.00'))
    await slip.getByLabel(bets.whenOddsChange).selectOption('any')
    await slip.getByLabel(new RegExp(`^${bets.stakeOn('')}`)).fill('10')
    const refused = answerOf(page, '/trade/api/order/create')
    await slip.getByRole('button', { name: bets.placeBets, exact: true }).click()
    expect(await refused).toMatchObject({ code: 1007, data: { reason: 'lossLimit', remaining: '5.00' } })
    const result = slip.locator('.sb-slip-result__detail')
    await expect(result).toContainText(p.lossRefused)
    await expect(result).toContainText(shownAmount('5.00'))
    await expect(result).not.toContainText('1007')
    await saveScreenshot(page, 'protection-loss-refused', brand.productNo, viewport)
  })

  test('a reality check shows over the page, holds focus, and Continue answers it', async ({
    page,
    brand,
  }) => {
    const viewport = widthFor(brand.productNo)
    const p = protectionTextsOf(brand)
    const member = await newMember(brand)
    const listening = mainSocketListening(page)
    await openAs(page, member)
    await goTo(page, protectionPage)
    const setting = page.getByTestId('reality-check-setting')
    await setting.locator('select').selectOption('15')
    const saved = answerOf(page, '/app/api/member/protection/reality-check')
    await setting.locator('button[type="submit"]').click()
    expect(await saved).toMatchObject({ code: 0, data: { realityCheckMinutes: 15 } })

    // The server pushes the check when it falls due: its test control makes it due now, not in 15 minutes.
    await listening
    await makeRealityCheckDue(member.uid)
    const dialog = page.getByRole('dialog', { name: p.realityCheck })
    await expect(dialog).toBeVisible()
    // Nothing was staked since the login: the session's net is nil.
    await expect(dialog.locator('[data-field="net"]')).toHaveText(shownAmount('0.00'))
    const answer = dialog.locator('[data-action="continue"]')
    await expect(answer).toBeFocused()
    // Only an answer closes it: Escape leaves it over the page.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    expect(await horizontalOverflow(page)).toBe(0)
    await saveScreenshot(page, 'protection-reality-check', brand.productNo, viewport)

    const ackPath = '/app/api/member/protection/reality-check/ack'
    const acks = await recordCalls(page, ackPath)
    const acked = answerOf(page, ackPath)
    await answer.click()
    expect((await acked).code).toBe(0)
    expect(formFields(acks[0]!)).toMatchObject({ choice: 'continue' })
    await expect(dialog).toBeHidden()
  })

  test('a time-out logs every tab out, and the next login is a restricted session', async ({
    page,
    brand,
    texts,
  }) => {
    const viewport = widthFor(brand.productNo)
    const p = protectionTextsOf(brand)
    const member = await newMember(brand)
    await openAs(page, member)
    const otherTab = await page.context().newPage()
    await openSite(otherTab, '#/index')
    const accountButton = (tab: Page) => tab.getByRole('banner').getByRole('button', { name: member.account })
    await expect(accountButton(otherTab)).toBeVisible()

    await goTo(page, protectionPage)
    const form = page.getByTestId('time-out-form')
    await form.locator('select').selectOption('24h')
    await form.locator('button[type="submit"]').click()
    await expect(form).toHaveAttribute('data-state', 'confirming')
    await form.getByLabel(p.loginPassword, { exact: true }).fill(member.password)
    await saveScreenshot(page, 'protection-time-out-confirm', brand.productNo, viewport)
    const taken = answerOf(page, '/app/api/member/protection/time-out')
    await form.locator('button[type="submit"]').click()
    expect((await taken).code).toBe(0)

    for (const tab of [page, otherTab]) {
      await expect(
        tab.getByRole('banner').getByRole('button', { name: texts.login, exact: true }),
      ).toBeVisible()
      await expect(accountButton(tab)).toBeHidden()
    }
    await expect(page.getByText(p.timeOutNotice)).toBeVisible()

    await page.getByRole('banner').getByRole('button', { name: texts.login, exact: true }).click()
    const login = page.getByRole('dialog', { name: texts.login })
    await login.getByLabel(texts.account, { exact: true }).fill(member.account)
    await login.getByLabel(texts.password, { exact: true }).fill(member.password)
    const loggedIn = answerOf(page, '/app/api/member/login/account')
    await login.getByRole('button', { name: texts.login, exact: true }).click()
    expect(await loggedIn).toMatchObject({ code: 0, data: { restricted: { reason: 'timeOut' } } })
    const banner = page.getByTestId('restricted-banner')
    await expect(banner).toBeVisible()
    await expect(banner).toHaveAttribute('data-reason', 'timeOut')
    await expect(accountButton(page)).toBeVisible()
    expect(await horizontalOverflow(page)).toBe(0)
    await saveScreenshot(page, 'protection-restricted', brand.productNo, viewport)
  })
})
