import type { Api } from '../api/create-api'
import type { Game } from '../protocol'
import type { AnswerOf, RequestOf } from '../protocol/schemas'
import { createIdempotentSender, type PendingRequest } from '../requests/idempotent-sender'
import type { StorageAdapter } from '../storage/storage-adapter'

/** The games' and red envelopes' movements of money that carry an idempotency key. */
export type GameMoneyAction = 'gameLaunch' | 'gameWithdraw' | 'gameWithdrawAll' | 'redEnvelopeClaim'

/** `sb.games`: game wallet transfers, launches and red envelope claims, each with an idempotency key kept across reloads. */
export interface GameActions {
  /**
   * Launches `game` through its own `playPath` (the built-in provider's is `game/play`); `amount`, when given, moves
   * from the balance into the provider's game wallet first. The answer's `url` opens in a frame within 60 s.
   */
  launch(
    game: Pick<Game, 'id' | 'playPath'>,
    body: { currencyCode: string; amount?: string },
  ): Promise<AnswerOf<'games', 'play'>>
  /** `/game/balance/withdraw`: part of one provider's game wallet back to the balance. */
  withdraw(
    body: Omit<RequestOf<'games', 'balanceWithdraw'>, 'requestId'>,
  ): Promise<AnswerOf<'games', 'balanceWithdraw'>>
  /** `/game/balance/one-click/withdraw`: everything available from every provider (stakes in play stay). */
  withdrawAll(): Promise<AnswerOf<'games', 'oneClickWithdraw'>>
  /** Claims an open red envelope activity: one claim per member, a second answers the first again. */
  claimRedEnvelope(id: number): Promise<AnswerOf<'misc', 'redEnvelopeParticipate'>>
  /** The newest movement of `action` the current member sent without getting an answer (a reload in between). */
  pending(action: GameMoneyAction): Promise<PendingRequest | null>
}

/**
 * The games' money movements through the idempotent sender (requests/): the key is written before the request
 * leaves and reused for the same payload after a network failure or a reload, so a transfer, a withdrawal or a
 * claim never happens twice.
 */
export function createGameActions(options: {
  api: Api
  storage: StorageAdapter
  owner: () => string
}): GameActions {
  const { api } = options
  const { send, pending } = createIdempotentSender({ storage: options.storage, owner: options.owner })
  return {
    launch: (game, body) =>
      send('gameLaunch', { gameId: game.id, ...body }, (payload) =>
        api.games.play(payload, { path: game.playPath }),
      ),
    withdraw: (body) => send('gameWithdraw', body, api.games.balanceWithdraw),
    withdrawAll: () => send('gameWithdrawAll', {}, api.games.oneClickWithdraw),
    claimRedEnvelope: (id) => send('redEnvelopeClaim', { id }, api.misc.redEnvelopeParticipate),
    pending: async (action) => (await pending(action))[0] ?? null,
  }
}
