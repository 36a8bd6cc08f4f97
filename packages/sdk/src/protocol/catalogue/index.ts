import type { PathSpec } from '../path-spec'
import { accountPaths } from './account'
import { betsPaths } from './bets'
import { gamesPaths } from './games'
import { loanPaths } from './loan'
import { marketPaths } from './market'
import { matchesPaths } from './matches'
import { miscPaths } from './misc'
import { operationsPaths } from './operations'
import { protectionPaths } from './protection'
import { sessionPaths } from './session'
import { walletPaths } from './wallet'

/**
 * Every path of the protocol, grouped by catalogue section and named as the SDK exposes it
 * (`sb.api.wallet.balance()`). Plain data: the SDK builds its typed functions from it and the server its routes.
 * Session names are the product's established function names (`userCreate`, `userRegisteLogin`, ...). Each
 * section is a file of its own, so a page downloads only the sections it calls; it states its usual auth level and
 * encoding once and a row names only what differs.
 */
export const catalogue = {
  session: sessionPaths,
  loan: loanPaths,
  matches: matchesPaths,
  bets: betsPaths,
  market: marketPaths,
  wallet: walletPaths,
  games: gamesPaths,
  misc: miscPaths,
  operations: operationsPaths,
  protection: protectionPaths,
  account: accountPaths,
} satisfies Record<string, Record<string, PathSpec>>

/** The catalogue's type: every row keeps its literal path, auth level and encoding. */
export type Catalogue = typeof catalogue
/** A section of the catalogue (`session`, `wallet`, ...), the groups of `sb.api`. */
export type CatalogueGroup = keyof Catalogue
