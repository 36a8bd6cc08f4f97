import { lazyOnce, subscribeWhenLoaded } from '../core/lazy-once'
import type { LiveFeedPayloads, LiveOddsStore, LiveStream } from './live-odds-types'

const waiting: LiveStream = { status: 'waiting', heartbeatAt: null }

/**
 * `sb.liveOdds` before its code has loaded (kept out of the first chunk): reads answer
 * undefined until then, subscriptions start once it is in, and feeds run there in the order they came.
 */
export function createLazyLiveOdds(): LiveOddsStore {
  const store = lazyOnce(() => import('./live-odds-store').then((module) => module.createLiveOddsStore()))
  const later = (work: (loaded: LiveOddsStore) => void) => {
    if (store.current) work(store.current)
    else store().then(work, () => undefined)
  }
  return {
    getSelection: (selectionId) => store.current?.getSelection(selectionId),
    getMatch: (matchId) => store.current?.getMatch(matchId),
    subscribeSelection: (selectionId, listener) =>
      subscribeWhenLoaded(store, (loaded) => loaded.subscribeSelection(selectionId, listener)),
    subscribeMatch: (matchId, listener) =>
      subscribeWhenLoaded(store, (loaded) => loaded.subscribeMatch(matchId, listener)),
    subscribe: (listener) => subscribeWhenLoaded(store, (loaded) => loaded.subscribe(listener)),
    onStale: (listener) => subscribeWhenLoaded(store, (loaded) => loaded.onStale(listener)),
    seed: (matches) => later((loaded) => loaded.seed(matches)),
    receive<E extends keyof LiveFeedPayloads>(event: E, payload?: LiveFeedPayloads[E]) {
      later((loaded) => loaded.receive<E>(event, payload))
    },
    forget: (matchIds) => later((loaded) => loaded.forget(matchIds)),
    getStream: () => store.current?.getStream() ?? waiting,
    subscribeStream: (listener) => subscribeWhenLoaded(store, (loaded) => loaded.subscribeStream(listener)),
    subscribeIncidents: (matchId, listener) =>
      subscribeWhenLoaded(store, (loaded) => loaded.subscribeIncidents(matchId, listener)),
    resumeSeq: () => store.current?.resumeSeq(),
    load: store,
  }
}
