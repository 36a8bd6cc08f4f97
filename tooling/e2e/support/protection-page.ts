// Helpers of the protection suite: what the safer-gambling page and the refusals say (copied from the ui catalogs,
// packages/ui/src/locales/<lang>/messages.po), a limit set as the site sets it, and a reality check made due at once
// through the server's test control.
import type { Page } from '@playwright/test'
import type { BrandUnderTest } from '../brands'
import { pageLanguage } from '../tests/texts'
import { askControl } from './test-control'
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
 * Resolves once the page's main socket (`/app/socket`) is connected to its namespace (socket.io's connect answer,
 * frame 40): from then on the page hears the member's pushes. Call it before the page opens the socket.
 */
export function mainSocketListening(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.startsWith('/app/socket')) return
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.startsWith('40')) resolve()
      })
    })
  })
}

/**
 * Makes the member's reality check due now through the server's test control, as if its interval had passed; the
 * server then pushes it to the member's open pages as it would at the end of the interval.
 */
export async function makeRealityCheckDue(memberUid: string | number): Promise<void> {
  await askControl('server-control.sock', `reality ${memberUid}`)
}
