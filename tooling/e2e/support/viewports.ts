import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

/** The two widths every player-facing check runs at (issue: a phone and a laptop). */
export const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const

export type ViewportUnderTest = (typeof viewports)[number]

/**
 * The one width a slow story runs at on a brand: the brands take the phone and the laptop in turn (800000 and
 * 800002 the phone, 800001 the laptop), so a story run on every brand covers both widths, and a suite whose stories
 * run on one brand each (support/one-brand.ts) covers both across its stories; the layout audit opens every page of
 * every brand at both widths.
 */
export function widthFor(productNo: number): ViewportUnderTest {
  return viewports[productNo % viewports.length]!
}

/**
 * `test.use(brandWidth)` opens a describe's pages at the brand's one width (`widthFor`): for stories whose
 * subject is behaviour rather than layout, or whose waits make two widths on every brand too slow.
 */
export const brandWidth = {
  viewport: async (
    { brand }: { brand: { productNo: number } },
    use: (size: { width: number; height: number }) => Promise<void>,
  ) => {
    const { width, height } = widthFor(brand.productNo)
    await use({ width, height })
  },
}

const screenshotDir = join(import.meta.dirname, '..', 'test-results', 'screenshots')

/** Saves `test-results/screenshots/<name>-<productNo>-<viewport>.png`, the suite's record of what a player saw. */
export async function saveScreenshot(
  page: Page,
  name: string,
  productNo: number,
  viewport: ViewportUnderTest,
): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true })
  await page.screenshot({
    path: join(screenshotDir, `${name}-${productNo}-${viewport.name}.png`),
    fullPage: true,
  })
}

/** How far the page scrolls sideways: 0 when nothing is wider than the viewport. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}
