import { type BetServer, openMatches } from './bets-support'

/** The football matches still to kick off, open for bets: the order tests' picks come from them. */
export const upcomingFootball = (bs: BetServer) =>
  openMatches(bs, (match) => match.sportType === 1 && match.status === 'upcoming')
