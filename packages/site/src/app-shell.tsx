import { loadCatalogPart, useSession } from '@sportsbook/ui'
import { Outlet, useLocation } from '@tanstack/react-router'
import { type Atom, useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { afterFirstPaint } from './shell/after-first-paint'
import { changePasswordOpenAtom, loginWindowOpenAtom } from './shell/dialog-state'
import { useDocumentTitle } from './shell/document-title'
import { SiteEvents } from './shell/site-events'
import { SiteHeaderBar } from './shell/site-header-bar'
import { useSite } from './site-context'
import { SiteNav } from './site-nav'

// Dialogs are not part of the first render: they load when first opened.
const LoginWindowHost = lazy(() => import('./shell/login-window-host'))
const ChangePasswordHost = lazy(() => import('./shell/change-password-host'))
// A login's two-step code (PROTOCOL.md section 13): only once a login asked for one.
const TwoStepHost = lazy(() => import('./shell/two-step-host'))
// The marquee comes with the notices, after the first paint, with the part of the texts they use.
const NoticeBar = lazy(() =>
  Promise.all([import('./shell/notices-host'), loadCatalogPart('betting')]).then(([module]) => ({
    default: module.NoticeBar,
  })),
)
// Player protection (the restricted banner, the reality check) and the responsible-gambling footer come after the
// first paint too, with the part of the texts they use.
const ProtectionHost = lazy(() =>
  Promise.all([import('./protection/protection-host'), loadCatalogPart('betting')]).then(([module]) => ({
    default: module.ProtectionHost,
  })),
)
const SiteFooter = lazy(() =>
  Promise.all([import('./protection/site-footer'), loadCatalogPart('betting')]).then(([module]) => ({
    default: module.SiteFooter,
  })),
)
const ConfigurationError = lazy(() => import('./shell/configuration-error-page'))
// The toasts' region loads once the first paint is presented (nothing to show before: a toast raised meanwhile
// waits in the provider's store).
const ToasterHost = lazy(() => import('./shell/toaster-host'))

/** True once the first contentful paint is presented. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterFirstPaint(() => setPainted(true)), [])
  return painted
}

/** True from the first time a dialog opens: its code is fetched then, not with the first render. */
function useOpenedOnce(openAtom: Atom<boolean>): boolean {
  const open = useAtomValue(openAtom)
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened
}

/** True from the first time a login asked for a two-step code: the dialog's code is fetched then. */
function useTwoStepAsked(): boolean {
  const asked = useSession().twoStep !== undefined
  const [once, setOnce] = useState(asked)
  if (asked && !once) setOnce(true)
  return once
}

/**
 * The layout of every route: header, main navigation, page, the responsible-gambling footer, the login window and
 * the reality check over any route, toasts.
 */
export function AppShell() {
  const { pathname } = useLocation()
  const { brand, productCheck } = useSite()
  useDocumentTitle(pathname, brand.name)
  const product = useSyncExternalStore(productCheck.subscribe, productCheck.getState)
  const loginOpened = useOpenedOnce(loginWindowOpenAtom)
  const changePasswordOpened = useOpenedOnce(changePasswordOpenAtom)
  const twoStepAsked = useTwoStepAsked()
  const painted = usePainted()
  if (product.status === 'mismatch') {
    // ConfigurationError is its own <main>: a wrapper of the same landmark would nest two.
    return (
      <div className="sb-site__main">
        <Suspense fallback={null}>
          <ConfigurationError
            expectedProductNo={product.expected}
            actualProductNo={product.actual}
            onRetry={productCheck.run}
          />
        </Suspense>
      </div>
    )
  }
  const mini = pathname.startsWith('/mini')
  const register = pathname.startsWith('/register')
  return (
    <div className="sb-site" data-route={pathname.split('/')[1] || 'index'}>
      <SiteHeaderBar variant={mini ? 'compact' : register ? 'bare' : 'full'} />
      {register ? null : (
        <Suspense fallback={null}>
          <NoticeBar />
        </Suspense>
      )}
      <Suspense fallback={null}>{painted && <ProtectionHost />}</Suspense>
      <main className="sb-site__main" id="main">
        {mini ? null : <SiteNav />}
        <Outlet />
      </main>
      <Suspense fallback={null}>{painted && <SiteFooter />}</Suspense>
      <Suspense fallback={null}>
        {loginOpened && <LoginWindowHost />}
        {changePasswordOpened && <ChangePasswordHost />}
        {twoStepAsked && <TwoStepHost />}
      </Suspense>
      <Suspense fallback={null}>{painted && <ToasterHost />}</Suspense>
      <SiteEvents />
    </div>
  )
}
