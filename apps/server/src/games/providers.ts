import type { Game } from '@sportsbook/sdk/protocol'
import { houseProvider } from './house/house-provider'
import type { GameProvider } from './provider'

/** The providers this server offers; an external aggregator's adapter joins this list. */
export const gameProviders: readonly GameProvider[] = [houseProvider]

export function providerNamed(name: string): GameProvider | null {
  return gameProviders.find((provider) => provider.name === name) ?? null
}

export function gameById(id: number): { game: Game; provider: GameProvider } | null {
  for (const provider of gameProviders) {
    const game = provider.games.find((candidate) => candidate.id === id)
    if (game) return { game, provider }
  }
  return null
}

/** The games of the filters, in the providers' order. */
export function listGames(filter: { provider?: string; category?: string }): Game[] {
  return gameProviders
    .filter((provider) => !filter.provider || provider.name === filter.provider)
    .flatMap((provider) => provider.games)
    .filter((game) => !filter.category || game.category === filter.category)
}
