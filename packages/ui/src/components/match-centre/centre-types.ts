// The live match centre as the components draw it (PROTOCOL.md section 12, `match/centre`); the SDK's protocol
// type of the answer fits these.

/** What happened in an incident. */
export type IncidentType = 'goal' | 'card' | 'penalty' | 'corner' | 'substitution' | 'period'

/** One incident of the timeline. */
export interface CentreIncident {
  seq: number
  minute: number
  type: IncidentType
  /** Whose incident; null or absent for the match's own (a period). */
  side?: 'home' | 'away' | null
  player?: string | null
  /** The score after it. */
  score: { home: number; away: number }
}

/** A statistic of both sides. */
export interface SidePair {
  home: number
  away: number
}

/** The statistics of the centre. */
export interface CentreStats {
  possession: SidePair
  shots: SidePair
  shotsOnTarget: SidePair
  corners: SidePair
  cards: SidePair
  fouls: SidePair
}

/** A point of the momentum graph: positive when the home side presses, negative for the away side. */
export interface MomentumPoint {
  minute: number
  /** -100 to 100. */
  value: number
}
