import { useFeedNow, useFeedSpeed } from '../../bindings/feed-clock'

/**
 * The time left before the server stops a bank's sales at kick-off, by the server's clock. `closesAt` is a time on
 * the feed's clock, which a demo server runs `speed` times faster than the wall clock, so the wall time left is the
 * feed time left over the speed. Re-renders every second; null until `match/echo` has told the feed's time and
 * speed (`matchId`: any match will do).
 */
export function useSalesClock(matchId: number | null | undefined): ((closesAt: number) => number) | null {
  const feedNow = useFeedNow(matchId)
  const speed = useFeedSpeed(matchId)
  if (feedNow === null || speed === null) return null
  return (closesAt) => (closesAt - feedNow) / speed
}
