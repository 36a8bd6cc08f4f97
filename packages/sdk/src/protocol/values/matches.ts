// The closed vocabularies of the match, market and selection shapes, plain data without their schemas: a
// bundle that only reads them loads no schema code.

/** Every value of {@link SportType}: 1 football, 2 basketball. */
export const sportTypes = [1, 2] as const
/** Every value of {@link MatchStatus}. */
export const matchStatuses = ['upcoming', 'live', 'finished', 'cancelled'] as const
/**
 * Every value of {@link MarketType}. The first five are the main markets; the rest are the bet builder's
 * markets: football both teams to score, correct score, double chance and first-half result, basketball
 * winning margin.
 */
export const marketTypes = [
  '1x2',
  'handicap',
  'total',
  'moneyline',
  'spread',
  'bothTeamsToScore',
  'correctScore',
  'doubleChance',
  'firstHalf1x2',
  'winningMargin',
] as const
/** Every value of {@link MarketStatus}: a market's, and each of its selections' ({@link selectionStatuses}). */
export const marketStatuses = ['open', 'suspended', 'closed', 'settled'] as const
/** Every value of {@link SelectionStatus}: a selection opens, pauses and closes with its market. */
export const selectionStatuses = marketStatuses
/** Correct score: the home side's goals first ("2-1"), up to four each; any other score by who wins it. */
export const correctScoreNames = [
  '0-0',
  '1-0',
  '0-1',
  '1-1',
  '2-0',
  '0-2',
  '2-1',
  '1-2',
  '2-2',
  '3-0',
  '0-3',
  '3-1',
  '1-3',
  '3-2',
  '2-3',
  '3-3',
  '4-0',
  '0-4',
  '4-1',
  '1-4',
  '4-2',
  '2-4',
  '4-3',
  '3-4',
  '4-4',
  'otherHome',
  'otherDraw',
  'otherAway',
] as const
/** Basketball winning margin: the winner and its margin in points (a tie goes to overtime, so there is none). */
export const winningMarginNames = [
  'home1-5',
  'home6-10',
  'home11-15',
  'home16-20',
  'home21+',
  'away1-5',
  'away6-10',
  'away11-15',
  'away16-20',
  'away21+',
] as const
/**
 * Every value of {@link SelectionName}: 1X2, handicap and spread sides, total over and under; both teams
 * to score yes and no, double chance, correct score and winning margin (the bet builder's markets).
 */
export const selectionNames = [
  'home',
  'draw',
  'away',
  'over',
  'under',
  'yes',
  'no',
  'homeOrDraw',
  'homeOrAway',
  'drawOrAway',
  ...correctScoreNames,
  ...winningMarginNames,
] as const
/** Every value of {@link SelectionResult}. */
export const selectionResults = ['won', 'lost', 'push', 'void'] as const
/** Every value of {@link Side}. */
export const sides = ['home', 'away'] as const
/** Every value of {@link Period}. */
export const periods = ['pre', '1H', 'HT', '2H', 'Q1', 'Q2', 'Q3', 'Q4', 'OT', 'BREAK', 'FT'] as const
