// Sports betting: matches, markets, odds, the bet slip, orders and cash-out.
export {
  BetBuilder,
  type BetBuilderProps,
  type BuilderLeg,
  type BuilderPrice,
  toggleLeg,
} from '../components/bet-builder/BetBuilder'
export { BetSlip, type BetSlipProps } from '../components/bet-slip/BetSlip'
export { BetStats, type BetStatsProps } from '../components/bet-stats/BetStats'
export {
  AutoCashOutRule,
  type AutoCashOutRuleProps,
  type AutoCashOutSetting,
} from '../components/cash-out/AutoCashOutRule'
export { CashOut, type CashOutProps } from '../components/cash-out/CashOut'
export {
  type CashOutEntry,
  CashOutHistory,
  type CashOutHistoryProps,
} from '../components/cash-out/CashOutHistory'
export {
  CashOutPanel,
  type CashOutPanelProps,
  type CashOutPanelQuote,
  fractionOf,
} from '../components/cash-out/CashOutPanel'
export { LeagueList, type LeagueListProps, sortLeagues } from '../components/league-list/LeagueList'
export { StalePricesNotice, type StalePricesNoticeProps } from '../components/live-notices/StalePricesNotice'
export { StreamDelayNote, type StreamDelayNoteProps } from '../components/live-notices/StreamDelayNote'
export {
  groupMarkets,
  MarketGroup,
  type MarketGroupProps,
  type MarketOddsArgs,
  type MarketTypeGroup,
} from '../components/market-group/MarketGroup'
export { MasterRank, type MasterRankProps, type RankDays } from '../components/master-rank/MasterRank'
export {
  MatchCentre,
  type MatchCentreData,
  type MatchCentreProps,
} from '../components/match-centre/MatchCentre'
export { MatchList, type MatchListProps } from '../components/match-list/MatchList'
export {
  MatchRow,
  type MatchRowProps,
  type OddsSlotArgs,
  rowMarketTypes,
} from '../components/match-row/MatchRow'
export { OddsButton, type OddsButtonProps, type OddsButtonStatus } from '../components/odds-button/OddsButton'
export {
  OddsFormatSetting,
  type OddsFormatSettingProps,
} from '../components/odds-format-setting/OddsFormatSetting'
export {
  allOrders,
  type OrderFilter,
  type OrderFilterDays,
  type OrderFilterStatus,
  OrderFilters,
  type OrderFiltersProps,
  passesOrderFilter,
} from '../components/order-list/OrderFilters'
export { OrderList, type OrderListProps } from '../components/order-list/OrderList'
export { OrderRow, type OrderRowProps } from '../components/order-row/OrderRow'
export {
  PendingBet,
  type PendingBetProps,
  type PendingBetRejectReason,
} from '../components/pending-bet/PendingBet'
export { ResultRow, type ResultRowProps } from '../components/result-list/ResultRow'
export { ScoreBoard, type ScoreBoardProps } from '../components/score-board/ScoreBoard'
export {
  SettlementRecordCard,
  type SettlementRecordCardProps,
} from '../components/settlement-records/SettlementRecordCard'
export { SharedOrderCard, type SharedOrderCardProps } from '../components/shared-orders/SharedOrderCard'
export { SportsTabs, type SportsTabsProps } from '../components/sports-tabs/SportsTabs'
