// The feed's test control (apps/server/src/feed/control-socket.ts): a story that needs a match's result asks for it
// at once instead of waiting minutes for the match on the feed clock.
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
