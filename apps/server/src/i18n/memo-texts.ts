import { withIndianEnglish } from './languages'

/**
 * The account history's sentences for bets, try-play and operator commands (trade/member/amount/log), and the
 * plain "balance movement" of a kind nobody has worded yet. `{order}` is the order number.
 */
const en = {
  betPlaced: 'Bet placed (order {order})',
  betWon: 'Bet won (order {order})',
  betVoid: 'Bet void, stake returned (order {order})',
  betPushed: 'Bet pushed, stake returned (order {order})',
  betSettled: 'Bet settled (order {order})',
  freeBetPlaced: 'Free bet placed (order {order})',
  freeBetWon: 'Free bet won (order {order})',
  cashOut: 'Cash out (order {order})',
  demoCredit: 'Demo credit',
  operatorCredit: 'Credit from the operator',
  operatorDebit: 'Debit by the operator',
  movement: 'Balance movement',
}

export type BetMemoKey = keyof typeof en

const pt: Record<BetMemoKey, string> = {
  betPlaced: 'Aposta efetuada (n.º {order})',
  betWon: 'Aposta ganha (n.º {order})',
  betVoid: 'Aposta anulada, montante devolvido (n.º {order})',
  betPushed: 'Aposta empatada, montante devolvido (n.º {order})',
  betSettled: 'Aposta liquidada (n.º {order})',
  freeBetPlaced: 'Aposta grátis efetuada (n.º {order})',
  freeBetWon: 'Aposta grátis ganha (n.º {order})',
  cashOut: 'Cash out da aposta (n.º {order})',
  demoCredit: 'Crédito de demonstração',
  operatorCredit: 'Crédito do operador',
  operatorDebit: 'Débito do operador',
  movement: 'Movimento de saldo',
}

const br: Record<BetMemoKey, string> = {
  betPlaced: 'Aposta feita (nº {order})',
  betWon: 'Aposta ganha (nº {order})',
  betVoid: 'Aposta anulada, valor devolvido (nº {order})',
  betPushed: 'Aposta empatada, valor devolvido (nº {order})',
  betSettled: 'Aposta liquidada (nº {order})',
  freeBetPlaced: 'Aposta grátis feita (nº {order})',
  freeBetWon: 'Aposta grátis ganha (nº {order})',
  cashOut: 'Cash out da aposta (nº {order})',
  demoCredit: 'Crédito de demonstração',
  operatorCredit: 'Crédito do operador',
  operatorDebit: 'Débito do operador',
  movement: 'Movimentação de saldo',
}

const zh: Record<BetMemoKey, string> = {
  betPlaced: '下注（注单 {order}）',
  betWon: '投注赢得（注单 {order}）',
  betVoid: '投注作废，退还本金（注单 {order}）',
  betPushed: '投注走盘，退还本金（注单 {order}）',
  betSettled: '投注已结算（注单 {order}）',
  freeBetPlaced: '免费投注（注单 {order}）',
  freeBetWon: '免费投注赢得（注单 {order}）',
  cashOut: '提前兑现（注单 {order}）',
  demoCredit: '试玩金入账',
  operatorCredit: '运营方入账',
  operatorDebit: '运营方扣款',
  movement: '余额变动',
}

const zht: Record<BetMemoKey, string> = {
  betPlaced: '下注（注單 {order}）',
  betWon: '投注贏得（注單 {order}）',
  betVoid: '投注作廢，退還本金（注單 {order}）',
  betPushed: '投注走盤，退還本金（注單 {order}）',
  betSettled: '投注已結算（注單 {order}）',
  freeBetPlaced: '免費投注（注單 {order}）',
  freeBetWon: '免費投注贏得（注單 {order}）',
  cashOut: '提前兌現（注單 {order}）',
  demoCredit: '試玩金入帳',
  operatorCredit: '營運方入帳',
  operatorDebit: '營運方扣款',
  movement: '餘額變動',
}

const id: Record<BetMemoKey, string> = {
  betPlaced: 'Taruhan dipasang (pesanan {order})',
  betWon: 'Taruhan menang (pesanan {order})',
  betVoid: 'Taruhan batal, taruhan dikembalikan (pesanan {order})',
  betPushed: 'Taruhan seri, taruhan dikembalikan (pesanan {order})',
  betSettled: 'Taruhan diselesaikan (pesanan {order})',
  freeBetPlaced: 'Taruhan gratis dipasang (pesanan {order})',
  freeBetWon: 'Taruhan gratis menang (pesanan {order})',
  cashOut: 'Cash out (pesanan {order})',
  demoCredit: 'Kredit demo',
  operatorCredit: 'Kredit dari operator',
  operatorDebit: 'Debit oleh operator',
  movement: 'Perubahan saldo',
}

const ms: Record<BetMemoKey, string> = {
  betPlaced: 'Pertaruhan dibuat (pesanan {order})',
  betWon: 'Pertaruhan menang (pesanan {order})',
  betVoid: 'Pertaruhan batal, wang taruhan dipulangkan (pesanan {order})',
  betPushed: 'Pertaruhan seri, wang taruhan dipulangkan (pesanan {order})',
  betSettled: 'Pertaruhan diselesaikan (pesanan {order})',
  freeBetPlaced: 'Pertaruhan percuma dibuat (pesanan {order})',
  freeBetWon: 'Pertaruhan percuma menang (pesanan {order})',
  cashOut: 'Cash out (pesanan {order})',
  demoCredit: 'Kredit demo',
  operatorCredit: 'Kredit daripada pengendali',
  operatorDebit: 'Debit oleh pengendali',
  movement: 'Pergerakan baki',
}

const vi: Record<BetMemoKey, string> = {
  betPlaced: 'Đặt cược (phiếu {order})',
  betWon: 'Thắng cược (phiếu {order})',
  betVoid: 'Cược bị hủy, hoàn tiền cược (phiếu {order})',
  betPushed: 'Cược hòa, hoàn tiền cược (phiếu {order})',
  betSettled: 'Cược đã thanh toán (phiếu {order})',
  freeBetPlaced: 'Đặt cược miễn phí (phiếu {order})',
  freeBetWon: 'Thắng cược miễn phí (phiếu {order})',
  cashOut: 'Rút tiền sớm (phiếu {order})',
  demoCredit: 'Cộng tiền chơi thử',
  operatorCredit: 'Nhà điều hành cộng tiền',
  operatorDebit: 'Nhà điều hành trừ tiền',
  movement: 'Biến động số dư',
}

const ko: Record<BetMemoKey, string> = {
  betPlaced: '베팅 (주문 {order})',
  betWon: '베팅 적중 (주문 {order})',
  betVoid: '베팅 취소, 베팅액 환불 (주문 {order})',
  betPushed: '베팅 무승부, 베팅액 환불 (주문 {order})',
  betSettled: '베팅 정산 (주문 {order})',
  freeBetPlaced: '무료 베팅 (주문 {order})',
  freeBetWon: '무료 베팅 적중 (주문 {order})',
  cashOut: '캐시아웃 (주문 {order})',
  demoCredit: '데모 머니 지급',
  operatorCredit: '운영자 입금',
  operatorDebit: '운영자 차감',
  movement: '잔액 변동',
}

const ja: Record<BetMemoKey, string> = {
  betPlaced: 'ベット（注文 {order}）',
  betWon: 'ベット的中（注文 {order}）',
  betVoid: 'ベット無効・賭け金返却（注文 {order}）',
  betPushed: 'ベット引き分け・賭け金返却（注文 {order}）',
  betSettled: 'ベット精算（注文 {order}）',
  freeBetPlaced: 'フリーベット（注文 {order}）',
  freeBetWon: 'フリーベット的中（注文 {order}）',
  cashOut: 'キャッシュアウト（注文 {order}）',
  demoCredit: 'デモ資金の付与',
  operatorCredit: '運営者による入金',
  operatorDebit: '運営者による出金',
  movement: '残高の変動',
}

const th: Record<BetMemoKey, string> = {
  betPlaced: 'วางเดิมพัน (รายการ {order})',
  betWon: 'ชนะเดิมพัน (รายการ {order})',
  betVoid: 'เดิมพันเป็นโมฆะ คืนเงินเดิมพัน (รายการ {order})',
  betPushed: 'เดิมพันเสมอ คืนเงินเดิมพัน (รายการ {order})',
  betSettled: 'ชำระผลเดิมพัน (รายการ {order})',
  freeBetPlaced: 'เดิมพันฟรี (รายการ {order})',
  freeBetWon: 'ชนะเดิมพันฟรี (รายการ {order})',
  cashOut: 'แคชเอาท์ (รายการ {order})',
  demoCredit: 'เครดิตทดลองเล่น',
  operatorCredit: 'เครดิตจากผู้ให้บริการ',
  operatorDebit: 'หักเงินโดยผู้ให้บริการ',
  movement: 'ยอดเงินเปลี่ยนแปลง',
}

const hi: Record<BetMemoKey, string> = {
  betPlaced: 'दांव लगाया गया (ऑर्डर {order})',
  betWon: 'दांव जीता (ऑर्डर {order})',
  betVoid: 'दांव रद्द, राशि लौटाई गई (ऑर्डर {order})',
  betPushed: 'दांव बराबर, राशि लौटाई गई (ऑर्डर {order})',
  betSettled: 'दांव का निपटान (ऑर्डर {order})',
  freeBetPlaced: 'मुफ़्त दांव लगाया गया (ऑर्डर {order})',
  freeBetWon: 'मुफ़्त दांव जीता (ऑर्डर {order})',
  cashOut: 'कैश आउट (ऑर्डर {order})',
  demoCredit: 'डेमो राशि जमा',
  operatorCredit: 'ऑपरेटर द्वारा जमा',
  operatorDebit: 'ऑपरेटर द्वारा कटौती',
  movement: 'शेष राशि में बदलाव',
}

const kh: Record<BetMemoKey, string> = {
  betPlaced: 'បានដាក់ភ្នាល់ (លេខ {order})',
  betWon: 'ឈ្នះភ្នាល់ (លេខ {order})',
  betVoid: 'ការភ្នាល់ត្រូវបានលុបចោល ប្រាក់ភ្នាល់ត្រូវបានប្រគល់វិញ (លេខ {order})',
  betPushed: 'ការភ្នាល់ស្មើ ប្រាក់ភ្នាល់ត្រូវបានប្រគល់វិញ (លេខ {order})',
  betSettled: 'ការភ្នាល់ត្រូវបានទូទាត់ (លេខ {order})',
  freeBetPlaced: 'បានដាក់ភ្នាល់ឥតគិតថ្លៃ (លេខ {order})',
  freeBetWon: 'ឈ្នះភ្នាល់ឥតគិតថ្លៃ (លេខ {order})',
  cashOut: 'ដកប្រាក់មុន (លេខ {order})',
  demoCredit: 'ឥណទានសាកល្បង',
  operatorCredit: 'ឥណទានពីប្រតិបត្តិករ',
  operatorDebit: 'ការកាត់ប្រាក់ដោយប្រតិបត្តិករ',
  movement: 'ចលនាសមតុល្យ',
}

export const betMemoTexts = withIndianEnglish<Record<BetMemoKey, string>>({
  en,
  zh,
  zht,
  pt,
  br,
  id,
  vi,
  ko,
  ja,
  th,
  ms,
  hi,
  kh,
})
