import { codes } from '@sportsbook/sdk/protocol'
import { BusinessError } from '../errors'
import type { Currency } from '../ledger/currencies'
import { fromUnits, toUnits } from '../ledger/money'

/**
 * Money limits of the games (PROTOCOL.md sections 8 and 10: outside them is 2004 with `data.min` and `data.max`).
 * The figures are in units of whatever currency is played, the same in every currency, as `Game.minStake` and
 * `maxStake` state them once.
 */
export const gameStakeRange = { min: '0.1', max: '1000', message: 'stakeOutOfLimits' } as const
/** A transfer into a game wallet (the launch's `amount`). */
export const gameTransferRange = { min: '1', max: '100000', message: 'amountOutOfLimits' } as const

export function checkRange(
  units: bigint,
  currency: Currency,
  range: { min: string; max: string; message: 'stakeOutOfLimits' | 'amountOutOfLimits' },
): void {
  const min = toUnits(range.min, currency.scale)
  const max = toUnits(range.max, currency.scale)
  if (units < min || units > max) {
    throw new BusinessError(codes.STAKE_OUT_OF_LIMITS, range.message, {
      min: fromUnits(min, currency.scale),
      max: fromUnits(max, currency.scale),
    })
  }
}
