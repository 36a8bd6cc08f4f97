import { type LazyOnce, lazyOnce } from '../core/lazy-once'
import type { CallLayer } from '../http'
import type { Catalogue, CatalogueGroup } from '../protocol/catalogue'
import { type Api, createGroupApi } from './create-api'

// Each catalogue section is its own chunk: a page downloads the sections it calls.
const sections: { [G in CatalogueGroup]: () => Promise<Catalogue[G]> } = {
  session: () => import('../protocol/catalogue/session').then((module) => module.sessionPaths),
  loan: () => import('../protocol/catalogue/loan').then((module) => module.loanPaths),
  matches: () => import('../protocol/catalogue/matches').then((module) => module.matchesPaths),
  bets: () => import('./sections/bets').then((module) => module.betsPaths),
  market: () => import('./sections/market').then((module) => module.marketPaths),
  wallet: () => import('./sections/wallet').then((module) => module.walletPaths),
  games: () => import('./sections/games').then((module) => module.gamesPaths),
  misc: () => import('./sections/misc').then((module) => module.miscPaths),
  operations: () => import('../protocol/catalogue/operations').then((module) => module.operationsPaths),
  protection: () => import('./sections/protection').then((module) => module.protectionPaths),
  account: () => import('./sections/account').then((module) => module.accountPaths),
}

const isGroup = (name: string): name is CatalogueGroup => Object.hasOwn(sections, name)

/**
 * Loads a section's typed functions with the call layer, once per section; undefined for a name that is no
 * section. A failed download is tried again by the next call.
 */
export function createSectionLoader(
  calls: () => Promise<CallLayer>,
): (group: string) => Promise<Api[CatalogueGroup] | undefined> {
  const loaded = new Map<CatalogueGroup, LazyOnce<Api[CatalogueGroup]>>()
  return async (group) => {
    if (!isGroup(group)) return undefined
    let section = loaded.get(group)
    if (!section) {
      section = lazyOnce(async () => {
        const [layer, paths] = await Promise.all([calls(), sections[group]()])
        return createGroupApi(layer, paths as Catalogue[typeof group]) as Api[CatalogueGroup]
      })
      loaded.set(group, section)
    }
    return section()
  }
}
