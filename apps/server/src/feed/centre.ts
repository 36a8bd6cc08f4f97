import type { FeedCentre, FeedCentreIncident, MatchStats, MomentumPoint, Score, Side } from './adapter'
import type { MatchPlan, PeriodSpan } from './plan'
import { Random } from './random'

/**
 * The live match centre of a simulated match (PROTOCOL.md section 12): a timeline, statistics and momentum, drawn
 * once per match from its own seeded stream around the events of its plan. The goals, cards and period changes
 * that move the prices are the plan's own (plan.ts); shots, corners, fouls, possession, penalties and
 * substitutions are drawn around them, weighted by the sides' expected scores, so the side that scores more also
 * presses more. Its own stream leaves the plans (and every price) as they were before the centre existed.
 */
export interface CentreEvent {
  at: number
  minute: number
  /** Timeline lines, and the events that only count in the statistics and momentum. */
  kind: FeedCentreIncident['type'] | 'shot' | 'foul'
  side: Side | null
  player?: string
  detail?: string
  /** A shot on target (shots; goals count as one). */
  onTarget?: boolean
}

export interface CentrePlan {
  events: CentreEvent[]
  /** The home side's share of possession in each minute of play (index = minute - 1). */
  possession: number[]
}

const minute = 60_000
const surnames = [
  'Abara',
  'Bellamy',
  'Castel',
  'Dorsey',
  'Eklund',
  'Faria',
  'Garnier',
  'Hollis',
  'Ivanic',
  'Jensen',
  'Kovac',
  'Laine',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quist',
  'Rinaldi',
  'Sato',
  'Tavares',
  'Umeh',
  'Varga',
  'Weller',
  'Xavier',
  'Yilmaz',
  'Zeller',
  'Amadi',
  'Brandt',
  'Cruz',
  'Dahl',
  'Esposito',
  'Fontaine',
  'Guerra',
  'Haddad',
  'Ito',
  'Jovic',
  'Keller',
  'Lund',
  'Mensah',
  'Novak',
]

/** A team's squad: 16 invented names, the same for every match of the team on one seed. */
export function squadOf(seed: number, teamId: number): string[] {
  const random = new Random(seed, 'squad', teamId)
  return random.shuffle(surnames).slice(0, 16)
}

/** The minute of play a game clock reading shows: football 1..45 (45 in stoppage) and 46..90; basketball 1..48 and on. */
export function minuteOf(plan: MatchPlan, at: number): number {
  let played = 0
  for (const span of plan.periods) {
    const length = plan.sportType === 1 ? 45 : (span.clockFrom / 60) | 0
    if (at < span.start) break
    const elapsed = Math.floor((Math.min(at, span.end) - span.start) / span.stretch / 60)
    if (at < span.end || span === plan.periods[plan.periods.length - 1])
      return played + Math.min(length, elapsed + 1)
    played += length
  }
  return Math.max(1, played)
}

function sideOf(random: Random, homeShare: number): Side {
  return random.chance(homeShare) ? 'home' : 'away'
}

/** Draws the centre of a planned match. */
export function planCentre(seed: number, plan: MatchPlan): CentrePlan {
  const random = new Random(seed, 'centre', plan.fixture.id)
  const squads = { home: squadOf(seed, plan.fixture.homeId), away: squadOf(seed, plan.fixture.awayId) }
  const player = (side: Side, bench = false) => {
    const squad = squads[side]
    return squad[bench ? random.int(11, 15) : random.int(1, 10)] as string
  }
  const homeShare = plan.expected.home / (plan.expected.home + plan.expected.away)
  const football = plan.sportType === 1
  const events: CentreEvent[] = []
  const possession: number[] = []
  const at = (span: PeriodSpan, offset: number) => Math.min(span.end - 1, span.start + offset)
  const minuteAt = (t: number) => minuteOf(plan, t)

  for (const incident of plan.incidents) {
    if (incident.type === 'periodStart' || incident.type === 'periodEnd') {
      const detail =
        incident.type === 'periodStart'
          ? `${incident.period} start`
          : incident.period === '1H'
            ? 'HT'
            : incident === plan.incidents[plan.incidents.length - 1]
              ? 'FT'
              : `${incident.period} end`
      events.push({ at: incident.at, minute: minuteAt(incident.at), kind: 'period', side: null, detail })
    } else if (incident.type === 'yellowCard' || incident.type === 'redCard') {
      const side = incident.team ?? 'home'
      const detail = incident.type === 'yellowCard' ? 'yellow' : 'red'
      events.push({
        at: incident.at,
        minute: minuteAt(incident.at),
        kind: 'card',
        side,
        player: player(side),
        detail,
      })
      events.push({ at: incident.at, minute: minuteAt(incident.at), kind: 'foul', side })
    }
  }
  if (football) {
    for (const goal of plan.scoring) {
      const scorer = player(goal.team)
      const fromSpot = random.chance(0.1)
      const line = { at: goal.at, minute: minuteAt(goal.at), side: goal.team, player: scorer }
      if (fromSpot) events.push({ ...line, kind: 'penalty', detail: 'scored' })
      events.push({ ...line, kind: 'goal', detail: fromSpot ? 'penalty' : 'scored', onTarget: true })
    }
  } else {
    // Baskets are not timeline lines (a hundred a game): two- and three-pointers count as shots on target.
    for (const basket of plan.scoring) {
      if (basket.points < 2) continue
      events.push({
        at: basket.at,
        minute: minuteAt(basket.at),
        kind: 'shot',
        side: basket.team,
        onTarget: true,
      })
    }
  }
  for (const span of plan.periods) {
    const minutes = Math.floor((span.end - span.start) / span.stretch / 60)
    for (let m = 0; m < minutes; m += 1) {
      const base = m * 60 * span.stretch
      const share = Math.min(0.8, Math.max(0.2, 0.5 + (homeShare - 0.5) * 0.8 + random.normal(0, 0.08)))
      possession.push(share)
      for (const side of ['home', 'away'] as const) {
        const weight = 2 * (side === 'home' ? homeShare : 1 - homeShare)
        const t = at(span, base + random.int(0, 59) * span.stretch)
        if (football) {
          if (random.chance(0.12 * weight)) {
            events.push({ at: t, minute: minuteAt(t), kind: 'shot', side, onTarget: random.chance(0.3) })
          }
          if (random.chance(0.055 * weight)) {
            events.push({ at: t, minute: minuteAt(t), kind: 'corner', side, player: player(side) })
          }
          if (random.chance(0.12))
            events.push({ at: t, minute: minuteAt(t), kind: 'foul', side: sideOf(random, 0.5) })
          if (random.chance(0.001 * weight)) {
            const line = { at: t, minute: minuteAt(t), side, player: player(side) }
            events.push({ ...line, kind: 'penalty', detail: 'missed' })
            events.push({ ...line, kind: 'shot', onTarget: random.chance(0.5) })
          }
        } else {
          // Missed field goals, about 45 a side; fouls about 20.
          if (random.chance(0.9 * (2 - weight)))
            events.push({ at: t, minute: minuteAt(t), kind: 'shot', side })
          if (random.chance(0.42)) events.push({ at: t, minute: minuteAt(t), kind: 'foul', side })
        }
      }
    }
  }
  // Substitutions: football three to five a side after the break, basketball rotations through the game.
  const lastSpan = plan.periods[plan.periods.length - 1] as PeriodSpan
  const secondHalf = football ? (plan.periods[1] as PeriodSpan) : (plan.periods[0] as PeriodSpan)
  for (const side of ['home', 'away'] as const) {
    const count = football ? random.int(3, 5) : random.int(6, 10)
    for (let n = 0; n < count; n += 1) {
      const t = Math.round(random.between(secondHalf.start + minute, lastSpan.end - minute))
      const on = player(side, true)
      events.push({
        at: t,
        minute: minuteAt(t),
        kind: 'substitution',
        side,
        player: on,
        detail: `for ${player(side)}`,
      })
    }
  }
  events.sort((a, b) => a.at - b.at)
  return { events, possession }
}

const emptyStats = (): MatchStats => ({
  possession: { home: 50, away: 50 },
  shots: { home: 0, away: 0 },
  shotsOnTarget: { home: 0, away: 0 },
  corners: { home: 0, away: 0 },
  cards: { home: 0, away: 0 },
  fouls: { home: 0, away: 0 },
})

/** How much each event presses, for the momentum. */
const pressure: Partial<Record<CentreEvent['kind'], number>> = {
  shot: 2,
  corner: 1.5,
  goal: 6,
  penalty: 3,
  card: -1,
}

/**
 * The centre at feed time t: every event up to then (cut at a cancellation), the statistics they add up to, and
 * the momentum of each minute played: the pressure of the last five minutes, home minus away, from -100 to 100.
 */
export function centreAt(
  plan: MatchPlan,
  centre: CentrePlan,
  t: number,
  scoreAt: (t: number) => Score,
): FeedCentre {
  const until = plan.cancelAt !== null ? Math.min(t, plan.cancelAt - 1) : t
  const stats = emptyStats()
  const incidents: FeedCentreIncident[] = []
  const perMinute = new Map<number, number>()
  for (const event of centre.events) {
    if (event.at > until) break
    const side = event.side
    if (side) {
      if (event.kind === 'shot' || event.kind === 'goal') {
        stats.shots[side] += 1
        if (event.onTarget) stats.shotsOnTarget[side] += 1
      } else if (event.kind === 'corner') stats.corners[side] += 1
      else if (event.kind === 'card') stats.cards[side] += 1
      else if (event.kind === 'foul') stats.fouls[side] += 1
      const push = (pressure[event.kind] ?? 0) * (side === 'home' ? 1 : -1)
      perMinute.set(event.minute, (perMinute.get(event.minute) ?? 0) + push)
    }
    if (event.kind === 'shot' || event.kind === 'foul') continue
    incidents.push({
      at: event.at,
      minute: event.minute,
      type: event.kind,
      side: event.side,
      ...(event.player ? { player: event.player } : {}),
      ...(event.detail ? { detail: event.detail } : {}),
      score: scoreAt(event.at),
    })
  }
  const played = until < plan.kickoff ? 0 : minuteOf(plan, until)
  const shares = centre.possession.slice(0, played)
  if (shares.length > 0) {
    const home = Math.round((100 * shares.reduce((sum, x) => sum + x, 0)) / shares.length)
    stats.possession = { home, away: 100 - home }
  }
  const momentum: MomentumPoint[] = []
  for (let m = 1; m <= played; m += 1) {
    let sum = ((centre.possession[m - 1] ?? 0.5) - 0.5) * 4
    for (let back = 0; back < 5; back += 1) sum += (perMinute.get(m - back) ?? 0) * (1 - back / 5)
    momentum.push({ minute: m, value: Math.round(100 * Math.tanh(sum / 6)) })
  }
  return { incidents, stats, momentum }
}
