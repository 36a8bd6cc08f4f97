// `@sportsbook/sdk/protocol`, part: The peer trade market: shapes, requests and the bank's exposure and settlement maths.

export type { OrderFit, Participant } from '../market/bank-exposure'
export {
  bankResult,
  fitOrder,
  freeCapital,
  gamblerPayout,
  resultScale,
  selectionCapacity,
  shareStake,
  stakeWeights,
  worstResult,
} from '../market/bank-exposure'
export type {
  BankSettlement,
  ParticipantSettlement,
  SettlingOrder,
  SettlingParticipant,
} from '../market/bank-settlement'
export { commissionOn, settleBank } from '../market/bank-settlement'
export type { FinalScore, GridMarketType, GridResult, GridSelection, Outcome } from '../market/outcome-grid'
export { gridSelections, lineQuarters, outcomeGrid, selectionResult } from '../market/outcome-grid'
export type { BankListRequest, BankOpenRequest, GamblerOrderCreateRequest } from '../schemas/market'
export type {
  BankerInfo,
  BankOrder,
  BankOutcome,
  BankParticipant,
  BankRole,
  BankSelection,
  BankStat,
  BankStatus,
  GamblerOrder,
  GamblerOrderStatus,
  PeerBank,
  SimpleMatch,
  Unsettled,
} from '../schemas/market-shapes'
