// What the market pages say, copied from the ui catalogs (packages/ui/src/locales/<lang>/messages.po): the
// market suite finds controls by their accessible names, in the brand's language (Portuguese on 800001).
import type { BrandUnderTest } from '../brands'
import { pageLanguage } from '../tests/texts'

const en = {
  openBankOnMatch: 'Open a bank on this match',
  market: 'Market',
  matchResult: 'Match result',
  capital: 'Capital',
  largestBet: 'Largest bet',
  bankPassword: 'Bank password (optional)',
  description: 'Description (optional)',
  worstCasePreview: 'Worst case preview',
  openTheBank: 'Open the bank',
  joinAsPartner: 'Join as a partner',
  passwordToJoin: 'Bank password',
  join: 'Join',
  invest: 'Invest',
  capitalToAdd: 'Capital to add',
  participants: 'Participants',
  stake: 'Stake',
  placeBet: 'Place bet',
  betTaken: 'Your bet is taken.',
  myBanks: 'My banks',
  settled: 'Settled',
}

export type MarketTexts = typeof en

const pt: MarketTexts = {
  openBankOnMatch: 'Abrir uma banca neste jogo',
  market: 'Mercado',
  matchResult: 'Resultado final',
  capital: 'Capital',
  largestBet: 'Maior aposta',
  bankPassword: 'Palavra-passe da banca (opcional)',
  description: 'Descrição (opcional)',
  worstCasePreview: 'Pré-visualização do pior caso',
  openTheBank: 'Abrir a banca',
  joinAsPartner: 'Aderir como sócio',
  passwordToJoin: 'Palavra-passe da banca',
  join: 'Aderir',
  invest: 'Investir',
  capitalToAdd: 'Capital a acrescentar',
  participants: 'Participantes',
  stake: 'Montante',
  placeBet: 'Apostar',
  betTaken: 'A sua aposta foi aceite.',
  myBanks: 'As minhas bancas',
  settled: 'Liquidadas',
}

export function marketTextsOf(brand: BrandUnderTest): MarketTexts {
  return pageLanguage(brand) === 'pt' ? pt : en
}
