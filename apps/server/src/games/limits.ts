import type { Currency } from '../ledger/currencies'
import { checkRange, rangeOf } from '../requests/amounts'

/**
 * Money limits of the games (PROTOCOL.md sections 8 and 10: outside them is 2004 with `data.min` and `data.max`,
 * requests/amounts.ts `checkRange`). The figures are in units of whatever currency is played, the same in every
 * currency, as `Game.minStake` and `maxStake` state them once.
 */
export const gameStakeRange = { min: '0.1', max: '1000', message: 'stakeOutOfLimits' } as const
/** A transfer into a game wallet (the launch's `amount`). */
export const gameTransferRange = { min: '1', max: '100000', message: 'amountOutOfLimits' } as const

/** 2004 when `units` is outside `range` in the currency played. */
export function checkGameAmount(
  units: bigint,
  currency: Pick<Currency, 'code' | 'scale'>,
  range: typeof gameStakeRange | typeof gameTransferRange,
): void {
  checkRange(units, rangeOf(range, currency), currency, range.message)
}
