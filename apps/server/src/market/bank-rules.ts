import { codes } from '@sportsbook/sdk/protocol'
import { BusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import type { Currency } from '../ledger/currencies'
import { toUnits } from '../ledger/money'
import type { UnitRange } from '../requests/amounts'
import type { BankRow } from './bank-store'

/**
 * The rules of the peer trade market that are not exposure maths (PROTOCOL.md section 9): the commission, the
 * limits of capital and investments, and its own refusal (3001). The rules every money path shares are in
 * requests/.
 */

/** The commission on a participant's positive net: 5% unless BANK_COMMISSION_RATE (a fraction) says otherwise. */
export function commissionRate(env: NodeJS.ProcessEnv = process.env): string {
  const text = env.BANK_COMMISSION_RATE ?? '0.05'
  if (!/^0(\.\d{1,4})?$/.test(text))
    throw new Error(`BANK_COMMISSION_RATE must be a fraction below 1: ${text}`)
  return text
}

/** "0.0500" -> 500n parts per 10,000. */
export function ratePer10k(rate: string): bigint {
  return toUnits(rate, 4)
}

/** At most this many participants (the banker and partners). */
export const maxParticipants = 20

/** Five wrong bank passwords within 15 minutes answer 1004 until the oldest ages out. */
export const passwordFailureLimit = 5
export const passwordFailureWindowMs = 15 * 60 * 1000

/** Capital opened with, and each investment: from 1 unit to a million of the currency's major unit. */
export function amountRange(currency: Pick<Currency, 'scale'>): UnitRange {
  return { min: 10n ** BigInt(currency.scale), max: 1_000_000n * 10n ** BigInt(currency.scale) }
}

/** 3001: no such bank in the caller's brand, or no longer open to this (PROTOCOL.md section 9). */
export function bankNotFound(): BusinessError {
  return new BusinessError(codes.OPENING_NOT_FOUND, 'openingNotFound')
}

/**
 * Joining, investing and betting against a bank (PROTOCOL.md section 9): only while it is open, before its
 * closesAt and before its match starts; otherwise it is as good as not there (the opening's not-found answer).
 */
export function checkBankOpen(bank: BankRow, runtime: FeedRuntime): void {
  const match = runtime.book.get(bank.matchId)
  const now = runtime.feed.now()
  if (
    bank.status !== 'open' ||
    now >= bank.closesAt ||
    match?.status !== 'upcoming' ||
    now >= match.startTime
  ) {
    throw bankNotFound()
  }
}
