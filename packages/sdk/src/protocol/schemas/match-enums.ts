import * as v from 'valibot'
import {
  marketStatuses,
  marketTypes,
  matchStatuses,
  periods,
  selectionNames,
  selectionResults,
  sides,
  sportTypes,
} from '../values/matches'

export * from '../values/matches'

// The closed vocabularies of the match, market and selection shapes: every value of each, and its schema.

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
