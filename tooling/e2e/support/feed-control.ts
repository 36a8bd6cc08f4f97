// The feed's test control (apps/server/src/feed/control-socket.ts): a story that needs a match's result asks for it
// at once instead of waiting minutes for the match on the feed clock, and a story that bets live holds its match
// still through the in-play delay.
import { askControl } from './test-control'

export interface FinishedMatch {
  id: number
  status: 'finished' | 'cancelled'
  score: { home: number; away: number }
}

/** Plays match `matchId` to its end on the feed now; the server publishes and settles it as it would at full time. */
export async function finishMatch(matchId: number): Promise<FinishedMatch> {
  const answer = await askControl('feed-control.sock', `finish ${matchId}`)
  return answer.match as FinishedMatch
}

/**
 * Holds live match `matchId` still for a minute of wall time from now (again: from now): no goal, card or price
 * move, its markets open or suspended as they are, so a live bet placed on it is accepted at the end of its
 * in-play delay (at FEED_SPEED 60 the delay is five minutes of play). The match resumes where it stopped when the
 * minute is over. Throws for a match that is not live.
 */
export async function holdMatch(matchId: number): Promise<void> {
  await askControl('feed-control.sock', `hold ${matchId}`)
}

/** Lets a held match go on at once (the end of {@link holdMatch}'s minute, sooner). */
export async function releaseMatch(matchId: number): Promise<void> {
  await askControl('feed-control.sock', `release ${matchId}`)
}
