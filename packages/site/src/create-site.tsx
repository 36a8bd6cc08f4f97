import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createSportsbook, type Sportsbook, webStorage } from '@sportsbook/sdk'
import { SportsbookProvider, ToastProvider } from '@sportsbook/ui'
import '@sportsbook/ui/core.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readAddress } from './address'
import type { BrandConfig } from './brand-config'
import { applyBrand } from './brand-theme'
import { createSiteRouter, type SiteRouter } from './router'
import { afterFirstPaint } from './shell/after-first-paint'
import { createProductCheck } from './shell/product-check'
import { SiteContextProvider } from './site-context'
import { followLanguage, showLikelyLanguage } from './site-language'
import './site.css'

export interface CreateSiteOptions {
  /** The API base; the same host on port 8787 by default (the reference server's port). */
  apiUrl?: string
  /** Where to mount; `#root` by default. */
  root?: HTMLElement
}

export interface Site {
  sportsbook: Sportsbook
  router: SiteRouter
  unmount(): void
}

/**
 * Mounts a brand's site (DESIGN.md section 3): the brand's title, icon and colours, the SDK client, the router
 * with hash history, and the session started from the address (pass code, invitation code) or from storage.
 */
export function createSite(brand: BrandConfig, options: CreateSiteOptions = {}): Site {
  applyBrand(brand, document)
  const hints = readAddress(window.location)
  const sportsbook = createSportsbook({
    baseUrl: options.apiUrl || `${window.location.protocol}//${window.location.hostname}:8787`,
    storage: webStorage(window.localStorage, window),
    brand: { channel: brand.channel },
    language: { default: brand.defaultLanguage, forced: brand.forcedLanguage },
  })
  // The SDK keeps the code for the registration form; the page reads it through hints (register-page).
  const invitationRead = hints.invitationCode
    ? sportsbook.session.keepInvitationCode(hints.invitationCode)
    : sportsbook.session.invitationCode().then((kept) => {
        // An empty `?code=` still asks for a code; a kept one fills it in.
        if (kept?.trim() || hints.invitationCode === null) hints.invitationCode = kept
      })
  const siteRouter = createSiteRouter()

  const productCheck = createProductCheck(sportsbook, brand)

  // The SDK's network work starts once the first page is on screen: the first paint waits for no call and no
  // download beyond the page itself (the session core arrives right after).
  const stopWaiting = siteRouter.subscribe('onRendered', () => {
    stopWaiting()
    afterFirstPaint(startSportsbook)
  })
  let markStarted = () => {}
  const started = new Promise<void>((resolve) => {
    markStarted = resolve
  })
  function startSportsbook() {
    // Benchmarks read this mark: everything requested before it is what the first render needed.
    performance.mark('sportsbook:first-render-painted')
    markStarted()
    followLanguage(sportsbook)
    productCheck.run()
    if (hints.passCode) {
      // The address is the site's: the pass code leaves it as it is handed over (spec section 2), and the SDK's
      // navigate event takes the page to /#/index once the code is used.
      const address = new URL(window.location.href)
      address.searchParams.delete('passcode')
      window.history.replaceState(window.history.state, '', address)
      void sportsbook.session.loginWithPassCode(hints.passCode).catch(() => sportsbook.session.start())
    } else {
      void sportsbook.session.start().catch(() => undefined)
    }
  }

  const root = createRoot(options.root ?? (document.getElementById('root') as HTMLElement))
  // The texts and the first page's code download side by side; the first render waits for both.
  void Promise.all([
    sportsbook.language
      .stored()
      .then((stored) => showLikelyLanguage(brand, stored))
      .catch(() => undefined),
    siteRouter.load().catch(() => undefined),
    invitationRead.catch(() => undefined),
  ]).then(() => {
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <SportsbookProvider client={sportsbook}>
            <ToastProvider>
              <SiteContextProvider value={{ brand, sportsbook, hints, productCheck, started }}>
                <RouterProvider router={siteRouter} />
              </SiteContextProvider>
            </ToastProvider>
          </SportsbookProvider>
        </I18nProvider>
      </StrictMode>,
    )
  })
  return {
    sportsbook,
    router: siteRouter,
    unmount() {
      root.unmount()
      sportsbook.dispose()
    },
  }
}
