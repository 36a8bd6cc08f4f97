import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BankStatus, GamblerOrderStatus, PeerBank } from '@sportsbook/sdk/protocol'
import { marketName, selectionLabel } from '../../internal/market-labels'
import type { StatusLabel } from '../cashier/cashier-texts'

/** A bank's state in the player's words (closed = past kick-off, not settled yet). */
export function bankStatusLabel(i18n: I18n, status: BankStatus): StatusLabel {
  switch (status) {
    case 'open':
      return { text: i18n._(msg`Taking bets`), tone: 'good' }
    case 'paused':
      return { text: i18n._(msg`Paused`), tone: 'pending' }
    case 'closed':
      return { text: i18n._(msg`Closed, waiting for the result`), tone: 'pending' }
    case 'settled':
      return { text: i18n._(msg`Settled`), tone: 'neutral' }
    case 'cancelled':
      return { text: i18n._(msg`Cancelled`), tone: 'neutral' }
    case 'void':
      return { text: i18n._(msg`Void`), tone: 'neutral' }
  }
}

/** A bet against a bank's state in the player's words, with the tone of its badge (half won, pushed...). */
export function gamblerOrderStatusLabel(i18n: I18n, status: GamblerOrderStatus): StatusLabel {
  switch (status) {
    case 'open':
      return { text: i18n._(msg`Open`), tone: 'pending' }
    case 'won':
      return { text: i18n._(msg`Won`), tone: 'good' }
    case 'halfWon':
      return { text: i18n._(msg`Half won`), tone: 'good' }
    case 'lost':
      return { text: i18n._(msg`Lost`), tone: 'bad' }
    case 'halfLost':
      return { text: i18n._(msg`Half lost`), tone: 'bad' }
    case 'pushed':
      return { text: i18n._(msg`Push`), tone: 'neutral' }
    case 'void':
      return { text: i18n._(msg`Void`), tone: 'neutral' }
  }
}

/** "Arsenal v Chelsea · Match result" and the selection names of a bank's market. */
export function bankTitle(i18n: I18n, bank: Pick<PeerBank, 'match' | 'market'>): string {
  const line = bank.market.line ? ` ${bank.market.line}` : ''
  return `${bank.match.home} v ${bank.match.away} · ${marketName(i18n, bank.market.type)}${line}`
}

export function bankSelectionName(
  i18n: I18n,
  bank: Pick<PeerBank, 'match' | 'market'>,
  name: Parameters<typeof selectionLabel>[1]['selectionName'],
): string {
  return selectionLabel(i18n, {
    marketType: bank.market.type,
    selectionName: name,
    line: bank.market.line,
    homeName: bank.match.home,
    awayName: bank.match.away,
  })
}

/**
 * An outcome class of the exposure table (outcome-grid.ts labels): "home", "draw", "away", "diff<=-1",
 * "diff=0", "total>=3", "diff=1..2", "diff=any".
 */
export function outcomeName(i18n: I18n, label: string, teams: { home: string; away: string }): string {
  const { home, away } = teams
  if (label === 'home') return i18n._(msg`${home} win`)
  if (label === 'away') return i18n._(msg`${away} win`)
  if (label === 'draw') return i18n._(msg`Draw`)
  const found = /^(diff|total)(<=|>=|=)(.+)$/.exec(label)
  if (!found) return label
  const [, variable, relation, value = ''] = found
  const range =
    value === 'any'
      ? ''
      : `${relation === '=' ? '' : relation === '<=' ? '≤ ' : '≥ '}${value.replace('..', '–')}`
  return variable === 'total' ? i18n._(msg`Goals ${range}`).trim() : i18n._(msg`Home margin ${range}`).trim()
}

/**
 * "2 h 05 min", "4 min", "35 s": a time left (wall milliseconds, sales-clock.ts); null once nothing is left. The
 * last minute counts in seconds, since a demo feed's kick-off comes minutes after a bank opens.
 */
export function closesIn(i18n: I18n, msLeft: number): string | null {
  if (!(msLeft > 0)) return null
  const seconds = Math.floor(msLeft / 1000)
  if (seconds < 60) return i18n._(msg`${seconds} s`)
  const minutes = Math.floor(seconds / 60)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = String(minutes % 60).padStart(2, '0')
  if (days > 0) return i18n._(msg`${days} d ${hours} h`)
  if (hours > 0) return i18n._(msg`${hours} h ${rest} min`)
  return i18n._(msg`${minutes} min`)
}
