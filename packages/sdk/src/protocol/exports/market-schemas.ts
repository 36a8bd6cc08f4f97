// `@sportsbook/sdk/protocol/schemas`, part: The peer trade market: shapes, requests and the bank's exposure and settlement maths.

export {
  bankListRequestSchema,
  bankOddsField,
  bankOpenRequestSchema,
  gamblerOrderCreateRequestSchema,
  marketSchemas,
} from '../schemas/market'
export {
  bankerInfoSchema,
  bankOrderSchema,
  bankOutcomeSchema,
  bankParticipantSchema,
  bankRoleSchema,
  bankSelectionSchema,
  bankStatSchema,
  bankStatusSchema,
  gamblerOrderSchema,
  gamblerOrderStatusSchema,
  peerBankSchema,
  simpleMatchSchema,
  unsettledSchema,
} from '../schemas/market-shapes'
