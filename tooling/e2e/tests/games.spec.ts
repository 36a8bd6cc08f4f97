import type { FrameLocator, Page } from '@playwright/test'
import { gamesTextsOf } from '../support/games-page'
import { onBrands } from '../support/one-brand'
import { brandWidth, horizontalOverflow, saveScreenshot, widthFor } from '../support/viewports'
import { apiLogin, fundThroughSandbox, openAs } from '../support/wallet-page'
import { expect, registerMember, test } from './fixtures'

// Issue 14, client half: a member brings money into the house provider's game wallet, plays dice and crash in
// its frame, verifies a round on the verifier page and withdraws everything. Every brand, at a phone's and a
// laptop's width. (The operator's notice and red envelope are notices.spec.ts.)

async function member(brand: Parameters<typeof registerMember>[0], funds: string) {
  const registered = await registerMember(brand)
  const session = await apiLogin(brand, registered.account, registered.password)
  if (funds !== '0') await fundThroughSandbox(brand, session, funds)
  return session
}

/** Opens a game from the lobby, bringing `amount` into its wallet, and answers its frame. */
async function openGame(page: Page, texts: ReturnType<typeof gamesTextsOf>, name: string, amount: string) {
  await page.goto('/#/games')
  await page.getByRole('link', { name: texts.play(name) }).click()
  if (amount) await page.getByLabel(texts.amountToBringIn).fill(amount)
  await page.getByRole('button', { name: texts.openGame }).click()
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  await expect(frame.locator('#balance')).not.toHaveText('…', { timeout: 15_000 })
  return frame
}

async function rollDice(frame: FrameLocator) {
  await frame.locator('#stake').fill('2')
  await frame.locator('#roll').click()
  await expect(frame.locator('#result')).toHaveText(/^\d{1,3}\.\d{2}/, { timeout: 15_000 })
  // A new client seed rotates the pair and reveals the server seed the roll was made with.
  await frame.locator('#clientSeed').fill('e2e-client-seed')
  await frame.locator('#rotate').click()
  await expect(frame.locator('#previous')).toHaveText(/^[0-9a-f]{64}$/, { timeout: 15_000 })
}

// The house games' refusal of a bet whose round has left its betting phase (PROTOCOL.md, codes: ROUND_CLOSED).
const roundClosed = 4001

/**
 * Bets in a betting phase, as the frame sends it (`/games/house/api/crash/bet`). A click as the phase ends may
 * reach the server after it closed: that answer, and only that one, means the next phase's bet; any other refusal
 * fails the story at once. Answers the round it went into, as the frame names it (`#12`).
 */
async function placeCrashBet(page: Page, frame: FrameLocator): Promise<string> {
  for (let phase = 1; phase <= 3; phase += 1) {
    await expect(frame.locator('#bet')).toBeEnabled({ timeout: 60_000 })
    const answered = page.waitForResponse((response) => response.url().includes('/games/house/api/crash/bet'))
    await frame.locator('#bet').click()
    const { code } = (await (await answered).json()) as { code: number }
    if (code === 0) {
      await expect(frame.locator('#bets')).toContainText(/\d/)
      return (await frame.locator('#round').textContent())?.trim() ?? ''
    }
    expect(code).toBe(roundClosed)
  }
  throw new Error('three betting phases in a row closed as the bet was sent')
}

// The same code on every brand and minutes of game rounds: one brand (support/one-brand.ts), at its width
// (support/viewports.ts, widthFor); the lobby's layout is the layout audit's, on every brand at both widths. On
// Apex, whose stories the workers take first: the longest story starts early instead of holding the end of the run.
test.describe('one width per brand', () => {
  test.use(brandWidth)

  test(
    'a member brings money in, plays dice, verifies the round, cashes out of crash and withdraws everything',
    onBrands(800000),
    async ({ page, brand }) => {
      const viewport = widthFor(brand.productNo)
      test.setTimeout(240_000)
      const texts = gamesTextsOf(brand)
      const session = await member(brand, '100')
      await openAs(page, session)

      const dice = await openGame(page, texts, 'Dice', '20')
      await rollDice(dice)
      await saveScreenshot(page, 'games-dice', brand.productNo, viewport)

      // The round in the history, with its revealed seeds, verified in the browser.
      await page.goto('/#/games')
      const round = page.locator('.sb-game-round').first()
      await round.locator('summary').click()
      const shownResult = (await round.getByTestId('round-result').textContent())?.trim() ?? ''
      expect(shownResult).toMatch(/^\d{1,3}\.\d{2}$/)
      await round.getByRole('link', { name: texts.verifyThisRound }).click()
      await expect(page).toHaveURL(/#\/games\/fairness\?/)
      await page.getByRole('button', { name: texts.verify, exact: true }).click()
      await expect(page.getByTestId('verified-outcome')).toHaveText(shownResult)
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'games-fairness', brand.productNo, viewport)

      // Crash: a bet in the betting phase, cashed out in flight by itself at 1.01 (a hand's click races the curve),
      // then the round's crash point verified against its revealed seed.
      const crash = await openGame(page, texts, 'Crash', '')
      await crash.locator('#stake').fill('1')
      await crash.locator('#auto').fill('1.01')
      const roundOfBet = await placeCrashBet(page, crash)
      // The last round's line may still show the round before ours: wait for ours. In every language the round's
      // number is the line's first number ("Round #28 crashed at 1.35×", "A ronda n.º 28 terminou a 1.35×").
      const roundNo = roundOfBet.replace(/\D/g, '')
      const ours = new RegExp(`^\\D*${roundNo}(?!\\d).*✓`)
      await expect(crash.locator('#verify')).toContainText(ours, { timeout: 90_000 })
      await saveScreenshot(page, 'games-crash', brand.productNo, viewport)

      // One click brings everything back: the game wallet shows nothing left.
      await page.goto('/#/games')
      const withdraw = page.getByRole('button', { name: texts.withdrawEverything })
      await expect(withdraw).toBeEnabled({ timeout: 15_000 })
      await withdraw.click()
      await expect(page.getByTestId('game-wallet-amount').first()).toHaveText(/^0([.,]0+)?\s/)
      await expect(withdraw).toBeDisabled()
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'games-lobby', brand.productNo, viewport)
    },
  )
})
