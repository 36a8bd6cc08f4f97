// `@sportsbook/sdk/protocol`, part: Games, notices and red envelopes; the provably fair maths
// are `@sportsbook/sdk/protocol/provably-fair`.

export type { RevealedSeeds } from '../provably-fair'
export type {
  CrashRound,
  DiceDirection,
  DiceRollAnswer,
  Fairness,
  Game,
  GameCategory,
  GamePlay,
  GameRound,
  GameRoundDetail,
  GameRoundStatus,
  GamesOnline,
  GameWalletEntry,
  HouseState,
  LaunchAnswer,
  LaunchProvider,
  SeedPair,
  SeedRotation,
} from '../schemas/game-shapes'
export type { CrashBetRequest, CrashCashOutRequest, DiceRollRequest, SeedRequest } from '../schemas/games'
export type { Captcha, NoticeCreateRequest, RedEnvelopeCreateRequest } from '../schemas/misc'
export type {
  Notice,
  NoticeKind,
  RedEnvelopeActivity,
  RedEnvelopeClaim,
  RedEnvelopeStatus,
} from '../schemas/notice-shapes'
export * from '../values/games'
export * from '../values/notices'
