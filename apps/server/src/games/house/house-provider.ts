import type { Game } from '@sportsbook/sdk/protocol'
import { gameStakeRange } from '../limits'
import type { GameProvider } from '../provider'

/** A small square picture per game, drawn inline so the list needs no image host. */
function thumbnail(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="16" fill="${colour}"/><text x="60" y="72" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

const common = {
  provider: 'house',
  minStake: gameStakeRange.min,
  maxStake: gameStakeRange.max,
  houseEdge: '0.01',
  playPath: 'game/play',
} as const

export const diceGame: Game = {
  ...common,
  id: 101,
  code: 'dice',
  name: 'Dice',
  category: 'dice',
  thumbnail: thumbnail('DICE', '#2563eb'),
}

export const crashGame: Game = {
  ...common,
  id: 102,
  code: 'crash',
  name: 'Crash',
  category: 'crash',
  thumbnail: thumbnail('CRASH', '#dc2626'),
}

/**
 * The built-in provider (PROTOCOL.md section 10): provably fair dice and multiplayer crash, served by this server
 * at `/games/house/<code>` (games/house/pages.ts) and launched like an external provider's games.
 */
export const houseProvider: GameProvider = {
  name: 'house',
  displayName: 'House games',
  games: [diceGame, crashGame],
  currencyCodes: ['USD', 'BRL', 'USDT'],
  playsDemoMoney: true,
  launchUrl: (base, game, sessionToken, language) =>
    `${base}/games/house/${game.code}?session=${encodeURIComponent(sessionToken)}&lang=${language}`,
}
