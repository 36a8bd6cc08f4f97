// @sportsbook/ui: React components of the sportsbook and the React bindings of @sportsbook/sdk.
// Every export is named here; styles ship separately as '@sportsbook/ui/styles.css'.

// Data hooks: keyed queries (TanStack Query) kept current by the SDK's pushes
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
} from './bindings/data-hooks'
// Live odds and the bet slip: one subscription per selection, published once per animation frame
export { useFeedNow } from './bindings/feed-clock'
// SDK bindings
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
} from './bindings/hooks'
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
} from './bindings/live-components'
export {
  type BetSlipActions,
  useBetSlipActions,
  useBetSlipState,
  useInBetSlip,
  useLiveMatch,
  useLiveSelection,
  useLiveStream,
  useOddsFormat,
} from './bindings/live-hooks'
export { type UseWatchMatchesOptions, useWatchMatches } from './bindings/match-watch'
export {
  type SportsbookAnswer,
  type SportsbookApiCall,
  type SportsbookApiGroup,
  type SportsbookPayload,
  type SportsbookQueryKey,
  type SportsbookQueryScope,
  sportsbookKeys,
} from './bindings/query-keys'
export { SportsbookQuerySync, type SportsbookQuerySyncProps } from './bindings/query-sync'
export {
  SportsbookAppProvider,
  type SportsbookAppProviderProps,
} from './bindings/SportsbookAppProvider'
export { SportsbookProvider, type SportsbookProviderProps } from './bindings/SportsbookProvider'
export { atomOfStore, createSportsbookAtoms, type SportsbookAtoms } from './bindings/sportsbook-atoms'
export { type UseLanguageCatalogOptions, useLanguageCatalog } from './bindings/use-language-catalog'
// Components
export { AccountMenu, type AccountMenuProps } from './components/account-menu/AccountMenu'
export { ContactSection, type ContactSectionProps } from './components/account-security/ContactSection'
export {
  ForgotPasswordDialog,
  type ForgotPasswordDialogProps,
} from './components/account-security/ForgotPasswordDialog'
export {
  IdentitySection,
  type IdentitySectionProps,
  type IdentityStatus,
} from './components/account-security/IdentitySection'
export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
} from './components/account-security/ResetPasswordForm'
export {
  TwoStepCodeDialog,
  type TwoStepCodeDialogProps,
} from './components/account-security/TwoStepCodeDialog'
export {
  TwoStepSection,
  type TwoStepSectionProps,
  type TwoStepSetupView,
} from './components/account-security/TwoStepSection'
export { AgreementDialog, type AgreementDialogProps } from './components/agreement-dialog/AgreementDialog'
export { AmountLog, type AmountLogProps } from './components/amount-log/AmountLog'
export { BalanceDisplay, type BalanceDisplayProps } from './components/balance-display/BalanceDisplay'
export {
  BetBuilder,
  type BetBuilderProps,
  type BuilderLeg,
  type BuilderPrice,
  toggleLeg,
} from './components/bet-builder/BetBuilder'
export { BetSlip, type BetSlipProps } from './components/bet-slip/BetSlip'
export { BetStats, type BetStatsProps } from './components/bet-stats/BetStats'
export { BrandLogo, type BrandLogoProps, type BrandLogos } from './components/brand-logo/BrandLogo'
export {
  AutoCashOutRule,
  type AutoCashOutRuleProps,
  type AutoCashOutSetting,
} from './components/cash-out/AutoCashOutRule'
export { CashOut, type CashOutProps } from './components/cash-out/CashOut'
export {
  type CashOutEntry,
  CashOutHistory,
  type CashOutHistoryProps,
} from './components/cash-out/CashOutHistory'
export {
  CashOutPanel,
  type CashOutPanelProps,
  type CashOutPanelQuote,
  fractionOf,
} from './components/cash-out/CashOutPanel'
export { AmountField, type AmountFieldProps } from './components/cashier/AmountField'
export { type AmountIssue, amountIssue } from './components/cashier/amount-rules'
export { CashierBalances, type CashierBalancesProps } from './components/cashier/CashierBalances'
export {
  CashierHistory,
  type CashierHistoryProps,
  type HistoryList,
  type HistoryTab,
} from './components/cashier/CashierHistory'
export { CollectionCard, type CollectionCardProps } from './components/cashier/CollectionCard'
export { CopyButton, type CopyButtonProps } from './components/cashier/CopyButton'
export { CurrencySelect, type CurrencySelectProps } from './components/cashier/CurrencySelect'
export {
  collectionStatusLabel,
  depositStatusLabel,
  loanKindLabel,
  type StatusLabel,
  withdrawalStatusLabel,
} from './components/cashier/cashier-texts'
export { DepositStatus, type DepositStatusProps } from './components/cashier/DepositStatus'
export { LoanPanel, type LoanPanelProps } from './components/cashier/LoanPanel'
export { PayInForm, type PayInFormProps, type PayInValues } from './components/cashier/PayInForm'
export { ProofUpload, type ProofUploadProps, type UploadReport } from './components/cashier/ProofUpload'
export { StatusBadge, type StatusBadgeProps } from './components/cashier/StatusBadge'
export {
  type NewWithdrawAccount,
  WithdrawAccounts,
  type WithdrawAccountsProps,
} from './components/cashier/WithdrawAccounts'
export { WithdrawForm, type WithdrawFormProps, type WithdrawValues } from './components/cashier/WithdrawForm'
export {
  WithdrawPasswordForm,
  type WithdrawPasswordFormProps,
} from './components/cashier/WithdrawPasswordForm'
export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type ChangePasswordValues,
} from './components/change-password-dialog/ChangePasswordDialog'
export { ComingSoon, type ComingSoonProps } from './components/coming-soon/ComingSoon'
export {
  ConfigurationError,
  type ConfigurationErrorProps,
} from './components/configuration-error/ConfigurationError'
export {
  EmptyState,
  type EmptyStateProps,
  ErrorState,
  type ErrorStateProps,
  LoadingState,
  type LoadingStateProps,
} from './components/data-states/DataStates'
export { Dialog, type DialogProps } from './components/dialog/Dialog'
export { TextField, type TextFieldProps } from './components/field/TextField'
export {
  type FairnessInput,
  FairnessVerifier,
  type FairnessVerifierProps,
  type VerifiedGame,
} from './components/games/FairnessVerifier'
export { GameLobby, type GameLobbyProps } from './components/games/GameLobby'
export { GameRounds, type GameRoundsProps } from './components/games/GameRounds'
export { GameWallet, type GameWalletProps } from './components/games/GameWallet'
export {
  GameWithdrawForm,
  type GameWithdrawFormProps,
  type GameWithdrawRequest,
} from './components/games/GameWithdrawForm'
export { languageFlags } from './components/language-dropdown/flags'
export {
  LanguageDropdown,
  type LanguageDropdownProps,
  type LanguageOption,
} from './components/language-dropdown/LanguageDropdown'
export { LeagueList, type LeagueListProps, sortLeagues } from './components/league-list/LeagueList'
export { StalePricesNotice, type StalePricesNoticeProps } from './components/live-notices/StalePricesNotice'
export { StreamDelayNote, type StreamDelayNoteProps } from './components/live-notices/StreamDelayNote'
export {
  type LoginValues,
  LoginWindow,
  type LoginWindowProps,
  type SavedAccount,
} from './components/login-window/LoginWindow'
export { BankBetForm, type BankBetFormProps } from './components/market/BankBetForm'
export { BankCard, type BankCardProps, capacityPercent } from './components/market/BankCard'
export { BankExposure, type BankExposureProps } from './components/market/BankExposure'
export { BankerTools, type BankerToolsProps } from './components/market/BankerTools'
export { BankOrders, type BankOrdersProps } from './components/market/BankOrders'
export { GamblerOrders, type GamblerOrdersProps } from './components/market/GamblerOrders'
export { MyBanks, type MyBanksProps } from './components/market/MyBanks'
export {
  bankStatusLabel,
  bankTitle,
  closesIn,
  gamblerOrderStatusLabel,
} from './components/market/market-texts'
export {
  OpenBankForm,
  type OpenBankFormProps,
  type OpenBankInput,
} from './components/market/OpenBankForm'
export {
  InvestForm,
  type InvestFormProps,
  JoinBankForm,
  type JoinBankFormProps,
} from './components/market/PartnerForms'
export { useSalesClock } from './components/market/sales-clock'
export {
  groupMarkets,
  MarketGroup,
  type MarketGroupProps,
  type MarketOddsArgs,
  type MarketTypeGroup,
} from './components/market-group/MarketGroup'
export { MasterRank, type MasterRankProps, type RankDays } from './components/master-rank/MasterRank'
export {
  MatchCentre,
  type MatchCentreData,
  type MatchCentreProps,
} from './components/match-centre/MatchCentre'
export { MatchList, type MatchListProps } from './components/match-list/MatchList'
export {
  MatchRow,
  type MatchRowProps,
  type OddsSlotArgs,
  rowMarketTypes,
} from './components/match-row/MatchRow'
export { NoticeBell, type NoticeBellProps } from './components/notices/NoticeBell'
export { NoticeList, type NoticeListProps } from './components/notices/NoticeList'
export { NoticeMarquee, type NoticeMarqueeProps } from './components/notices/NoticeMarquee'
export { OddsButton, type OddsButtonProps, type OddsButtonStatus } from './components/odds-button/OddsButton'
export {
  OddsFormatSetting,
  type OddsFormatSettingProps,
} from './components/odds-format-setting/OddsFormatSetting'
export { DailyReport, type DailyReportProps, type ReportRange } from './components/ops/DailyReport'
export { OpsConsole, type OpsConsoleProps, type OpsQueue } from './components/ops/OpsConsole'
export { PayoutDetails, type PayoutDetailsProps } from './components/ops/PayoutDetails'
export { ReportChart, type ReportChartProps } from './components/ops/ReportChart'
export {
  ReviewCard,
  type ReviewCardProps,
  type ReviewItem,
  type ReviewValues,
} from './components/ops/ReviewCard'
export {
  type ReviewFilters,
  ReviewHistory,
  type ReviewHistoryProps,
  type ReviewHistoryRows,
  reviewWindow,
} from './components/ops/ReviewHistory'
export { RiskBook, type RiskBookProps, type RiskChoice } from './components/ops/RiskBook'
export { RiskCapsForm, type RiskCapsFormProps, type RiskCapsValues } from './components/ops/RiskCapsForm'
export { RiskOrders, type RiskOrdersProps } from './components/ops/RiskOrders'
export { StakeFactorForm, type StakeFactorFormProps } from './components/ops/StakeFactorForm'
export {
  allOrders,
  type OrderFilter,
  type OrderFilterDays,
  type OrderFilterStatus,
  OrderFilters,
  type OrderFiltersProps,
  passesOrderFilter,
} from './components/order-list/OrderFilters'
export { OrderList, type OrderListProps } from './components/order-list/OrderList'
export { OrderRow, type OrderRowProps } from './components/order-row/OrderRow'
export {
  PendingBet,
  type PendingBetProps,
  type PendingBetRejectReason,
} from './components/pending-bet/PendingBet'
// Player protection
export { BreakForm, type BreakFormProps, type BreakKind } from './components/protection/BreakForm'
export {
  DepositLimitPrompt,
  type DepositLimitPromptProps,
} from './components/protection/DepositLimitPrompt'
export { LimitCard, type LimitCardProps } from './components/protection/LimitCard'
export { type LimitDraft, LimitForm, type LimitFormProps } from './components/protection/LimitForm'
export { type MemberQuery, MemberSearch, type MemberSearchProps } from './components/protection/MemberSearch'
export { ProtectionMessage, type ProtectionMessageProps } from './components/protection/ProtectionMessage'
export {
  breakDurationLabel,
  limitKindLabel,
  periodLabel,
  refusalReasonText,
} from './components/protection/protection-texts'
export { RealityCheckDialog, type RealityCheckDialogProps } from './components/protection/RealityCheckDialog'
export {
  RealityCheckSetting,
  type RealityCheckSettingProps,
} from './components/protection/RealityCheckSetting'
export { RemainingAllowance, type RemainingAllowanceProps } from './components/protection/RemainingAllowance'
export { RestrictedBanner, type RestrictedBannerProps } from './components/protection/RestrictedBanner'
export {
  SaferGamblingFooter,
  type SaferGamblingFooterProps,
} from './components/protection/SaferGamblingFooter'
export { Statement, type StatementProps, type StatementRange } from './components/protection/Statement'
export { useRefusalText } from './components/protection/use-refusal-text'
export { RedEnvelopeList, type RedEnvelopeListProps } from './components/red-envelopes/RedEnvelopeList'
export { RedEnvelopePopup, type RedEnvelopePopupProps } from './components/red-envelopes/RedEnvelopePopup'
export {
  type FooterCoin,
  RegistrationForm,
  type RegistrationFormProps,
  type RegistrationValues,
} from './components/registration-form/RegistrationForm'
export { ResultRow, type ResultRowProps } from './components/result-list/ResultRow'
export { ScoreBoard, type ScoreBoardProps } from './components/score-board/ScoreBoard'
export {
  SettlementRecordCard,
  type SettlementRecordCardProps,
} from './components/settlement-records/SettlementRecordCard'
export { SharedOrderCard, type SharedOrderCardProps } from './components/shared-orders/SharedOrderCard'
export { SiteHeader, type SiteHeaderProps } from './components/site-header/SiteHeader'
export { SportsTabs, type SportsTabsProps } from './components/sports-tabs/SportsTabs'
export { type TabItem, Tabs, type TabsProps } from './components/tabs/Tabs'
export { Toaster, type ToasterProps } from './components/toaster/Toaster'
export { ToastProvider, type ToastProviderProps, useToasts } from './components/toaster/ToastProvider'
export {
  createToastStore,
  type Toast,
  type ToastKind,
  type ToastStore,
  type ToastStoreOptions,
} from './components/toaster/toast-store'
export { accountMessages } from './copy/account-messages'
// Texts a site shows around the components
export { bettingMessages } from './copy/betting-messages'
export { cashierMessages } from './copy/cashier-messages'
export { gamesMessages } from './copy/games-messages'
export { marketMessages } from './copy/market-messages'
export { operationsMessages } from './copy/operations-messages'
export { protectionMessages } from './copy/protection-messages'
export { sessionMessages } from './copy/session-messages'
export { siteMessages } from './copy/site-messages'
// Form rules shared by the account forms: a username of 2 to 16 letters and digits, a password of 6 to 16
// characters, and neither takes whitespace or Chinese characters as typed
export {
  cleanCredential,
  cleanInvitationCode,
  confirmPasswordError,
  credentialMaxLength,
  invitationCodeError,
  invitationCodeMaxLength,
  passwordError,
  type RegisterErrorCode,
  usernameError,
} from './forms/credential-rules'
// i18n
export { type CatalogPart, type LoadCatalogOptions, loadCatalog, loadCatalogPart } from './i18n/load-catalog'
export {
  isSiteLocale,
  localeNames,
  localeTags,
  type SiteLocale,
  siteLocales,
  sourceLocale,
} from './i18n/locales'
export { useFormatters, useLocaleTag } from './internal/use-formatters'
