import { transferKinds } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { languageCodes } from './languages'
import { memoSentence } from './memos'

describe('account history sentences', () => {
  it('every money movement kind has a sentence in every language, never the raw kind', () => {
    for (const lang of languageCodes) {
      for (const kind of transferKinds) {
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
