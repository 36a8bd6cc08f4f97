export { createLiveOddsStore } from './live-odds-store'
export type {
  LiveFeedEvent,
  LiveMatch,
  LiveOddsChanges,
  LiveOddsStore,
  LiveSelection,
} from './live-odds-types'
