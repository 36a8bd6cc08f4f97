import { useLingui } from '@lingui/react'
import { FairnessVerifier, gamesMessages } from '@sportsbook/ui'
import { useSearch } from '@tanstack/react-router'
import { fairnessInputOf } from './games/fairness-address'
import '../betting/styles'
import './games/games.css'

/**
 * #/games/fairness: recomputes any round from its seeds in the browser (the SDK's provably-fair module), without
 * asking the server; a round's "Verify" link fills the seeds in through the query.
 */
export default function FairnessPage() {
  const { i18n } = useLingui()
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const defaultValue = fairnessInputOf(search)
  return (
    <section className="sb-games-page" aria-labelledby="fairness-title">
      <a className="sb-button sb-button--secondary" href="#/games">
        {i18n._(gamesMessages.backToGames)}
      </a>
      <h1 id="fairness-title" className="sb-games-page__title">
        {i18n._(gamesMessages.verifyRound)}
      </h1>
      <p className="sb-games-page__intro">{i18n._(gamesMessages.verifierIntro)}</p>
      <FairnessVerifier key={JSON.stringify(defaultValue)} defaultValue={defaultValue} />
    </section>
  )
}
