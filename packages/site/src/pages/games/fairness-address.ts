import type { GameRoundDetail } from '@sportsbook/sdk/protocol'
import type { FairnessInput } from '@sportsbook/ui'

/** The verifier's address with a round's seeds in its query, so the verifier opens filled in. */
export function fairnessHref(detail: GameRoundDetail): string {
  const query = new URLSearchParams({
    game: detail.play.game,
    serverSeed: detail.fairness.serverSeed ?? '',
    clientSeed: detail.fairness.clientSeed,
    nonce: String(detail.fairness.nonce),
  })
  return `#/games/fairness?${query}`
}

/** The seeds of the verifier's query; anything missing or unknown is left for the player to fill in. */
export function fairnessInputOf(search: Record<string, unknown>): Partial<FairnessInput> {
  const text = (key: string) => {
    const value = search[key]
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
  }
  const game = text('game')
  const input: Partial<FairnessInput> = {}
  if (game === 'dice' || game === 'crash') input.game = game
  for (const key of ['serverSeed', 'clientSeed', 'nonce'] as const) {
    const value = text(key)
    if (value !== undefined) input[key] = value
  }
  return input
}
