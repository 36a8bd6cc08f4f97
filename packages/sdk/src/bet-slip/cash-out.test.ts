import { describe, expect, it } from 'vitest'
import type { Api } from '../api/create-api'
import { ApiError } from '../errors/api-error'
import { NetworkError } from '../errors/network-error'
import type { Order } from '../protocol/schemas/bet-shapes'
import type { CashOutRequest } from '../protocol/schemas/bets'
import { memoryStorage } from '../storage'
import { createOrderActions, readCashOutQuote } from './cash-out'

const order = { id: 7 } as Order

function recording(answers: (() => Promise<Order>)[]) {
  const sent: CashOutRequest[] = []
  const api = {
    bets: {
      cashOut: async (payload: CashOutRequest) => {
        sent.push(payload)
        const next = answers.shift()
        if (!next) throw new Error('no answer left')
        return next()
      },
    },
  } as unknown as Api
  const storage = memoryStorage()
  const open = () => createOrderActions({ api, storage, owner: () => 'u1' })
  return { sent, actions: open(), reload: open }
}

describe('cash out', () => {
  it('a network failure keeps the requestId, after a reload too, so the retry cannot pay twice', async () => {
    const { sent, actions, reload } = recording([
      () => Promise.reject(new NetworkError('offline')),
      () => Promise.resolve(order),
      () => Promise.resolve(order),
    ])
    await expect(actions.cashOut({ orderId: 7, amount: '5.00' })).rejects.toBeInstanceOf(NetworkError)
    const reloaded = reload()
    await expect(reloaded.cashOut({ orderId: 7, amount: '5.00' })).resolves.toBe(order)
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId)
    // A definite answer retires the key: the next cash out is another request.
    await reloaded.cashOut({ orderId: 7, amount: '5.00' })
    expect(sent[2]!.requestId).not.toBe(sent[0]!.requestId)
  })

  it('a business refusal (the offer moved) retires the key; another amount is another key', async () => {
    const { sent, actions } = recording([
      () => Promise.reject(new ApiError({ code: 2002, msg: 'moved', data: { offer: '4.80' } })),
      () => Promise.reject(new NetworkError('offline')),
      () => Promise.resolve(order),
    ])
    await expect(actions.cashOut({ orderId: 7, amount: '5.00' })).rejects.toMatchObject({ code: 2002 })
    await expect(actions.cashOut({ orderId: 7, amount: '4.80' })).rejects.toBeInstanceOf(NetworkError)
    await actions.cashOut({ orderId: 7, amount: '5.00' })
    expect(new Set(sent.map((payload) => payload.requestId)).size).toBe(3)
    expect(sent.map((payload) => payload.amount)).toEqual(['5.00', '4.80', '5.00'])
  })
})

describe('cash out of a quote, automatic cash out and the bet builder (PROTOCOL.md section 12)', () => {
  function api(answers: Record<string, (payload: Record<string, unknown>) => Promise<unknown>>) {
    const sent: [string, Record<string, unknown>][] = []
    const bets = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [
        name,
        async (payload: Record<string, unknown>) => {
          sent.push([name, payload])
          return answer(payload)
        },
      ]),
    )
    return {
      sent,
      actions: createOrderActions({
        api: { bets } as unknown as Api,
        storage: memoryStorage(),
        owner: () => 'u1',
      }),
    }
  }

  it('a partial cash out sends the quote and the fraction under a key kept while unsure', async () => {
    let first = true
    const { sent, actions } = api({
      cashOut: async () => {
        if (first) {
          first = false
          throw new NetworkError('offline')
        }
        return order
      },
    })
    const input = { orderId: 7, quoteId: 'q1', fraction: '0.50' }
    await expect(actions.cashOut(input)).rejects.toBeInstanceOf(NetworkError)
    await actions.cashOut(input)
    expect(sent.map(([, payload]) => payload)).toEqual([
      { orderId: 7, quoteId: 'q1', fraction: '0.50', requestId: sent[0]![1].requestId },
      { orderId: 7, quoteId: 'q1', fraction: '0.50', requestId: sent[0]![1].requestId },
    ])
  })

  it('a 2002 of a quoted cash out carries the new quote', () => {
    const quote = readCashOutQuote({
      orderId: 7,
      offer: '4.80',
      quoteId: 'q2',
      amount: '4.80',
      fairValue: '5.05',
      margin: '0.05',
      minFraction: '0.10',
      expiresAt: 99,
    })
    expect(quote).toEqual({
      orderId: 7,
      quoteId: 'q2',
      amount: '4.80',
      fairValue: '5.05',
      margin: '0.05',
      minFraction: '0.10',
      expiresAt: 99,
    })
    expect(readCashOutQuote({ orderId: 7, offer: null })).toBeNull()
  })

  it('sets and removes an automatic cash out', async () => {
    const { sent, actions } = api({ cashAuto: async () => order })
    await actions.setAutoCashOut({ orderId: 7, threshold: '15.00', fraction: '1.00' })
    await actions.removeAutoCashOut(7)
    expect(sent).toEqual([
      ['cashAuto', { orderId: 7, threshold: '15.00', fraction: '1.00' }],
      ['cashAuto', { orderId: 7, threshold: null }],
    ])
  })

  it('places a bet builder with its quote id and the legs at the quote prices', async () => {
    const { sent, actions } = api({ create: async () => order })
    const quote = {
      quoteId: 'b1',
      matchId: 3,
      odds: '3.60',
      naiveOdds: '4.09',
      expiresAt: 0,
      legs: [
        {
          marketId: 31,
          selectionId: 311,
          marketType: '1x2',
          line: null,
          selectionName: 'home',
          odds: '2.10',
        },
        {
          marketId: 33,
          selectionId: 331,
          marketType: 'total',
          line: '2.5',
          selectionName: 'over',
          odds: '1.95',
        },
      ],
    } as const
    await actions.placeBuilder({
      quote: { ...quote, legs: [...quote.legs] },
      stake: '5.00',
      currencyCode: 'USD',
    })
    expect(sent[0]![1]).toMatchObject({
      acceptOdds: 'higher',
      stake: '5.00',
      currencyCode: 'USD',
      builder: { quoteId: 'b1' },
      legs: [
        { matchId: 3, marketId: 31, selectionId: 311, odds: '2.10' },
        { matchId: 3, marketId: 33, selectionId: 331, odds: '1.95' },
      ],
    })
    expect(sent[0]![1].requestId).toEqual(expect.any(String))
  })
})
