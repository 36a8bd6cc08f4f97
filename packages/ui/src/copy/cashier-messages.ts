import { msg } from '@lingui/core/macro'

/**
 * Texts of the cashier (#/wallet) and the operator console (#/ops) around their components: section names,
 * headings, the states of the page. Render with `i18n._(cashierMessages.x)`.
 */
export const cashierMessages = {
  walletSections: msg`Wallet sections`,
  deposit: msg`Deposit`,
  bankTransfer: msg`Bank transfer`,
  withdraw: msg`Withdraw`,
  loans: msg`Loans`,
  history: msg`History`,
  balances: msg`Balances`,
  walletNeedsLogin: msg`Log in to deposit, withdraw and see your wallet.`,
  demoWallet: msg`A demo account plays with demo money. Register to deposit and withdraw.`,
  logIn: msg`Log in`,
  register: msg`Register`,
  payDeposit: msg`Continue to payment`,
  getTransferDetails: msg`Get transfer details`,
  withdrawPassword: msg`Withdraw password`,
  withdrawAccounts: msg`Withdraw accounts`,
  newWithdrawal: msg`New withdrawal`,
  withdrawalsInReview: msg`Withdrawals in review`,
  withdrawNeedsPassword: msg`Set a withdraw password and add an account to withdraw.`,
  /** A withdrawal outside the currency's limits (2004), with them: values `currencyCode`, `min`, `max`. */
  withdrawLimits: msg`Withdrawals in {currencyCode} are from {min} to {max}.`,
  loadFailed: msg`This part of the wallet could not be loaded`,
  opsPage: msg`Operator console`,
}
