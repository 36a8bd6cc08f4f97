import type { Api } from '@sportsbook/sdk'

/** A group of `sb.api` (`matches`, `bets`, `wallet`, ...). */
export type SportsbookApiGroup = keyof Api

/** A call of one group of `sb.api` (`list`, `details`, ...). */
export type SportsbookApiCall<G extends SportsbookApiGroup> = keyof Api[G] & string

/** What one call of `sb.api` takes. */
export type SportsbookPayload<
  G extends SportsbookApiGroup,
  N extends SportsbookApiCall<G>,
> = Api[G][N] extends (payload: infer P, ...rest: never[]) => Promise<unknown> ? P : never

/** What one call of `sb.api` resolves to. */
export type SportsbookAnswer<
  G extends SportsbookApiGroup,
  N extends SportsbookApiCall<G>,
> = Api[G][N] extends (...args: never[]) => Promise<infer R> ? R : never

/**
 * Whose data a key holds: a session's uid, or `shared` for data that is the same for every session. The
 * session's uid is in every other key, so one account never reads another's cached answer.
 */
export type SportsbookQueryScope = string

/**
 * A query key of the bindings: `['sportsbook', scope, group, call, payload]`, or a prefix of it. Every prefix is a
 * key too, so `queryClient.invalidateQueries({ queryKey: sportsbookKeys.group(uid, 'bets') })` reads every bets
 * query of that session again.
 */
export type SportsbookQueryKey = readonly [
  'sportsbook',
  scope?: SportsbookQueryScope,
  group?: string,
  call?: string,
  payload?: unknown,
]

const shared = 'shared'
/** The scope of a page with no session yet: its queries wait (they are disabled), their keys name nobody. */
const nobody = 'none'

/**
 * Answers that are the same for every session (brand settings, leagues, results): an account change keeps them.
 * Everything else is the session's own: favourites in match lists, orders, balances, the token cipher.
 */
const sharedCalls: ReadonlySet<string> = new Set([
  'matches.leagues',
  'matches.basketballLeagues',
  'matches.results',
  'matches.hotLeagues',
  'matches.sportsTypes',
  'wallet.banks',
  'wallet.payTypes',
])

function scopeOf(uid: string | null | undefined, group: string, call: string): SportsbookQueryScope {
  return sharedCalls.has(`${group}.${call}`) ? shared : (uid ?? nobody)
}

function call<G extends SportsbookApiGroup, N extends SportsbookApiCall<G>>(
  uid: string | null | undefined,
  group: G,
  name: N,
  payload?: SportsbookPayload<G, N>,
): SportsbookQueryKey {
  // An absent payload and an empty one ask the same: one key for both.
  return ['sportsbook', scopeOf(uid, group, name), group, name, payload ?? {}]
}

/**
 * The query-key factory of the data hooks (TanStack Query's key factories): one key per call and payload, under
 * the session's uid. Use it for reads the hooks do not cover, so the SDK's pushes reach them too
 * (`useQuery({ queryKey: sportsbookKeys.call(uid, 'bets', 'masterRank', { days }), queryFn })`).
 */
export const sportsbookKeys = {
  /** Every key of the bindings. */
  all: ['sportsbook'] as const satisfies SportsbookQueryKey,
  /** Every key of one session (or of nobody's, before a session). */
  session: (uid: string | null | undefined): SportsbookQueryKey => ['sportsbook', uid ?? nobody],
  /** Every key of one `sb.api` group of a session (`shared` answers are not under it). */
  group: (uid: string | null | undefined, group: SportsbookApiGroup): SportsbookQueryKey => [
    'sportsbook',
    uid ?? nobody,
    group,
  ],
  /** One call of `sb.api` with its payload. */
  call,
  /** Whether a key's data belongs to no session (an account change keeps it). */
  isShared: (key: readonly unknown[]): boolean => key[0] === 'sportsbook' && key[1] === shared,
  /** `sb.api.matches.list`: a page of matches. */
  matches: (uid: string | null | undefined, params: SportsbookPayload<'matches', 'list'>) =>
    call(uid, 'matches', 'list', params),
  /** `sb.api.matches.details`: one match with its markets. */
  match: (uid: string | null | undefined, matchId: number) => call(uid, 'matches', 'details', { matchId }),
  /** `sb.api.bets.list`: the member's orders. */
  orders: (uid: string | null | undefined, params: SportsbookPayload<'bets', 'list'>) =>
    call(uid, 'bets', 'list', params),
  /**
   * The member's balance entries as `sb.balance` reads them. Apart from the wallet group: a `balance` push writes
   * them and reads the wallet's lists again, and this read itself announces `balance`.
   */
  balance: (uid: string | null | undefined): SportsbookQueryKey => ['sportsbook', uid ?? nobody, 'balance'],
  /** `sb.api.market.list`: banks of the peer market. */
  banks: (uid: string | null | undefined, params: SportsbookPayload<'market', 'list'>) =>
    call(uid, 'market', 'list', params),
  /** `sb.api.games.list`: the games on offer. */
  games: (uid: string | null | undefined, params: SportsbookPayload<'games', 'list'>) =>
    call(uid, 'games', 'list', params),
}
