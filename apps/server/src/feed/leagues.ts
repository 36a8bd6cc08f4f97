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

function football(
  index: number,
  name: string,
  country: string,
  hot: boolean,
  teams: [string, string][],
): LeagueDefinition {
  return {
    id: 101 + index,
    index,
    sportType: 1,
    name,
    country,
    hot,
    teams: teams.map(([team]) => team),
    shortNames: teams.map(([, short]) => short),
    intervalMs: 3 * hour,
    offsetMs: index * 30 * minute,
    perSlot: 2,
    staggerMs: 15 * minute,
  }
}

function basketball(
  index: number,
  order: number,
  name: string,
  country: string,
  hot: boolean,
  teams: [string, string][],
): LeagueDefinition {
  return {
    id: 201 + order,
    index,
    sportType: 2,
    name,
    country,
    hot,
    teams: teams.map(([team]) => team),
    shortNames: teams.map(([, short]) => short),
    intervalMs: 4 * hour,
    offsetMs: order * hour + 15 * minute,
    perSlot: 2,
    staggerMs: 30 * minute,
  }
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
