import { useLingui } from '@lingui/react'
import {
  CashierBalances,
  CurrencySelect,
  cashierMessages,
  EmptyState,
  LoadingState,
  siteMessages,
  Tabs,
  useBalances,
  useSession,
  useUser,
} from '@sportsbook/ui'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId, useState } from 'react'
import { LoginNeeded } from './login-needed'
import { DepositSection } from './wallet/deposit-section'
import { HistorySection } from './wallet/history-section'
import { LoanSection } from './wallet/loan-section'
import { TransferSection } from './wallet/transfer-section'
import { WalletCurrencyChoice } from './wallet/wallet-context'
import { WithdrawSection } from './wallet/withdraw-section'
import '../betting/styles'
import './wallet/wallet.css'

type Section = 'deposit' | 'transfer' | 'withdraw' | 'loans' | 'history'

// A restricted session (a login during a break, PROTOCOL.md section 11) keeps withdrawals and the history alone.
const restrictedSections: readonly Section[] = ['withdraw', 'history']

/**
 * #/wallet, the cashier: the balances per currency, then deposit, bank transfer, withdraw, loans and history
 * (PROTOCOL.md section 8). Registered members only: a visitor is asked to log in, a demo member to register; a
 * member on a break withdraws and reads the history.
 */
export default function WalletPage() {
  const { i18n } = useLingui()
  const session = useSession()
  const balances = useBalances()
  const user = useUser()
  // A currency picked here holds until the session's own currency changes (the header's switch).
  const [picked, setPicked] = useState<{ over: string; code: string } | null>(null)
  const sessionCurrency = user?.currencyCode ?? ''
  const currencyCode = picked?.over === sessionCurrency ? picked.code : sessionCurrency
  const restricted = session.status === 'restricted'
  const [chosen, setSection] = useState<Section>('deposit')
  const section = restricted && !restrictedSections.includes(chosen) ? 'withdraw' : chosen
  // Counts movements made here, so the history reads again after a loan.
  const [round, setRound] = useState(0)
  const panelId = useId()
  const names: Record<Section, string> = {
    deposit: i18n._(cashierMessages.deposit),
    transfer: i18n._(cashierMessages.bankTransfer),
    withdraw: i18n._(cashierMessages.withdraw),
    loans: i18n._(cashierMessages.loans),
    history: i18n._(cashierMessages.history),
  }
  const sections: Record<Section, () => ReactNode> = {
    deposit: () => <DepositSection />,
    transfer: () => <TransferSection />,
    withdraw: () => <WithdrawSection />,
    loans: () => (
      <>
        <LoanSection onMoved={() => setRound((value) => value + 1)} />
        <HistorySection round={round} initialTab="loans" />
      </>
    ),
    history: () => <HistorySection round={round} />,
  }
  let body: ReactNode
  if (session.status === 'idle') body = <LoadingState rows={4} />
  else if (session.status === 'demo')
    body = (
      <EmptyState
        title={i18n._(cashierMessages.demoWallet)}
        action={
          <Link className="sb-button" to="/register">
            {i18n._(cashierMessages.register)}
          </Link>
        }
      />
    )
  else if (session.status !== 'member' && session.status !== 'channel' && !restricted)
    body = (
      <LoginNeeded title={i18n._(cashierMessages.walletNeedsLogin)} logIn={i18n._(cashierMessages.logIn)} />
    )
  else
    body = (
      <div key={session.user.uid} className="sb-wallet__stack">
        <CashierBalances
          aria-label={i18n._(cashierMessages.balances)}
          entries={balances}
          loading={balances.length === 0}
        />
        {balances.length > 1 ? (
          <CurrencySelect
            className="sb-wallet__currency"
            entries={balances}
            value={currencyCode}
            onValueChange={(code) => setPicked({ over: sessionCurrency, code })}
          />
        ) : null}
        <Tabs<Section>
          label={i18n._(cashierMessages.walletSections)}
          items={(Object.keys(names) as Section[])
            .filter((value) => !restricted || restrictedSections.includes(value))
            .map((value) => ({ value, label: names[value] }))}
          value={section}
          onValueChange={setSection}
          panelId={panelId}
          variant="line"
        />
        <div id={panelId} role="tabpanel" aria-label={names[section]} className="sb-wallet__panel">
          <WalletCurrencyChoice.Provider value={currencyCode || null}>
            {/* Each section starts again in another currency (its pay types, banks and limits are that currency's). */}
            <div key={currencyCode}>{sections[section]()}</div>
          </WalletCurrencyChoice.Provider>
        </div>
      </div>
    )
  return (
    <div className="sb-wallet">
      <h1 className="sb-wallet__title">{i18n._(siteMessages.walletPage)}</h1>
      {body}
    </div>
  )
}
