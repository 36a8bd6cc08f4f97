// Matches: the live match book, its persistence and every path of PROTOCOL.md section 6, Matches.
export type { BookChanges, BookMatch, OddsUpdate, Quote, ScoreUpdate, StatusUpdate } from './book'
export { MatchBook } from './book'
export { registerMatchRoutes } from './routes'
export { MatchStore, type SettledListener } from './store'
