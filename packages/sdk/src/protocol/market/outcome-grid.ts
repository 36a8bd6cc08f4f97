/**
 * The outcome grid of a market: the classes of final scores that settle its selections differently, and each
 * selection's result in each class. 1X2: home, draw, away. Handicap and spread: classes of the goal (point)
 * difference home - away around the line; total: classes of the goal total. A quarter line (x.25, x.75) is two half
 * stakes on its neighbouring lines, so a class may be half won or half lost. Lines are read exactly, in quarters,
 * never as floats.
 */

export type GridMarketType = '1x2' | 'handicap' | 'total' | 'moneyline' | 'spread'
/** A grid selection. */
export type GridSelection = 'home' | 'draw' | 'away' | 'over' | 'under'
/** A grid result. */
export type GridResult = 'won' | 'lost' | 'push' | 'halfWon' | 'halfLost'

/** One final result of a market, as settlement tells them apart (a score that decides every selection). */
export interface Outcome {
  /** "home", "draw", "away"; "diff<=-1", "diff=0", "diff>=1"; "total<=2", "total>=3". */
  label: string
  /** Each of the market's selections' result when the match ends in this class. */
  results: Partial<Record<GridSelection, GridResult>>
}

/** A match's final score, home and away. */
export interface FinalScore {
  home: number
  away: number
}

/** The selections of a market type, in the feed's order. */
export function gridSelections(type: GridMarketType): GridSelection[] {
  if (type === '1x2') return ['home', 'draw', 'away']
  if (type === 'total') return ['over', 'under']
  return ['home', 'away']
}

/** A line in quarters: "-0.25" -> -1, "2.5" -> 10. Anything not a multiple of 0.25 is an error. */
export function lineQuarters(line: string | null): number {
  if (line === null) return 0
  const match = /^(-)?(\d{1,6})(?:\.(\d{1,8}))?$/.exec(line.trim())
  if (!match) throw new RangeError(`not a line: ${line}`)
  const fraction = (match[3] ?? '').replace(/0+$/, '')
  const quarter = { '': 0, '25': 1, '5': 2, '75': 3 }[fraction]
  if (quarter === undefined) throw new RangeError(`not a quarter line: ${line}`)
  const quarters = Number(match[2]) * 4 + quarter
  return match[1] ? -quarters : quarters
}

/** The result of a stake on a margin in quarters (positive: the selection is ahead of its line). */
function byMargin(quarters: number): 'won' | 'lost' | 'push' {
  return quarters > 0 ? 'won' : quarters < 0 ? 'lost' : 'push'
}

/** Two half stakes' results as one (they are never won and lost at once: their lines differ by a half). */
function combine(first: 'won' | 'lost' | 'push', second: 'won' | 'lost' | 'push'): GridResult {
  if (first === second) return first
  if (first === 'won' || second === 'won') return 'halfWon'
  return 'halfLost'
}

/** A stake on "ahead by margin + line": a quarter line splits into its two neighbouring lines. */
function lineResult(marginQuarters: number, line: number): GridResult {
  if (Math.abs(line) % 2 === 1)
    return combine(byMargin(marginQuarters + line - 1), byMargin(marginQuarters + line + 1))
  return byMargin(marginQuarters + line)
}

/** The result of one selection for a final score (a cancelled match is void for every selection instead). */
export function selectionResult(
  type: GridMarketType,
  line: string | null,
  selection: GridSelection,
  score: FinalScore,
): GridResult {
  const diff = score.home - score.away
  const quarters = lineQuarters(line)
  switch (type) {
    case '1x2': {
      const winner = diff > 0 ? 'home' : diff < 0 ? 'away' : 'draw'
      return selection === winner ? 'won' : 'lost'
    }
    case 'moneyline':
      // Basketball plays on until someone wins: a tie only reaches here for an abandoned game.
      if (diff === 0) return 'push'
      return diff > 0 === (selection === 'home') ? 'won' : 'lost'
    case 'handicap':
    case 'spread':
      // The line is the home side's handicap: home is ahead of it by diff + line, away by the opposite.
      return selection === 'home' ? lineResult(diff * 4, quarters) : lineResult(-diff * 4, -quarters)
    case 'total': {
      const total = score.home + score.away
      return selection === 'over' ? lineResult(total * 4, -quarters) : lineResult(-total * 4, quarters)
    }
  }
}

/**
 * The outcome classes of a market: for 1X2 and moneyline the winner; for lines, the values of the difference
 * (or total) within a goal of the line each on their own, and everything below and above them, adjacent values
 * that settle alike merged into one class.
 */
export function outcomeGrid(type: GridMarketType, line: string | null): Outcome[] {
  const selections = gridSelections(type)
  const at = (home: number, away: number) =>
    Object.fromEntries(selections.map((name) => [name, selectionResult(type, line, name, { home, away })]))
  if (type === '1x2') {
    return [
      { label: 'home', results: at(1, 0) },
      { label: 'draw', results: at(0, 0) },
      { label: 'away', results: at(0, 1) },
    ]
  }
  if (type === 'moneyline') {
    return [
      { label: 'home', results: at(1, 0) },
      { label: 'away', results: at(0, 1) },
    ]
  }
  const quarters = lineQuarters(line)
  const isTotal = type === 'total'
  const variable = isTotal ? 'total' : 'diff'
  // The value the line sits on, negated for handicaps (home +0.5 is decided at diff = -0.5).
  const pivot = isTotal ? quarters : -quarters
  let low = Math.floor((pivot - 4) / 4)
  const high = Math.ceil((pivot + 4) / 4)
  if (isTotal) low = Math.max(0, low)
  const scoreOf = (value: number): [number, number] =>
    isTotal ? [value, 0] : value >= 0 ? [value, 0] : [0, -value]
  const classes: { from: number; to: number; results: Outcome['results'] }[] = []
  for (let value = low; value <= high; value += 1) {
    const results = at(...scoreOf(value))
    const last = classes[classes.length - 1]
    if (last && JSON.stringify(last.results) === JSON.stringify(results)) last.to = value
    else classes.push({ from: value, to: value, results })
  }
  return classes.map((item, index) => {
    const first = index === 0 && !(isTotal && item.from === 0)
    const lastClass = index === classes.length - 1
    const label =
      first && lastClass
        ? `${variable}=any`
        : first
          ? `${variable}<=${item.to}`
          : lastClass
            ? `${variable}>=${item.from}`
            : item.from === item.to
              ? `${variable}=${item.from}`
              : `${variable}=${item.from}..${item.to}`
    return { label, results: item.results }
  })
}
