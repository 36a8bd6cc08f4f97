import {
  AccountMenu,
  BalanceDisplay,
  BrandLogo,
  SiteHeader,
  useBalances,
  useSession,
  useSportsbook,
  useUser,
} from '@sportsbook/ui'
import { useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useSite } from '../site-context'
import { changePasswordOpenAtom, loginWindowOpenAtom } from './dialog-state'
import { LanguageSwitcher } from './language-switcher'

/**
 * The header of every page: the brand's logo (the type-1 variant for special users, spec section 6), the display
 * balance per currency, the language picker (compact under #/mini) and the account menu. The registration page
 * has its own language switcher and Login button, so its header shows only the logo.
 */
export function SiteHeaderBar({ variant }: { variant: 'full' | 'compact' | 'bare' }) {
  const { brand } = useSite()
  const sportsbook = useSportsbook()
  const session = useSession()
  const user = useUser()
  const balances = useBalances()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  const openChangePassword = useSetAtom(changePasswordOpenAtom)
  const navigate = useNavigate()
  const member = session.status === 'member' || session.status === 'demo' || session.status === 'channel'
  const bare = variant === 'bare'
  return (
    <SiteHeader
      logo={<BrandLogo logos={brand.logos} name={brand.name} userType={user?.type} href="#/index" />}
      balance={
        member && !bare ? (
          <BalanceDisplay
            entries={balances}
            compact={variant === 'compact'}
            onRefresh={() => void sportsbook.balance.refresh().catch(() => undefined)}
          />
        ) : undefined
      }
      language={bare ? undefined : <LanguageSwitcher variant={variant === 'compact' ? 'compact' : 'full'} />}
      account={
        bare ? undefined : (
          <AccountMenu
            account={member ? user?.account : null}
            demo={session.status === 'demo'}
            canChangePassword={session.status === 'member'}
            onLoginClick={() => openLogin(true)}
            onRegisterClick={() => void navigate({ to: '/register' })}
            onLogout={() => void sportsbook.session.logout()}
            onChangePasswordClick={() => openChangePassword(true)}
          />
        )
      }
    />
  )
}
