/**
 * The ways a price can be shown. The wire always carries decimal odds; every other
 * format is a view of them:
 * - `decimal` 2.50: what a unit stake returns, stake included;
 * - `hongKong` 1.50: what a unit stake wins (decimal - 1);
 * - `malay` -0.67: the Hong Kong price up to evens, above it -1 / Hong Kong (always within -1 and 1);
 * - `indonesian` 1.50: the Hong Kong price from evens up, below it -1 / Hong Kong (never within -1 and 1);
 * - `american` +150: what 100 wins (from evens up), or what must be staked to win 100 (below evens, negative);
 * - `fractional` 3/2: the winnings as a fraction of the stake.
 */
export const oddsFormats = ['decimal', 'hongKong', 'malay', 'indonesian', 'american', 'fractional'] as const

/** A way of showing odds: one of {@link oddsFormats}. */
export type OddsFormat = (typeof oddsFormats)[number]

/** Whether `value` is one of the odds formats. */
export const isOddsFormat = (value: unknown): value is OddsFormat =>
  (oddsFormats as readonly unknown[]).includes(value)
