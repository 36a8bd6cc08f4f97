import { type BrandUnderTest, brands } from '../brands'

// The brands' stories run at once on one server and one feed, and some end the matches they bet on (the feed
// control, support/feed-control.ts). Each brand's stories take only their own share of the matches, so a story on
// one brand never ends a match another brand's story has a bet or a bank on.

/** Whether the match `matchId` is in the share of `brand`'s stories. */
export function inShareOf(brand: BrandUnderTest, matchId: number): boolean {
  // By number: a project's options reach its workers as copies.
  return matchId % brands.length === brands.findIndex((each) => each.productNo === brand.productNo)
}
