import { describe, expect, it } from 'vitest'
import type { Api } from '../api/create-api'
import { NetworkError } from '../errors'
import { memoryStorage } from '../storage'
import { createGameActions } from './game-actions'

describe('game actions', () => {
  it("launches through the game's own play path and reuses the key after a network failure", async () => {
    const calls: { payload: Record<string, unknown>; path: string | undefined }[] = []
    let fail = true
    const api = {
      games: {
        play: async (payload: Record<string, unknown>, options: { path?: string } = {}) => {
          calls.push({ payload, path: options.path })
          if (fail) {
            fail = false
            throw new NetworkError('offline')
          }
          return { url: 'https://x/launch', balance: {} }
        },
      },
    } as unknown as Api
    const storage = memoryStorage()
    const actions = createGameActions({ api, storage, owner: () => 'u1' })
    const game = { id: 7, playPath: 'game/play' }
    await expect(actions.launch(game, { currencyCode: 'USDT', amount: '10' })).rejects.toThrow('offline')
    expect(await actions.pending('gameLaunch')).not.toBeNull()
    // A reload in between: a fresh set of actions over the same storage still knows the key.
    const reloaded = createGameActions({ api, storage, owner: () => 'u1' })
    await reloaded.launch(game, { currencyCode: 'USDT', amount: '10' })
    expect(calls.map((call) => call.path)).toEqual(['game/play', 'game/play'])
    expect(calls[0]?.payload).toMatchObject({ gameId: 7, currencyCode: 'USDT', amount: '10' })
    expect(calls[1]?.payload.requestId).toBe(calls[0]?.payload.requestId)
    expect(await reloaded.pending('gameLaunch')).toBeNull()
  })

  it('gives a second claim of another activity its own key', async () => {
    const ids: unknown[] = []
    const api = {
      misc: {
        redEnvelopeParticipate: async (payload: Record<string, unknown>) => {
          ids.push(payload.requestId)
          return { amount: '1.00', currencyCode: 'USDT', activity: {} }
        },
      },
    } as unknown as Api
    const actions = createGameActions({ api, storage: memoryStorage(), owner: () => 'u1' })
    await actions.claimRedEnvelope(1)
    await actions.claimRedEnvelope(2)
    expect(new Set(ids).size).toBe(2)
  })
})
