import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// The ledger's movement kinds the reference server writes (apps/server: bets, demo, operator commands).
const kindNames = {
  'bet-stake': msg`Bet stake`,
  'bet-settle': msg`Bet settled`,
  'free-bet-stake': msg`Free bet`,
  'free-bet-settle': msg`Free bet settled`,
  'cash-out': msg`Cash out`,
  'demo-credit': msg`Demo money`,
  'operator-credit': msg`Credit`,
  'operator-debit': msg`Debit`,
} as const

/** A ledger movement's kind in words; a kind this version does not know is shown as the server names it. */
export function ledgerKindName(i18n: I18n, kind: string): string {
  const known = (kindNames as Record<string, (typeof kindNames)[keyof typeof kindNames]>)[kind]
  return known ? i18n._(known) : kind
}
