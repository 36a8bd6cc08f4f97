import type { GameActions } from './game-actions'

// Apart from the actions' code: the client's first chunk needs the names only, the code loads with its section.

/** Every function of {@link GameActions}: the client's `sb.games` forwards them to the games section's chunk. */
export const gameActionNames = [
  'launch',
  'withdraw',
  'withdrawAll',
  'claimRedEnvelope',
  'pending',
] as const satisfies readonly (keyof GameActions)[]
