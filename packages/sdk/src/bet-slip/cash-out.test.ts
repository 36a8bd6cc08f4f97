import { describe, expect, it } from 'vitest'
import type { Api } from '../api/create-api'
import { ApiError } from '../errors/api-error'
import { NetworkError } from '../errors/network-error'
import type { Order } from '../protocol/schemas/bet-shapes'
import type { CashOutRequest } from '../protocol/schemas/bets'
import { memoryStorage } from '../storage'
import { createOrderActions } from './cash-out'

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
