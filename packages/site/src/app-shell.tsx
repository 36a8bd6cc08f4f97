import { ConfigurationError, Toaster } from '@sportsbook/ui'
import { Outlet, useLocation } from '@tanstack/react-router'
import { type Atom, useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { changePasswordOpenAtom, loginWindowOpenAtom } from './shell/dialog-state'
import { useProductCheck } from './shell/product-check'
import { SiteEvents } from './shell/site-events'
import { SiteHeaderBar } from './shell/site-header-bar'

// Dialogs are not part of the first render: they load when first opened.
const LoginWindowHost = lazy(() => import('./shell/login-window-host'))
const ChangePasswordHost = lazy(() => import('./shell/change-password-host'))

/** True from the first time a dialog opens: its code is fetched then, not with the first render. */
function useOpenedOnce(openAtom: Atom<boolean>): boolean {
  const open = useAtomValue(openAtom)
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened
}

/** The layout of every route: header, page, the login window over any route, toasts. */
export function AppShell() {
  const { pathname } = useLocation()
  const product = useProductCheck()
  const loginOpened = useOpenedOnce(loginWindowOpenAtom)
  const changePasswordOpened = useOpenedOnce(changePasswordOpenAtom)
  if (product.status === 'mismatch') {
    return (
      <main className="sb-site__main">
        <ConfigurationError
          expectedProductNo={product.expected}
          actualProductNo={product.actual}
          onRetry={product.retry}
        />
      </main>
    )
  }
  const mini = pathname.startsWith('/mini')
  const register = pathname.startsWith('/register')
  return (
    <div className="sb-site" data-route={pathname.split('/')[1] || 'index'}>
      <SiteHeaderBar variant={mini ? 'compact' : register ? 'bare' : 'full'} />
      <main className="sb-site__main" id="main">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        {loginOpened && <LoginWindowHost />}
        {changePasswordOpened && <ChangePasswordHost />}
      </Suspense>
      <Toaster />
      <SiteEvents />
    </div>
  )
}
