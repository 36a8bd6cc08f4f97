import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  LimitKind,
  LimitPeriod,
  ProtectionReason,
  ProtectionRefusal,
  SelfExclusionDuration,
  TimeOutDuration,
} from '@sportsbook/sdk'

// The words of player protection in one place: every component of this folder and the
// site's pages name a limit, a period, a break or a refusal through these.

/** A limit's kind as a heading ("Deposit limit"). */
export function limitKindLabel(i18n: I18n, kind: LimitKind): string {
  switch (kind) {
    case 'deposit':
      return i18n._(msg`Deposit limit`)
    case 'loss':
      return i18n._(msg`Loss limit`)
    case 'wager':
      return i18n._(msg`Wager limit`)
    case 'session':
      return i18n._(msg`Time limit`)
  }
}

/** A rolling period as the player reads it: periods are rolling, so "24 hours", never "today". */
export function periodLabel(i18n: I18n, period: LimitPeriod): string {
  switch (period) {
    case 'day':
      return i18n._(msg`24 hours`)
    case 'week':
      return i18n._(msg`7 days`)
    case 'month':
      return i18n._(msg`30 days`)
  }
}

/** A break's length ("7 days", "Indefinitely"). */
export function breakDurationLabel(i18n: I18n, duration: TimeOutDuration | SelfExclusionDuration): string {
  switch (duration) {
    case '24h':
      return i18n._(msg`24 hours`)
    case '7d':
      return i18n._(msg`7 days`)
    case '30d':
      return i18n._(msg`30 days`)
    case '42d':
      return i18n._(msg`6 weeks`)
    case '6m':
      return i18n._(msg`6 months`)
    case '1y':
      return i18n._(msg`1 year`)
    case '5y':
      return i18n._(msg`5 years`)
    case 'indefinite':
      return i18n._(msg`Indefinitely`)
  }
}

/** Why a 1007 blocked the member, as a sentence (never the code). */
export function refusalReasonText(i18n: I18n, reason: ProtectionReason): string {
  switch (reason) {
    case 'depositLimit':
      return i18n._(msg`This deposit would go past your deposit limit.`)
    case 'lossLimit':
      return i18n._(msg`This would go past your loss limit.`)
    case 'wagerLimit':
      return i18n._(msg`This would go past your wager limit.`)
    case 'sessionLimit':
      return i18n._(msg`Your time limit is used up.`)
    case 'realityCheck':
      return i18n._(msg`Answer the reality check to go on playing.`)
    case 'timeOut':
      return i18n._(msg`You are taking a time-out.`)
    case 'selfExcluded':
      return i18n._(msg`You have excluded yourself from gambling.`)
  }
}

/**
 * What a limit counts, with its unit: whole minutes for a time limit, else money in its currency (grouped digits
 * alone when the server named none).
 */
export function limitAmountText(
  i18n: I18n,
  amount: string,
  unit: { minutes: boolean; currencyCode: string | null | undefined },
  format: { amount(value: string): string; money(value: string, currencyCode: string): string },
): string {
  if (unit.minutes) {
    const minutes = amount
    return i18n._(msg`${minutes} min`)
  }
  return unit.currencyCode ? format.money(amount, unit.currencyCode) : format.amount(amount)
}

/** When a refusal lifts, as a sentence; a reality check lifts when answered, an indefinite break never by itself. */
export function refusalEndText(
  i18n: I18n,
  refusal: ProtectionRefusal,
  when: (ms: number) => string,
): string | null {
  if (refusal.reason === 'realityCheck') return null
  if (refusal.until === null) {
    return refusal.reason === 'selfExcluded' ? i18n._(msg`It has no end date.`) : null
  }
  const date = when(refusal.until)
  return i18n._(msg`It lifts on ${date}.`)
}

/** The sentences of a refusal: why, what the limit still allows (limits only) and when it lifts (when it does). */
export function refusalParts(
  i18n: I18n,
  refusal: ProtectionRefusal,
  format: {
    amount(value: string): string
    money(value: string, currencyCode: string): string
    dateTime(ms: number): string
  },
): { reason: string; remaining: string | null; end: string | null } {
  let remaining: string | null = null
  if (refusal.remaining !== null) {
    const unit = { minutes: refusal.reason === 'sessionLimit', currencyCode: refusal.currencyCode }
    const left = limitAmountText(i18n, refusal.remaining, unit, format)
    remaining = i18n._(msg`Still allowed: ${left}`)
  }
  return {
    reason: refusalReasonText(i18n, refusal.reason),
    remaining,
    end: refusalEndText(i18n, refusal, format.dateTime),
  }
}
