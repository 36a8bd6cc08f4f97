import type { Api } from '../api/create-api'
import type { AnswerOf, RequestOf } from '../protocol/schemas'
import { createIdempotentSender, type PendingRequest } from '../requests/idempotent-sender'
import type { StorageAdapter } from '../storage/storage-adapter'

type Body<N extends 'open' | 'invest' | 'gamblerOrderCreate'> = Omit<RequestOf<'market', N>, 'requestId'>

/** The peer market's movements of money that carry an idempotency key. */
export type MarketMoneyAction = 'bankOpen' | 'bankInvest' | 'bankBet'

/** `sb.market`: opening, funding and betting against peer-market banks, each with an idempotency key kept across reloads. */
export interface MarketActions {
  /** `/match/opening`: the capital leaves the balance for the bank's escrow. */
  open(body: Body<'open'>): Promise<AnswerOf<'market', 'open'>>
  /** `/match/opening/invest`: the banker or a joined partner adds capital. */
  invest(body: Body<'invest'>): Promise<AnswerOf<'market', 'invest'>>
  /** `/trade/api/gambler/order/create`: a bet against a bank; the stake moves to its escrow. */
  bet(body: Body<'gamblerOrderCreate'>): Promise<AnswerOf<'market', 'gamblerOrderCreate'>>
  /** The newest movement of `action` the current member sent without getting an answer (a reload in between). */
  pending(action: MarketMoneyAction): Promise<PendingRequest | null>
}

/**
 * The market's money movements through the idempotent sender (requests/): the key is written before the
 * request leaves and reused for the same payload after a network failure or a reload, so a bank is never opened,
 * funded or bet against twice; two bets in flight keep a key each.
 */
export function createMarketActions(options: {
  api: Api
  storage: StorageAdapter
  /** The member acting now (their uid): keys are never shared between members. */
  owner: () => string
}): MarketActions {
  const { api } = options
  const { send, pending } = createIdempotentSender({ storage: options.storage, owner: options.owner })
  return {
    open: (body) => send('bankOpen', body, api.market.open),
    invest: (body) => send('bankInvest', body, api.market.invest),
    bet: (body) => send('bankBet', body, api.market.gamblerOrderCreate),
    pending: async (action) => (await pending(action))[0] ?? null,
  }
}
