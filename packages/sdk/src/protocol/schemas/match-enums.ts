import * as v from 'valibot'

// The closed vocabularies of the match shapes (PROTOCOL.md section 7): every value of each, and its schema.

/** Every value of {@link SportType}: 1 football, 2 basketball. */
export const sportTypes = [1, 2] as const
/** Every value of {@link MatchStatus}. */
export const matchStatuses = ['upcoming', 'live', 'finished', 'cancelled'] as const
/** Every value of {@link MarketType}. */
export const marketTypes = ['1x2', 'handicap', 'total', 'moneyline', 'spread'] as const
/** Every value of {@link MarketStatus}: a market's, and each of its selections' ({@link selectionStatuses}). */
export const marketStatuses = ['open', 'suspended', 'closed', 'settled'] as const
/** Every value of {@link SelectionStatus}: a selection opens, pauses and closes with its market. */
export const selectionStatuses = marketStatuses
/** Every value of {@link SelectionName}. */
export const selectionNames = ['home', 'draw', 'away', 'over', 'under'] as const
/** Every value of {@link SelectionResult}. */
export const selectionResults = ['won', 'lost', 'push', 'void'] as const
/** Every value of {@link Side}. */
export const sides = ['home', 'away'] as const
/** Every value of {@link Period}. */
export const periods = ['pre', '1H', 'HT', '2H', 'Q1', 'Q2', 'Q3', 'Q4', 'OT', 'BREAK', 'FT'] as const

/** 1 football, 2 basketball. */
export const sportTypeSchema = v.picklist(sportTypes)
/** Checks and reads a match status (the server validates with it). */
export const matchStatusSchema = v.picklist(matchStatuses)
/** Checks and reads a market type (the server validates with it). */
export const marketTypeSchema = v.picklist(marketTypes)
/** Checks and reads a market status (the server validates with it). */
export const marketStatusSchema = v.picklist(marketStatuses)
/** Checks and reads a selection name (the server validates with it). */
export const selectionNameSchema = v.picklist(selectionNames)
/** push: a whole line landed exactly (the stake comes back); void: the match was cancelled. */
export const selectionResultSchema = v.picklist(selectionResults)
/** Checks and reads a side. */
export const sideSchema = v.picklist(sides)
/** Football 1H, HT, 2H; basketball Q1-Q4, OT, BREAK; pre before kick-off, FT after. */
export const periodSchema = v.picklist(periods)
