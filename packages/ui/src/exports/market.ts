// The banks market: banks that players open and fund, and the bets placed against them.
export { BankBetForm, type BankBetFormProps } from '../components/market/BankBetForm'
export { BankCard, type BankCardProps, capacityPercent } from '../components/market/BankCard'
export { BankExposure, type BankExposureProps } from '../components/market/BankExposure'
export { BankerTools, type BankerToolsProps } from '../components/market/BankerTools'
export { BankOrders, type BankOrdersProps } from '../components/market/BankOrders'
export { GamblerOrders, type GamblerOrdersProps } from '../components/market/GamblerOrders'
export { MyBanks, type MyBanksProps } from '../components/market/MyBanks'
export {
  bankStatusLabel,
  bankTitle,
  closesIn,
  gamblerOrderStatusLabel,
} from '../components/market/market-texts'
export {
  OpenBankForm,
  type OpenBankFormProps,
  type OpenBankInput,
} from '../components/market/OpenBankForm'
export {
  InvestForm,
  type InvestFormProps,
  JoinBankForm,
  type JoinBankFormProps,
} from '../components/market/PartnerForms'
export { useSalesClock } from '../components/market/sales-clock'
