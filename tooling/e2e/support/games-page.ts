// Helpers of the games suite: what the games pages say in the brands' languages (copied from the ui catalogs,
// packages/ui/src/locales/<lang>/messages.po) and the operator's calls that publish a notice or a red envelope.
import type { BrandUnderTest } from '../brands'
import { pageLanguage } from '../tests/texts'
import { apiLogin, type Session, walletCall, walletSeed } from './wallet-page'

const en = {
  play: (name: string) => `Play ${name}`,
  amountToBringIn: 'Amount to bring into the game',
  openGame: 'Open the game',
  withdrawEverything: 'Withdraw everything',
  verifyThisRound: 'Verify this round',
  verify: 'Verify',
  announcements: 'Announcements',
  notices: 'Notices',
  unread: (count: number) => `Notices, ${count} unread`,
  envelopeOpened: 'A red envelope activity has opened',
  claim: 'Claim',
}

const pt: typeof en = {
  play: (name) => `Jogar ${name}`,
  amountToBringIn: 'Montante a levar para o jogo',
  openGame: 'Abrir o jogo',
  withdrawEverything: 'Levantar tudo',
  verifyThisRound: 'Verificar esta ronda',
  verify: 'Verificar',
  announcements: 'Avisos',
  notices: 'Avisos',
  unread: (count) => `Avisos, ${count} por ler`,
  envelopeOpened: 'Uma ação de envelopes vermelhos começou',
  claim: 'Receber',
}

export function gamesTextsOf(brand: BrandUnderTest): typeof en {
  return pageLanguage(brand) === 'pt' ? pt : en
}

/** The brand's seeded operator, logged in over the API. */
export function operatorSession(brand: BrandUnderTest): Promise<Session> {
  const { operator } = walletSeed(brand)
  return apiLogin(brand, operator.account, operator.password)
}

export function publishNotice(
  brand: BrandUnderTest,
  operator: Session,
  notice: { title: string; content: string; kind: 'notice' | 'news' | 'marquee' },
) {
  return walletCall<{ id: number }>(brand, '/app/api/internal/notice/create', {
    uid: operator.uid,
    token: operator.token,
    ...notice,
    pinned: 'false',
  })
}

/** An activity that opens now and lasts ten minutes, funded by the house. */
export function createRedEnvelope(
  brand: BrandUnderTest,
  operator: Session,
  activity: { title: string; currencyCode: string; total: string; count: number },
) {
  const now = Date.now()
  return walletCall<{ id: number }>(brand, '/app/api/internal/red-envelope/create', {
    uid: operator.uid,
    token: operator.token,
    title: activity.title,
    currencyCode: activity.currencyCode,
    total: activity.total,
    count: String(activity.count),
    startsAt: String(now),
    endsAt: String(now + 10 * 60_000),
  })
}
