import { describe, expect, it } from 'vitest'
import { languageCodes } from './languages'
import { memoSentence } from './memos'

const kinds = [
  'bet-stake',
  'bet-settle',
  'free-bet-stake',
  'free-bet-settle',
  'cash-out',
  'demo-credit',
  'operator-credit',
  'operator-debit',
  'deposit',
  'collection',
  'withdrawal-hold',
  'withdrawal-void',
  'withdrawal-post',
  'loan',
  'loan-repay',
  'game-deposit',
  'game-withdraw',
  'game-stake',
  'game-payout',
  'bank-capital',
  'bank-cancel',
  'bank-settle',
  'bank-void',
  'gambler-stake',
  'red-envelope-claim',
]

describe('account history sentences', () => {
  it('every money movement kind has a sentence in every language, never the raw kind', () => {
    for (const lang of languageCodes) {
      for (const kind of kinds) {
        const text = memoSentence(lang, { kind, orderId: 42, orderStatus: 'won' })
        expect(text.length, `${lang} ${kind}`).toBeGreaterThan(0)
        expect(text, `${lang} ${kind}`).not.toContain(kind)
        expect(text, `${lang} ${kind}`).not.toContain('{order}')
      }
    }
  })

  it("a bet's settlement says its outcome with the order number; an unknown kind is a plain movement", () => {
    const sentence = (kind: string, orderStatus: string | null) =>
      memoSentence('en', { kind, orderId: 7, orderStatus })
    expect(sentence('bet-settle', 'won')).toBe('Bet won (order 7)')
    expect(sentence('bet-settle', 'void')).toBe('Bet void, stake returned (order 7)')
    expect(sentence('bet-settle', 'pushed')).toBe('Bet pushed, stake returned (order 7)')
    expect(sentence('cash-out', 'cashedOut')).toBe('Cash out (order 7)')
    expect(sentence('something-new', null)).toBe('Balance movement')
    expect(memoSentence('pt', { kind: 'withdrawal-hold', orderId: null, orderStatus: null })).toBe(
      'Levantamento pedido',
    )
    expect(memoSentence('br', { kind: 'withdrawal-hold', orderId: null, orderStatus: null })).toBe(
      'Saque solicitado',
    )
  })
})
