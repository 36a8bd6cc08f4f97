import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MarketType, SelectionName, SportType } from '@sportsbook/sdk/protocol'

const marketNames = {
  '1x2': msg`Match result`,
  handicap: msg`Handicap`,
  total: msg`Over/Under`,
  moneyline: msg`Moneyline`,
  spread: msg`Point spread`,
  bothTeamsToScore: msg`Both teams to score`,
  correctScore: msg`Correct score`,
  doubleChance: msg`Double chance`,
  firstHalf1x2: msg`First-half result`,
  winningMargin: msg`Winning margin`,
} as const satisfies Record<MarketType, unknown>

/** The name of a market type, as a heading or in an odds button's accessible name. */
export function marketName(i18n: I18n, type: MarketType): string {
  return i18n._(marketNames[type])
}

/** A handicap as the side sees it: the home line as given, the away line with the opposite sign; "+" shown. */
export function sideLine(line: string | null | undefined, side: 'home' | 'away'): string {
  if (!line) return ''
  const negative = line.startsWith('-')
  const bare = negative ? line.slice(1) : line.replace(/^\+/, '')
  if (/^0+(\.0+)?$/.test(bare)) return '0'
  const homeNegative = negative
  const showNegative = side === 'home' ? homeNegative : !homeNegative
  return `${showNegative ? '-' : '+'}${bare}`
}

export interface SelectionLabelInput {
  marketType: MarketType
  selectionName: SelectionName
  line: string | null | undefined
  homeName?: string | undefined
  awayName?: string | undefined
}

/** A selection of a bet builder market in words, or null for the main markets' names (home, draw, over, ...). */
function builderSelectionLabel(i18n: I18n, name: SelectionName, home: string, away: string): string | null {
  switch (name) {
    case 'yes':
      return i18n._(msg`Yes`)
    case 'no':
      return i18n._(msg`No`)
    case 'homeOrDraw':
      return i18n._(msg`${home} or draw`)
    case 'homeOrAway':
      return i18n._(msg`${home} or ${away}`)
    case 'drawOrAway':
      return i18n._(msg`Draw or ${away}`)
    case 'otherHome':
      return i18n._(msg`Any other ${home} win`)
    case 'otherDraw':
      return i18n._(msg`Any other draw`)
    case 'otherAway':
      return i18n._(msg`Any other ${away} win`)
  }
  // Correct score "2-1": the home side's goals first.
  if (/^\d-\d$/.test(name)) return name.replace('-', '–')
  // Winning margin "home6-10", "away21+": the winner and the points.
  const margin = /^(home|away)(\d+(?:-\d+|\+))$/.exec(name)
  if (margin) {
    const team = margin[1] === 'home' ? home : away
    const points = margin[2]!.replace('-', '–')
    return i18n._(msg`${team} by ${points}`)
  }
  return null
}

/** The full name of a selection: "Arsenal", "Draw", "Arsenal -1.5", "Over 2.5", "Arsenal or draw", "2–1". */
export function selectionLabel(i18n: I18n, input: SelectionLabelInput): string {
  const { marketType, selectionName, line } = input
  const home = input.homeName || i18n._(msg`Home`)
  const away = input.awayName || i18n._(msg`Away`)
  const builder = builderSelectionLabel(i18n, selectionName, home, away)
  if (builder !== null) return builder
  if (selectionName === 'draw') return i18n._(msg`Draw`)
  const value = line ?? ''
  if (selectionName === 'over') return i18n._(msg`Over ${value}`).trim()
  if (selectionName === 'under') return i18n._(msg`Under ${value}`).trim()
  const team = selectionName === 'home' ? home : away
  if (marketType === 'handicap' || marketType === 'spread')
    return `${team} ${sideLine(line, selectionName === 'away' ? 'away' : 'home')}`
  return team
}

/** The short text on an odds button in a match row: 1, X, 2; the side's line; Over or Under and the line. */
export function selectionShortLabel(i18n: I18n, input: SelectionLabelInput): string {
  const { marketType, selectionName, line } = input
  if (marketType === '1x2' || marketType === 'firstHalf1x2')
    return selectionName === 'home' ? '1' : selectionName === 'draw' ? 'X' : '2'
  if (marketType === 'doubleChance')
    return selectionName === 'homeOrDraw' ? '1X' : selectionName === 'homeOrAway' ? '12' : 'X2'
  if (marketType === 'moneyline') return selectionName === 'home' ? '1' : '2'
  if (marketType === 'handicap' || marketType === 'spread')
    return sideLine(line, selectionName === 'away' ? 'away' : 'home')
  return selectionLabel(i18n, input)
}

const sportNames = { 1: msg`Football`, 2: msg`Basketball` } as const

export function sportName(i18n: I18n, sportType: SportType): string {
  return i18n._(sportNames[sportType])
}
