// `@sportsbook/sdk/protocol/schemas`, part: Games, notices and red envelopes.

export {
  crashRoundSchema,
  diceDirectionSchema,
  diceRollAnswerSchema,
  fairnessSchema,
  gameCategorySchema,
  gamePlaySchema,
  gameRoundDetailSchema,
  gameRoundSchema,
  gameRoundStatusSchema,
  gameSchema,
  gamesOnlineSchema,
  gameWalletEntrySchema,
  houseStateSchema,
  launchAnswerSchema,
  launchProviderSchema,
  seedPairSchema,
  seedRotationSchema,
} from '../schemas/game-shapes'
export {
  crashBetRequestSchema,
  crashCashOutRequestSchema,
  diceRollRequestSchema,
  fairnessRequestSchema,
  gameFields,
  houseGameSchemas,
  seedRequestSchema,
} from '../schemas/games'
export {
  captchaSchema,
  miscFields,
  noticeCreateRequestSchema,
  redEnvelopeCreateRequestSchema,
} from '../schemas/misc'
export {
  noticeKindSchema,
  noticeSchema,
  redEnvelopeActivitySchema,
  redEnvelopeClaimSchema,
  redEnvelopeStatusSchema,
} from '../schemas/notice-shapes'
