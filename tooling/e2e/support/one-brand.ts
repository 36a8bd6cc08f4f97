import type { BrandUnderTest } from '../brands'

// Which brands a story runs on. Every brand's site is the same code (packages/site) with the brand's settings: a
// story that tests what a brand sets (names, languages, coins, forced language, identity rules) or how the pages
// lay out runs on every brand, as do the stories an issue's acceptance names for every brand (protection, live
// betting, account security); a story whose logic no brand setting touches (a money flow, a bet, a login, the
// operator console) runs on one brand, the brands taking such stories in turn, so that the languages and both
// widths (support/viewports.ts, brandWidth) are still covered across a suite while each story runs once. Playwright
// hands the workers the projects' stories in the config's order, 800000's first: a story that waits minutes on the
// feed or the games is best named for 800000, so it starts early rather than holding the end of the run.

type ProductNo = BrandUnderTest['productNo']

const tagOf = (productNo: ProductNo) => `@brand-${productNo}`

/**
 * The test details that run a story on the brands named only: `test('title', onBrands(800001), async ...)`.
 * A story named for no brand runs on every brand.
 */
export function onBrands(...productNos: [ProductNo, ...ProductNo[]]): { tag: string[] } {
  return { tag: productNos.map(tagOf) }
}

/**
 * A brand project's `grep` (playwright.config.ts): its own stories and those named for no brand. Playwright matches
 * it against the project's name, the file, the describe and test titles and the tags; only tags start with `@`.
 */
export function storiesOfBrand(productNo: ProductNo): RegExp {
  return new RegExp(`${tagOf(productNo)}(?!\\d)|^(?!.*@brand-\\d)`)
}
