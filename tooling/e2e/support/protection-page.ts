// Helpers of the protection suite: what the safer-gambling page and the refusals say (copied from the ui catalogs,
// packages/ui/src/locales/<lang>/messages.po), a limit set as the site sets it, and the main socket routed through
// the test so it can carry a reality check the server would push.
import type { Page, WebSocketRoute } from '@playwright/test'
import type { BrandUnderTest } from '../brands'
import { pageLanguage } from '../tests/texts'
import { type Session, walletCall } from './wallet-page'

const en = {
  depositRefused: 'This deposit would go past your deposit limit.',
  lossRefused: 'This would go past your loss limit.',
  loginPassword: 'Login password',
  realityCheck: 'Reality check',
  timeOutNotice: 'Your break has started: you have been logged out everywhere.',
}

export type ProtectionTexts = typeof en

const pt: ProtectionTexts = {
  depositRefused: 'Este depósito ultrapassaria o seu limite de depósito.',
  lossRefused: 'Isto ultrapassaria o seu limite de perdas.',
  loginPassword: 'Palavra-passe de acesso',
  realityCheck: 'Verificação de realidade',
  timeOutNotice: 'A sua pausa começou: a sessão foi terminada em todos os dispositivos.',
}

export function protectionTextsOf(brand: BrandUnderTest): ProtectionTexts {
  return pageLanguage(brand) === 'pt' ? pt : en
}

/** Sets a limit over the API as the safer-gambling page does (`/app/api/member/protection/limit/set`). */
export function setLimit(
  brand: BrandUnderTest,
  session: Session,
  limit: { kind: 'deposit' | 'loss' | 'wager'; period: 'day' | 'week' | 'month'; amount: string },
): Promise<unknown> {
  return walletCall(brand, '/app/api/member/protection/limit/set', {
    uid: session.uid,
    token: session.token,
    currencyCode: session.currencyCode,
    ...limit,
  })
}

/**
 * Routes the page's main socket (`/app/socket`) through the test, still connected to the server, and answers a
 * function that pushes an event on it as the server would (a socket.io event frame). The server pushes a reality
 * check only after the member's interval (15 minutes at the least) and has no test control to make one due, so the
 * suite carries one itself; the answer then goes to the real server.
 */
export async function routeMainSocket(
  page: Page,
): Promise<(event: string, payload: unknown) => Promise<void>> {
  let connected: (route: WebSocketRoute) => void
  const route = new Promise<WebSocketRoute>((resolve) => {
    connected = resolve
  })
  await page.routeWebSocket(
    (url) => url.pathname.startsWith('/app/socket'),
    (socket) => {
      const server = socket.connectToServer()
      // Every frame passes on; the namespace's connect answer (40) says the page now hears pushes.
      server.onMessage((message) => {
        socket.send(message)
        if (typeof message === 'string' && message.startsWith('40')) connected(socket)
      })
    },
  )
  return async (event, payload) => {
    // socket.io over engine.io: 4 = message, 2 = event, on the default namespace.
    ;(await route).send(`42${JSON.stringify([event, payload])}`)
  }
}
