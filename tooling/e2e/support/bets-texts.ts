// What the betting pages say, copied from the ui catalogs (packages/ui/src/locales/<lang>/messages.po): the
// bets suites find controls by their accessible names, in the brand's language (Portuguese on 800001).
import type { BrandUnderTest } from '../brands'
import { pageLanguage } from '../tests/texts'

const en = {
  live: 'Live',
  today: 'Today',
  early: 'Early',
  betSlip: 'Bet slip',
  clearAll: 'Clear all',
  parlay: 'Parlay',
  parlayStake: 'Parlay stake',
  stakeOn: (name: string) => `Stake on ${name}`,
  whenOddsChange: 'When the odds change',
  placeBets: 'Place bets',
  betsPlaced: (count: number) => `Bets placed: ${count}`,
  noBetPlaced: 'No bet was placed.',
  done: 'Done',
  backToSlip: 'Back to the slip',
  acceptNewOdds: 'Accept the new odds',
  oddsWentUp: (from: string, to: string) => `The odds went up from ${from} to ${to}.`,
  oddsWentDown: (from: string, to: string) => `The odds went down from ${from} to ${to}.`,
  openBets: 'Open bets',
  settledBets: 'Settled bets',
  status: { won: 'Won', lost: 'Lost', void: 'Void', pushed: 'Push', cashedOut: 'Cashed out', open: 'Open' },
  cashOut: (amount: string) => `Cash out ${amount}`,
  cashOutFor: (amount: string) => `Cash out for ${amount}?`,
  confirm: 'Confirm',
  cashedOutFor: (amount: string) => `Cashed out for ${amount}.`,
  order: (id: number) => `Order ${id} · `,
  /** The server's 2002 message (apps/server/src/i18n/messages.ts). */
  serverOddsChanged: 'The odds have changed; nothing was placed',
}

export type BetsTexts = typeof en

const pt: BetsTexts = {
  live: 'Ao vivo',
  today: 'Hoje',
  early: 'Antecipadas',
  betSlip: 'Boletim de apostas',
  clearAll: 'Limpar tudo',
  parlay: 'Múltipla',
  parlayStake: 'Montante da múltipla',
  stakeOn: (name) => `Montante em ${name}`,
  whenOddsChange: 'Quando as odds mudarem',
  placeBets: 'Apostar',
  betsPlaced: (count) => `Apostas feitas: ${count}`,
  noBetPlaced: 'Nenhuma aposta foi feita.',
  done: 'Concluir',
  backToSlip: 'Voltar ao boletim',
  acceptNewOdds: 'Aceitar as novas odds',
  oddsWentUp: (from, to) => `As odds subiram de ${from} para ${to}.`,
  oddsWentDown: (from, to) => `As odds desceram de ${from} para ${to}.`,
  openBets: 'Apostas em aberto',
  settledBets: 'Apostas liquidadas',
  status: {
    won: 'Ganha',
    lost: 'Perdida',
    void: 'Anulada',
    pushed: 'Devolvida',
    cashedOut: 'Cash out feito',
    open: 'Em aberto',
  },
  cashOut: (amount) => `Cash out ${amount}`,
  cashOutFor: (amount) => `Fazer cash out por ${amount}?`,
  confirm: 'Confirmar',
  cashedOutFor: (amount) => `Cash out feito por ${amount}.`,
  order: (id) => `Aposta ${id} · `,
  serverOddsChanged: 'As odds mudaram; nada foi apostado',
}

export function betsTextsOf(brand: BrandUnderTest): BetsTexts {
  return pageLanguage(brand) === 'pt' ? pt : en
}
