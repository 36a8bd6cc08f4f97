// React bindings of @sportsbook/sdk: providers, SDK hooks, and keyed queries (TanStack Query) kept current by the
// SDK's pushes.
export {
  type SportsbookQueryOptions,
  useBalance,
  useBanks,
  useCashOut,
  useGames,
  useMatch,
  useMatches,
  useOrders,
  useSessionUid,
  useSportsbookQuery,
} from '../bindings/data-hooks'
// Live odds and the bet slip: one subscription per selection, published once per animation frame
export { useFeedNow } from '../bindings/feed-clock'
export {
  useBalances,
  useBetSelection,
  useBetSlip,
  useLanguage,
  useProtection,
  useSession,
  useSportsbook,
  useSportsbookEvent,
  useUser,
} from '../bindings/hooks'
export {
  LiveBetSlip,
  type LiveBetSlipProps,
  LiveMatchRow,
  type LiveMatchRowProps,
  LiveOddsButton,
  type LiveOddsButtonProps,
  LiveScoreBoard,
  type LiveScoreBoardProps,
  pickOf,
} from '../bindings/live-components'
export {
  type BetSlipActions,
  useBetSlipActions,
  useBetSlipState,
  useInBetSlip,
  useLiveMatch,
  useLiveSelection,
  useLiveStream,
  useOddsFormat,
} from '../bindings/live-hooks'
export { type UseWatchMatchesOptions, useWatchMatches } from '../bindings/match-watch'
export {
  type SportsbookAnswer,
  type SportsbookApiCall,
  type SportsbookApiGroup,
  type SportsbookPayload,
  type SportsbookQueryKey,
  type SportsbookQueryScope,
  sportsbookKeys,
} from '../bindings/query-keys'
export { SportsbookQuerySync, type SportsbookQuerySyncProps } from '../bindings/query-sync'
export {
  SportsbookAppProvider,
  type SportsbookAppProviderProps,
} from '../bindings/SportsbookAppProvider'
export { SportsbookProvider, type SportsbookProviderProps } from '../bindings/SportsbookProvider'
export { atomOfStore, createSportsbookAtoms, type SportsbookAtoms } from '../bindings/sportsbook-atoms'
export { type UseLanguageCatalogOptions, useLanguageCatalog } from '../bindings/use-language-catalog'
