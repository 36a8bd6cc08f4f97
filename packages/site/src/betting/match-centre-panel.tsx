import type { MatchCentre as MatchCentreAnswer } from '@sportsbook/sdk/protocol'
import { MatchCentre, useSportsbook } from '@sportsbook/ui'
import { useEffect, useState } from 'react'

/**
 * The live match centre of a match page (PROTOCOL.md section 12): `match/centre` kept current by the match
 * socket's incidents (the page already follows the match on the socket).
 */
export function MatchCentrePanel({
  matchId,
  homeName,
  awayName,
  sportType,
}: {
  matchId: number
  homeName: string
  awayName: string
  sportType: number
}) {
  const sportsbook = useSportsbook()
  const [centre, setCentre] = useState<MatchCentreAnswer | null>(null)
  useEffect(() => {
    setCentre(null)
    return sportsbook.matchCentre.watch(matchId, setCentre)
  }, [sportsbook, matchId])
  return (
    <MatchCentre
      centre={centre}
      homeName={homeName}
      awayName={awayName}
      minutes={sportType === 2 ? 48 : 90}
      className="sb-betting__centre"
    />
  )
}
