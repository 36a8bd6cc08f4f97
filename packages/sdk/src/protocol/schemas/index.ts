import type * as v from 'valibot'
import type { CatalogueGroup } from '../catalogue'
import type { CallSchemas } from '../schema-map'
import { accountSchemas } from './account'
import { betsSchemas } from './bets'
import { gamesSchemas } from './games'
import { loanSchemas } from './loan'
import { marketSchemas } from './market'
import { matchesSchemas } from './matches'
import { miscSchemas } from './misc'
import { operationsSchemas } from './operations'
import { protectionSchemas } from './protection'
import { sessionSchemas } from './session'
import { walletSchemas } from './wallet'

/** The schemas of every catalogue group: the server validates with them, the SDK infers its types from them. */
export const schemas = {
  session: sessionSchemas,
  loan: loanSchemas,
  matches: matchesSchemas,
  bets: betsSchemas,
  market: marketSchemas,
  wallet: walletSchemas,
  games: gamesSchemas,
  misc: miscSchemas,
  operations: operationsSchemas,
  protection: protectionSchemas,
  account: accountSchemas,
} as const satisfies Record<CatalogueGroup, object>

/** A schemas. */
export type Schemas = typeof schemas

/** A payload of a path whose shape the protocol does not pin yet. */
export type LoosePayload = Record<string, unknown>

type SchemasOf<G extends CatalogueGroup, N extends PropertyKey> = N extends keyof Schemas[G]
  ? Schemas[G][N] extends CallSchemas
    ? Schemas[G][N]
    : never
  : never

/** What the caller passes to `sb.api[G][N]`. */
export type RequestOf<G extends CatalogueGroup, N extends PropertyKey> = [SchemasOf<G, N>] extends [never]
  ? LoosePayload
  : v.InferInput<SchemasOf<G, N>['request']>

/** What `sb.api[G][N]` resolves to. */
export type AnswerOf<G extends CatalogueGroup, N extends PropertyKey> = [SchemasOf<G, N>] extends [never]
  ? unknown
  : v.InferOutput<SchemasOf<G, N>['response']>
