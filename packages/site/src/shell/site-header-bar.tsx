import { BrandLogo, loadCatalogPart, SiteHeader, useUser } from '@sportsbook/ui'
import { lazy, Suspense } from 'react'
import { useSite } from '../site-context'
import { LanguageSwitcher } from './language-switcher'

const HeaderBalance = lazy(() =>
  import('./header-account').then((module) => ({ default: module.HeaderBalance })),
)
// The notices live in the betting part of the texts: they load with it, after the first paint.
const NoticeCorner = lazy(() =>
  Promise.all([import('./notices-host'), loadCatalogPart('betting')]).then(([module]) => ({
    default: module.NoticeCorner,
  })),
)
const HeaderAccountMenu = lazy(() =>
  import('./header-account').then((module) => ({ default: module.HeaderAccountMenu })),
)

/**
 * The header of every page: the brand's logo (the type-1 variant for special users, spec section 6), the display
 * balance per currency, the language picker (compact under #/mini) and the account menu. The registration page
 * has its own language switcher and Login button, so its header shows only the logo.
 */
export function SiteHeaderBar({ variant }: { variant: 'full' | 'compact' | 'bare' }) {
  const { brand } = useSite()
  const user = useUser()
  const bare = variant === 'bare'
  return (
    <SiteHeader
      logo={<BrandLogo logos={brand.logos} name={brand.name} userType={user?.type} href="#/index" />}
      balance={
        bare ? undefined : (
          <Suspense fallback={null}>
            <HeaderBalance compact={variant === 'compact'} />
          </Suspense>
        )
      }
      language={bare ? undefined : <LanguageSwitcher variant={variant === 'compact' ? 'compact' : 'full'} />}
      account={
        bare ? undefined : (
          <Suspense fallback={null}>
            <NoticeCorner />
            <HeaderAccountMenu />
          </Suspense>
        )
      }
    />
  )
}
