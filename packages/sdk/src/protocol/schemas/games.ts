import * as v from 'valibot'
import type { GroupSchemas } from '../schema-map'
import { currencyCodeField, formInteger, positiveMoneyField } from './fields'
import {
  diceDirectionSchema,
  diceRollAnswerSchema,
  gameCategorySchema,
  gameRoundDetailSchema,
  gameRoundSchema,
  gameSchema,
  gamesOnlineSchema,
  gameWalletEntrySchema,
  houseStateSchema,
  launchAnswerSchema,
  launchProviderSchema,
  seedPairSchema,
  seedRotationSchema,
} from './game-shapes'
import { pageSchema } from './match-shapes'

/**
 * Request and answer schemas of the games paths (shapes: game-shapes.ts) and of the built-in provider's own JSON
 * endpoints under `/games/house/api/`. Every call that moves money carries `requestId`, idempotent per member like
 * order create.
 */
export const gameFields = /* @__PURE__ */ (() => {
  const id = v.pipe(formInteger(), v.minValue(1))
  const requestId = v.pipe(v.string(), v.uuid('a UUID'))
  const page = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(10_000)))
  const pageSize = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(100)))
  const provider = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'a provider name'))
  /** The launch url's `session` query value. */
  const session = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'a game session'))
  /** A dice target or win chance in hundredths: "49.5" or "49.50". */
  const percent = v.pipe(v.string(), v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage with two decimals'))
  /** A crash cash-out point: 1.01 to 1,000,000 with two decimals. */
  const multiplier = v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(String),
    v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'a multiplier with two decimals'),
    v.check((text) => Number(text) >= 1.01 && Number(text) <= 1_000_000, 'a multiplier of 1.01 or more'),
  )
  return { id, requestId, page, pageSize, provider, session, percent, multiplier }
})()

/** Win chance 1.00-95.00: under wins below target, over above it. */
function winChanceInRange<T extends { target: string; direction: 'under' | 'over' }>(input: T): boolean {
  const target = Math.round(Number(input.target) * 100)
  const chance = input.direction === 'under' ? target : 10000 - target
  return chance >= 100 && chance <= 9500
}

/** Checks and reads a dice roll request (the server validates with it). */
export const diceRollRequestSchema = /* @__PURE__ */ (() =>
  v.pipe(
    v.object({
      session: gameFields.session,
      stake: positiveMoneyField,
      target: gameFields.percent,
      direction: diceDirectionSchema,
      requestId: gameFields.requestId,
    }),
    v.forward(v.check(winChanceInRange, 'a win chance of 1.00 to 95.00'), ['target']),
  ))()

/** Checks and reads a seed request (the server validates with it). */
export const seedRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    session: gameFields.session,
    /** Printable text, 1-64 characters. */
    clientSeed: v.pipe(v.string(), v.regex(/^[^\p{Cc}]{1,64}$/u, 'a client seed of 1-64 characters')),
  }))()

/** Checks and reads a fairness request. */
export const fairnessRequestSchema = /* @__PURE__ */ (() => v.object({ session: gameFields.session }))()

/** Checks and reads a crash bet request (the server validates with it). */
export const crashBetRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    session: gameFields.session,
    stake: positiveMoneyField,
    /** Cash out by itself at this multiplier (run by the server). */
    autoCashOut: v.optional(gameFields.multiplier),
    requestId: gameFields.requestId,
  }))()

/** Checks and reads a crash cash out request (the server validates with it). */
export const crashCashOutRequestSchema = /* @__PURE__ */ (() =>
  v.object({ session: gameFields.session, roundId: gameFields.id }))()

/** What a caller sends: the payload {@link diceRollRequestSchema} takes. */
export type DiceRollRequest = v.InferInput<typeof diceRollRequestSchema>
/** What a caller sends: the payload {@link seedRequestSchema} takes. */
export type SeedRequest = v.InferInput<typeof seedRequestSchema>
/** What a caller sends: the payload {@link crashBetRequestSchema} takes. */
export type CrashBetRequest = v.InferInput<typeof crashBetRequestSchema>
/** What a caller sends: the payload {@link crashCashOutRequestSchema} takes. */
export type CrashCashOutRequest = v.InferInput<typeof crashCashOutRequestSchema>

/** The built-in provider's endpoints (JSON bodies; GET fairness takes the query). */
export const houseGameSchemas = /* @__PURE__ */ (() => ({
  diceRoll: { request: diceRollRequestSchema, response: diceRollAnswerSchema },
  seed: { request: seedRequestSchema, response: seedRotationSchema },
  fairness: { request: fairnessRequestSchema, response: seedPairSchema },
  state: { request: fairnessRequestSchema, response: houseStateSchema },
  crashBet: { request: crashBetRequestSchema, response: gameRoundDetailSchema },
  crashCashOut: { request: crashCashOutRequestSchema, response: gameRoundDetailSchema },
}))()

/** Request (payload fields only) and answer schemas of the Games paths. */
export const gamesSchemas = /* @__PURE__ */ (() => {
  const { id, requestId, page, pageSize, provider } = gameFields
  const wallet = v.array(gameWalletEntrySchema)
  return {
    /** Launches a game of the built-in provider; `amount` moves into its game wallet first. */
    play: {
      request: v.object({
        gameId: id,
        currencyCode: currencyCodeField,
        amount: v.optional(positiveMoneyField),
        requestId,
      }),
      response: launchAnswerSchema,
    },
    launchList: { request: v.object({}), response: v.array(launchProviderSchema) },
    list: {
      request: v.object({
        provider: v.optional(provider),
        category: v.optional(gameCategorySchema),
        page,
        pageSize,
      }),
      response: pageSchema(gameSchema),
    },
    item: { request: v.object({ id }), response: gameSchema },
    /** The caller's rounds, newest first. */
    order: {
      request: v.object({ provider: v.optional(provider), gameId: v.optional(id), page, pageSize }),
      response: pageSchema(gameRoundSchema),
    },
    orderDetail: { request: v.object({ id }), response: gameRoundDetailSchema },
    online: { request: v.object({}), response: gamesOnlineSchema },
    balance: { request: v.object({ provider: v.optional(provider) }), response: wallet },
    balanceWithdraw: {
      request: v.object({ provider, amount: positiveMoneyField, currencyCode: currencyCodeField, requestId }),
      response: wallet,
    },
    /** Everything available from every provider back to the balance; stakes of rounds in play stay. */
    oneClickWithdraw: { request: v.object({ requestId }), response: wallet },
  } as const satisfies GroupSchemas<'games'>
})()
