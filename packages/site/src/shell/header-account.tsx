import { useLingui } from '@lingui/react'
import {
  AccountMenu,
  BalanceDisplay,
  siteMessages,
  useBalances,
  useSession,
  useSportsbook,
  useToasts,
  useUser,
} from '@sportsbook/ui'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { errorMessage } from '../betting/session-status'
import { changePasswordOpenAtom, loginWindowOpenAtom } from './dialog-state'

// The header's account part, its own chunk: the registration page's header shows only the logo.

// A restricted session (a login during a break) is signed in too: it sees its balance and its menu.
const isMember = (status: string) =>
  status === 'member' || status === 'demo' || status === 'channel' || status === 'restricted'

/**
 * The display balance (floor to scale, `M` compact) of the currency in play, for members; a member's is a currency
 * switch over every currency the wallet holds (`changeCurrency`): the slip, the wallet, the market and the games
 * follow the user info's currency. Demo money is one currency.
 */
export function HeaderBalance({ compact }: { compact: boolean }) {
  const sportsbook = useSportsbook()
  const session = useSession()
  const user = useUser()
  const balances = useBalances()
  const toasts = useToasts()
  const [switching, setSwitching] = useState(false)
  if (!isMember(session.status)) return null
  const changeCurrency = async (currencyCode: string) => {
    setSwitching(true)
    try {
      await sportsbook.session.changeCurrency(currencyCode)
    } catch (cause) {
      // The server's words (a currency the brand no longer holds): the header stays on the one in play.
      const text = errorMessage(cause)
      if (text) toasts.error(text)
    } finally {
      setSwitching(false)
    }
  }
  return (
    <>
      <BalanceDisplay
        entries={balances}
        compact={compact}
        loading={switching}
        currencyCode={user?.currencyCode}
        onCurrencyChange={session.status === 'demo' ? undefined : (code) => void changeCurrency(code)}
        onRefresh={() => void sportsbook.balance.refresh().catch(() => undefined)}
      />
      {/* An operator's way is the console, in the account menu. */}
      {session.status === 'member' && !user?.operator ? <DepositLink /> : null}
    </>
  )
}

/** The way to the cashier for registered members (demo money cannot be topped up). */
function DepositLink() {
  const { i18n } = useLingui()
  return (
    <Link className="sb-button sb-header-deposit" to="/wallet">
      {i18n._(siteMessages.deposit)}
    </Link>
  )
}

/** Log in / Register for visitors; the account with logout and change password for members. */
export function HeaderAccountMenu() {
  const sportsbook = useSportsbook()
  const session = useSession()
  const user = useUser()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  const openChangePassword = useSetAtom(changePasswordOpenAtom)
  const navigate = useNavigate()
  return (
    <AccountMenu
      account={isMember(session.status) ? user?.account : null}
      demo={session.status === 'demo'}
      canChangePassword={session.status === 'member'}
      onLoginClick={() => openLogin(true)}
      onRegisterClick={() => void navigate({ to: '/register' })}
      onLogout={() => void sportsbook.session.logout()}
      onChangePasswordClick={() => openChangePassword(true)}
      // A registered member may keep several accounts on this device (spec section 6): the login window lists them.
      onSwitchAccountClick={session.status === 'member' ? () => openLogin(true) : undefined}
      onConsoleClick={user?.operator ? () => void navigate({ to: '/ops' }) : undefined}
    />
  )
}
