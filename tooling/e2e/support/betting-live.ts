// What the betting-live stories do (PROTOCOL.md section 12): open the slip at any width, bet on a match page, read a
// member's orders over the API while no page is open.
import type { Locator, Page } from '@playwright/test'
import type { BrandUnderTest } from '../brands'
import { expect } from '../tests/fixtures'
import type { WireOrderAnswer } from './bets-page'
import { slipOf } from './bets-page'
import type { BetsTexts } from './bets-texts'
import { type Session, walletCall } from './wallet-page'

/** An order as section 12 sends it: the fields the stories read beyond section 7's. */
export interface LiveWireOrder {
  id: number
  kind: 'single' | 'parlay' | 'builder'
  status: 'pending' | 'rejected' | 'open' | 'won' | 'lost' | 'void' | 'pushed' | 'cashedOut'
  stake: string
  payout: string | null
  acceptAt?: number | null
  rejectReason?: string | null
  cashOuts?: { fraction: string; amount: string; at: number }[]
  autoCashOut?: { threshold: string; fraction: string } | null
  legs: { matchId: number; marketId: number; selectionId: number; odds: string }[]
}

/** The bet slip, opened first where it is a drawer (below 1200px). */
export async function openedSlip(page: Page, bets: BetsTexts): Promise<Locator> {
  const slip = slipOf(page, bets)
  const fab = page.locator('.sb-slip-fab')
  // The drawer stays open on its result once opened: the button behind it is only for a closed one.
  if (!(await slip.isVisible()) && (await fab.isVisible())) await fab.click()
  await expect(slip).toBeVisible()
  return slip
}

/** Leaves the slip of a rendered betting page empty (a refused bet stays in it), closed where it is a drawer. */
export async function emptySlip(page: Page, bets: BetsTexts): Promise<void> {
  const slip = slipOf(page, bets)
  const fab = page.locator('.sb-slip-fab')
  if (!(await slip.isVisible()) && !(await fab.isVisible())) return
  const items = slip.locator('.sb-slip-item')
  if ((await slip.isVisible()) || (await fab.getAttribute('data-state')) === 'filled') {
    await openedSlip(page, bets)
    const result = slip.locator('.sb-slip-result > button')
    if (await result.isVisible()) await result.click()
    if ((await items.count()) > 0)
      await slip.getByRole('button', { name: bets.clearAll, exact: true }).click()
    await expect(items).toHaveCount(0)
  }
  if (await fab.isVisible()) {
    await page.keyboard.press('Escape')
    await expect(slip).toBeHidden()
  }
}

/** A market group of the match page by its type (`1x2`, `total`, ...). */
export function marketGroup(page: Page, type: string): Locator {
  return page.locator(`main .sb-market-group[data-type="${type}"]`).first()
}

/**
 * Places the slip's one selection with `stake` at policy `any` from a match page and answers the order create.
 * The slip is left showing its result.
 */
export async function placeSingle(page: Page, bets: BetsTexts, stake: string): Promise<WireOrderAnswer> {
  const slip = await openedSlip(page, bets)
  await expect(slip.locator('.sb-slip-item')).toHaveCount(1)
  await slip.getByLabel(bets.whenOddsChange).selectOption('any')
  await slip.getByLabel(new RegExp(`^${bets.stakeOn('')}`)).fill(stake)
  const sent = page.waitForResponse((response) => response.url().endsWith('/trade/api/order/create'))
  await slip.getByRole('button', { name: bets.placeBets, exact: true }).click()
  return (await (await sent).json()) as WireOrderAnswer
}

/** The member's order as the server holds it now (trade/api/order/list), read without any page. */
export async function orderNow(
  brand: BrandUnderTest,
  member: Session,
  orderId: number,
): Promise<LiveWireOrder> {
  const page = await walletCall<{ list: LiveWireOrder[] }>(brand, '/trade/api/order/list', {
    uid: member.uid,
    token: member.token,
    status: 'all',
    page: '1',
    pageSize: '50',
  })
  const order = page.list.find((entry) => entry.id === orderId)
  if (!order) throw new Error(`order ${orderId} is not listed`)
  return order
}

/** The id of a match row's match page link ("#/match/123"). */
export async function matchIdOf(row: Locator): Promise<number> {
  const href = await row.locator('a.sb-match-row__link').getAttribute('href')
  const id = Number(/#\/match\/(\d+)$/.exec(href ?? '')?.[1])
  if (!Number.isInteger(id)) throw new Error(`no match link in the row (${href})`)
  return id
}
