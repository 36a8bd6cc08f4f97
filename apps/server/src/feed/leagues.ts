import type { SportType } from './adapter'

/**
 * The simulator's leagues and teams: invented names (no real club or competition). Ids are fixed so they stay the
 * same across seeds and restarts: league ids 101.. (football) and 201.. (basketball), team id = league id * 100 + n.
 */
export interface LeagueDefinition {
  id: number
  /** 0..15: the league's slot in match ids (see schedule.ts). */
  index: number
  sportType: SportType
  name: string
  country: string
  hot: boolean
  teams: readonly string[]
  shortNames: readonly string[]
  /** A round of fixtures starts every `intervalMs`, shifted by `offsetMs`; `perSlot` matches per round. */
  intervalMs: number
  offsetMs: number
  perSlot: number
  /** Kick-off of the n-th match of a slot: slot start + n * staggerMs. */
  staggerMs: number
}

const minute = 60_000
const hour = 60 * minute

type Teams = [string, string][]

/**
 * Each sport's rhythm: a round of fixtures every `intervalMs`; the n-th league of the sport (`order`) has id
 * `firstId + order` and starts its rounds `order * spacingMs + shiftMs` in; kick-offs of a round `staggerMs` apart.
 */
const rhythms = {
  1: { firstId: 101, intervalMs: 3 * hour, spacingMs: 30 * minute, shiftMs: 0, staggerMs: 15 * minute },
  2: { firstId: 201, intervalMs: 4 * hour, spacingMs: hour, shiftMs: 15 * minute, staggerMs: 30 * minute },
} as const

/** A league of the simulator, its teams as [name, short name]: `index` is its slot among every league. */
function league(sportType: SportType, index: number, order: number, names: LeagueNames, teams: Teams) {
  const { firstId, intervalMs, spacingMs, shiftMs, staggerMs } = rhythms[sportType]
  const offsetMs = order * spacingMs + shiftMs
  const [name, country, hot] = names
  const shortNames = teams.map(([, short]) => short)
  const definition = { id: firstId + order, index, sportType, name, country, hot, shortNames }
  return { ...definition, teams: teams.map(([team]) => team), intervalMs, offsetMs, perSlot: 2, staggerMs }
}

type LeagueNames = [name: string, country: string, hot: boolean]

function football(
  index: number,
  name: string,
  country: string,
  hot: boolean,
  teams: Teams,
): LeagueDefinition {
  return league(1, index, index, [name, country, hot], teams)
}

function basketball(index: number, order: number, name: string, country: string, hot: boolean, teams: Teams) {
  return league(2, index, order, [name, country, hot], teams)
}

export const leagueDefinitions: readonly LeagueDefinition[] = [
  football(0, 'Albion Premier Division', 'Albion', true, [
    ['Ashbourne United', 'ASH'],
    ['Kingsmere City', 'KIN'],
    ['Thornbury Rovers', 'THO'],
    ['Westhaven Athletic', 'WES'],
    ['Oakridge Town', 'OAK'],
    ['Redcliffe Wanderers', 'RED'],
    ['Harrowgate Albion', 'HAR'],
    ['Millbrook County', 'MIL'],
    ['Stonebridge United', 'STO'],
    ['Fairhaven Rangers', 'FAI'],
    ['Brackenfield Town', 'BRA'],
    ['Ravensworth City', 'RAV'],
    ['Eastmoor Athletic', 'EAS'],
    ['Lindenford Rovers', 'LIN'],
    ['Castleton Orient', 'CAS'],
    ['Northwick Forest', 'NOR'],
  ]),
  football(1, 'Valdoria Liga Primera', 'Valdoria', true, [
    ['Real Montalba', 'RMO'],
    ['Atlético Sierra Clara', 'ASC'],
    ['Deportivo Puerto Azul', 'DPA'],
    ['CD Villaverde', 'CDV'],
    ['Racing Costanera', 'RCO'],
    ['Unión Miravalle', 'UMI'],
    ['Sporting Alcarena', 'SAL'],
    ['CF Torreblanca', 'CTO'],
    ['Real Santa Lucía', 'RSL'],
    ['Atlético Los Olmos', 'ALO'],
    ['Deportivo Ribera', 'DRI'],
    ['CD Peñaflor', 'CDP'],
    ['Club Marisol', 'CMA'],
    ['Granada del Norte', 'GDN'],
    ['Estrella Valdecruz', 'EVA'],
    ['Celta Arrecife', 'CAR'],
  ]),
  football(2, 'Ostmark Bundesklasse', 'Ostmark', false, [
    ['FC Waldheim', 'WAL'],
    ['SV Rotenburg 04', 'ROT'],
    ['Borussia Lindau', 'BOL'],
    ['VfB Kaltenbach', 'KAL'],
    ['Eintracht Sonnfeld', 'SON'],
    ['TSV Grünwald', 'GRÜ'],
    ['Fortuna Adlerberg', 'ADL'],
    ['SC Hohenau', 'HOH'],
    ['FC Bergstadt', 'BER'],
    ['Union Steinach', 'STE'],
    ['Alemannia Mühlbach', 'MÜH'],
    ['Viktoria Falkenau', 'FAL'],
    ['SpVgg Eichenried', 'EIC'],
    ['Hertha Seeburg', 'SEE'],
    ['Preußen Tannwald', 'TAN'],
    ['Germania Wolfsegg', 'WOL'],
  ]),
  football(3, 'Lucania Serie Aurora', 'Lucania', true, [
    ['AC Montebello', 'MON'],
    ['Sporting Valfiore', 'VAL'],
    ['US Castelnuovo', 'CAS'],
    ['Aurora Calcio', 'AUR'],
    ['Pro Lago Verde', 'PLV'],
    ['Virtus Santarena', 'SAN'],
    ['Atletico Portorosa', 'POR'],
    ['Real Collina', 'COL'],
    ['AS Ferrandina', 'FER'],
    ['Juve Marittima', 'JUM'],
    ['Fiorente Arsoli', 'ARS'],
    ['Lazio del Mare', 'LDM'],
    ['Olimpia Brezza', 'BRE'],
    ['Vigor Altamura', 'ALT'],
    ['Dinamo Pietrasanta', 'PIE'],
    ['Audace Roccaforte', 'ROC'],
  ]),
  football(4, 'Armorique Ligue Atlantique', 'Armorique', false, [
    ['Olympique Kerlann', 'KER'],
    ['Stade Brévannes', 'BRÉ'],
    ['AS Port-Morvan', 'PMO'],
    ['FC Lannevez', 'LAN'],
    ['Racing Saint-Aubrac', 'RSA'],
    ['US Quimperlé-Mer', 'QUI'],
    ['Stade Rochemaure', 'ROC'],
    ['AJ Valcourt', 'VAL'],
    ['En Avant Trégoz', 'TRÉ'],
    ['SC Beaulac', 'BEA'],
    ['Girondins de Sablons', 'SAB'],
    ['FC Montclar', 'MON'],
    ['Olympique Ardenval', 'ARD'],
    ['Chamois Pontlevoy', 'PON'],
    ['Red Star Lorient-Haut', 'RSL'],
    ['AS Belle-Rive', 'BRI'],
  ]),
  football(5, 'Kaimana Super League', 'Kaimana', false, [
    ['Port Kaimana Mariners', 'PKM'],
    ['Wairoa Tide', 'WAI'],
    ['Coral Bay FC', 'CBF'],
    ['Makani Waves', 'MAK'],
    ['Te Awa United', 'TAU'],
    ['Hilo Heights', 'HIL'],
    ['Ironsand City', 'IRO'],
    ['Tasman Reef', 'TAS'],
    ['Southern Cross FC', 'SCF'],
    ['Kauri Valley', 'KAU'],
    ['Lagoon Athletic', 'LAG'],
    ['Pacific Harbour', 'PAC'],
    ['Moana Stars', 'MOA'],
    ['Highland Kestrels', 'HIG'],
    ['Volcano Park', 'VOL'],
    ['Eastern Suburbs', 'EAS'],
  ]),
  basketball(6, 0, 'Continental Basketball League', 'Continental', true, [
    ['Harborview Comets', 'HAR'],
    ['Granite Falls Titans', 'GRA'],
    ['Silverlake Hawks', 'SIL'],
    ['Redrock Rattlers', 'RED'],
    ['Bayport Mariners', 'BAY'],
    ['Northfield Blizzard', 'NOR'],
    ['Sunvale Suns', 'SUN'],
    ['Ironwood Lumberjacks', 'IRO'],
    ['Cedar Point Pilots', 'CED'],
    ['Lakeshore Lynx', 'LAK'],
    ['Prairie City Bison', 'PRA'],
    ['Metro Vipers', 'MET'],
  ]),
  basketball(7, 1, 'Eastern Hoops Association', 'Eastmarch', true, [
    ['Jade River Dragons', 'JAD'],
    ['Golden Gate Phoenix', 'GOL'],
    ['Lotus Bay Tigers', 'LOT'],
    ['Summit Peak Eagles', 'SUM'],
    ['Pearl Harbor Sharks', 'PEA'],
    ['Crimson Hill Foxes', 'CRI'],
    ['Azure Sky Falcons', 'AZU'],
    ['Stone Garden Lions', 'STO'],
    ['Bamboo Valley Pandas', 'BAM'],
    ['Thunder Coast Storm', 'THU'],
    ['Moonlight Owls', 'MOO'],
    ['Iron Bridge Bulls', 'IRB'],
  ]),
  basketball(8, 2, 'Meridian Basket Liga', 'Meridia', false, [
    ['Basket Porto Lume', 'BPL'],
    ['Real Marisca Basket', 'RMB'],
    ['Olimpo Verena', 'OLV'],
    ['Valle Oscuro BC', 'VOB'],
    ['Ciudad Sol Gigantes', 'CSG'],
    ['Aurora Tempesta', 'AUT'],
    ['Saltamar BC', 'SBC'],
    ['Capitolina Lupi', 'CAL'],
    ['Nordvik Vikings', 'NOV'],
    ['Brisa Atlântica', 'BRA'],
    ['Monte Alto Condors', 'MAC'],
    ['Riviera Delfini', 'RID'],
  ]),
  basketball(9, 3, 'Southern Cup Basketball', 'Austral', false, [
    ['Outback Dingoes', 'OUT'],
    ['Riverbend Kookaburras', 'RIV'],
    ['Saltpan Scorpions', 'SAL'],
    ['Bluegum Koalas', 'BLU'],
    ['Harbour Bridge Ferries', 'HBF'],
    ['Red Centre Rockets', 'RCR'],
    ['Goldfield Miners', 'GOF'],
    ['Coastline Breakers', 'COA'],
    ['Tablelands Thunder', 'TAB'],
    ['Wattle Valley Wasps', 'WAT'],
    ['Cape Storm Albatross', 'CAP'],
    ['Ironbark Giants', 'IRN'],
  ]),
]

export function teamId(league: LeagueDefinition, position: number): number {
  return league.id * 100 + position + 1
}

export const leagueByIndex = new Map(leagueDefinitions.map((league) => [league.index, league]))
export const leagueById = new Map(leagueDefinitions.map((league) => [league.id, league]))
