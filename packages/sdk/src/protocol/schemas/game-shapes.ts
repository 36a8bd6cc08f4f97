import * as v from 'valibot'
import { crashPhases, diceDirections, type gameCategories, gameRoundStatuses } from '../values/games'
import { decimalText } from './match-shapes'

export * from '../values/games'

/**
 * The game shapes of the protocol (Game, GameRound, the game wallet) and the answers of the built-in provider `house`
 * (dice and crash, provably fair). Money is decimal text, times milliseconds since the epoch.
 */

/** "dice" and "crash" for the built-in provider; other providers may name their own categories. */
export const gameCategorySchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'a category'))
/** Checks and reads a game round status (the server validates with it). */
export const gameRoundStatusSchema = v.picklist(gameRoundStatuses)
/** Checks and reads a dice direction (the server validates with it). */
export const diceDirectionSchema = v.picklist(diceDirections)

/** Checks and reads a game (the server validates with it). */
export const gameSchema = v.object({
  id: v.number(),
  /** The provider's name (`house` for the built-in one). */
  provider: v.string(),
  /** The provider's own code of the game (`dice`, `crash`). */
  code: v.string(),
  name: v.string(),
  category: gameCategorySchema,
  /** An image address (a data URL for the built-in games). */
  thumbnail: v.string(),
  /** Stake limits in units of whatever currency is played: the same figures in every currency. */
  minStake: decimalText,
  maxStake: decimalText,
  /** The house edge as a fraction: "0.01" is 1%. */
  houseEdge: decimalText,
  /** The path the client launches this game with (`game/play` for the built-in provider). */
  playPath: v.string(),
})

/** Checks and reads a game round (the server validates with it). */
export const gameRoundSchema = v.object({
  id: v.number(),
  gameId: v.number(),
  provider: v.string(),
  stake: decimalText,
  /** What the round paid back ("0.00" when lost; the stake included when won). */
  payout: decimalText,
  /** What a unit staked paid back: dice's 99 / win chance, crash's cash-out point; "0" while open or lost. */
  multiplier: decimalText,
  currencyCode: v.string(),
  status: gameRoundStatusSchema,
  createdAt: v.number(),
  settledAt: v.nullable(v.number()),
})

/** The seeds that decide a round: `serverSeed` is null until its pair is rotated (crash: until the round ends). */
export const fairnessSchema = v.object({
  serverSeedHash: v.string(),
  serverSeed: v.nullable(v.string()),
  clientSeed: v.string(),
  nonce: v.number(),
})

/** What the player chose: dice's target and direction; crash's round and cash-out points. */
export const gamePlaySchema = v.variant('game', [
  v.object({
    game: v.literal('dice'),
    target: decimalText,
    direction: diceDirectionSchema,
    winChance: decimalText,
  }),
  v.object({
    game: v.literal('crash'),
    roundId: v.number(),
    /** The multiplier the server cashes out at by itself, or null. */
    autoCashOut: v.nullable(decimalText),
    /** Where the player cashed out, or null (not yet, or crashed first). */
    cashedOutAt: v.nullable(decimalText),
  }),
])

/** `/game/order/detail` and the house provider's answers: the round with its result and seeds. */
export const gameRoundDetailSchema = v.object({
  ...gameRoundSchema.entries,
  /** The dice roll ("29.24") or the crash point ("3.38"); null while a crash round flies. */
  result: v.nullable(decimalText),
  play: gamePlaySchema,
  fairness: fairnessSchema,
})

/** One provider's game wallet in one currency; `amount` includes `frozen` (the stakes of rounds in play). */
export const gameWalletEntrySchema = v.object({
  provider: v.string(),
  currencyCode: v.string(),
  amount: decimalText,
  frozen: decimalText,
})

/** Checks and reads a launch answer (the server validates with it). */
export const launchAnswerSchema = v.object({
  /** The launch address with a one-time session token (opens within 60 s), for a frame. */
  url: v.string(),
  /** The provider's game wallet in the launched currency, after the transfer. */
  balance: gameWalletEntrySchema,
})

/** Checks and reads a launch provider (the server validates with it). */
export const launchProviderSchema = v.object({
  provider: v.string(),
  name: v.string(),
  games: v.array(gameSchema),
  currencyCodes: v.array(v.string()),
})

/** Checks and reads a games online (the server validates with it). */
export const gamesOnlineSchema = v.object({
  total: v.number(),
  games: v.array(v.object({ gameId: v.number(), players: v.number() })),
})

/** The house provider's seed pair in use (`GET /games/house/api/fairness`). */
export const seedPairSchema = v.object({
  serverSeedHash: v.string(),
  clientSeed: v.string(),
  nonce: v.number(),
})

/** `POST /games/house/api/seed`: the new pair, and the old one revealed. */
export const seedRotationSchema = v.object({
  serverSeedHash: v.string(),
  previousServerSeed: v.string(),
  previousClientSeed: v.string(),
  clientSeed: v.string(),
  nonce: v.literal(0),
})

/** `POST /games/house/api/dice/roll`: the settled round and the game wallet's amount after it. */
export const diceRollAnswerSchema = v.object({
  ...gameRoundDetailSchema.entries,
  balance: gameWalletEntrySchema,
})

/** `GET /games/house/api/state`: what a game page shows when it opens. */
export const houseStateSchema = v.object({
  game: gameSchema,
  currencyCode: v.string(),
  balance: gameWalletEntrySchema,
  fairness: seedPairSchema,
})
/** Checks and reads a crash round (the server validates with it). */
export const crashRoundSchema = v.object({
  id: v.number(),
  phase: v.picklist(crashPhases),
  /** SHA-256 of the round's server seed, published before bets open, with the round's public client seed. */
  serverSeedHash: v.string(),
  clientSeed: v.string(),
  /** Revealed once crashed, with the crash point. */
  serverSeed: v.nullable(v.string()),
  crashPoint: v.nullable(decimalText),
  bettingEndsAt: v.number(),
  /** When the flight started (null while betting): multiplier = e^(growth × elapsed ms), floored to 0.01. */
  flightStartedAt: v.nullable(v.number()),
  growthPerMs: v.number(),
  bets: v.array(
    v.object({
      player: v.string(),
      stake: decimalText,
      currencyCode: v.string(),
      cashedOutAt: v.nullable(decimalText),
      payout: v.nullable(decimalText),
    }),
  ),
})

/** One of {@link gameCategories}. */
export type GameCategory = (typeof gameCategories)[number]
/** A game round status, as the wire carries it (read by {@link gameRoundStatusSchema}). */
export type GameRoundStatus = v.InferOutput<typeof gameRoundStatusSchema>
/** A dice direction, as the wire carries it (read by {@link diceDirectionSchema}). */
export type DiceDirection = v.InferOutput<typeof diceDirectionSchema>
/** A game, as the wire carries it (read by {@link gameSchema}). */
export type Game = v.InferOutput<typeof gameSchema>
/** A game round, as the wire carries it (read by {@link gameRoundSchema}). */
export type GameRound = v.InferOutput<typeof gameRoundSchema>
/** `/game/order/detail` and the house provider's answers: the round with its result and seeds. */
export type GameRoundDetail = v.InferOutput<typeof gameRoundDetailSchema>
/** What the player chose: dice's target and direction; crash's round and cash-out points. */
export type GamePlay = v.InferOutput<typeof gamePlaySchema>
/** The seeds that decide a round: `serverSeed` is null until its pair is rotated (crash: until the round ends). */
export type Fairness = v.InferOutput<typeof fairnessSchema>
/** One provider's game wallet in one currency; `amount` includes `frozen` (the stakes of rounds in play). */
export type GameWalletEntry = v.InferOutput<typeof gameWalletEntrySchema>
/** A launch answer, as the wire carries it (read by {@link launchAnswerSchema}). */
export type LaunchAnswer = v.InferOutput<typeof launchAnswerSchema>
/** A launch provider, as the wire carries it (read by {@link launchProviderSchema}). */
export type LaunchProvider = v.InferOutput<typeof launchProviderSchema>
/** A games online, as the wire carries it (read by {@link gamesOnlineSchema}). */
export type GamesOnline = v.InferOutput<typeof gamesOnlineSchema>
/** The house provider's seed pair in use (`GET /games/house/api/fairness`). */
export type SeedPair = v.InferOutput<typeof seedPairSchema>
/** `POST /games/house/api/seed`: the new pair, and the old one revealed. */
export type SeedRotation = v.InferOutput<typeof seedRotationSchema>
/** `POST /games/house/api/dice/roll`: the settled round and the game wallet's amount after it. */
export type DiceRollAnswer = v.InferOutput<typeof diceRollAnswerSchema>
/** `GET /games/house/api/state`: what a game page shows when it opens. */
export type HouseState = v.InferOutput<typeof houseStateSchema>
/** A crash round, as the wire carries it (read by {@link crashRoundSchema}). */
export type CrashRound = v.InferOutput<typeof crashRoundSchema>
