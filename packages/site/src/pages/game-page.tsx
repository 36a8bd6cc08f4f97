import { useLingui } from '@lingui/react'
import type { Game } from '@sportsbook/sdk/protocol'
import {
  AmountField,
  EmptyState,
  GameWallet,
  gamesMessages,
  LoadingState,
  useSportsbook,
  useSportsbookQuery,
} from '@sportsbook/ui'
import { useParams } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useKeyedRead, useRemoteOf } from '../betting/remote'
import { RemoteError } from '../betting/remote-error'
import { AllowanceLine } from '../protection/allowance-line'
import { GamesAccess } from './games/games-access'
import { useWalletCurrency } from './wallet/wallet-context'
import '../betting/styles'
import './games/games.css'
import { useMoneyAction } from './use-money-action'

/**
 * #/games/$id: brings money into the provider's game wallet and opens the game in a frame (the launch url holds a
 * one-time token valid for 60 s, so the frame opens as soon as the launch answers).
 */
export default function GamePage() {
  const { id } = useParams({ strict: false }) as { id?: string }
  const { i18n } = useLingui()
  return (
    <section className="sb-games-page" aria-labelledby="game-title">
      <a className="sb-button sb-button--secondary" href="#/games">
        {i18n._(gamesMessages.backToGames)}
      </a>
      <GamesAccess>{(uid) => <GameBody key={`${uid}-${id}`} id={Number(id)} />}</GamesAccess>
    </section>
  )
}

function GameBody({ id }: { id: number }) {
  const { i18n } = useLingui()
  const valid = Number.isInteger(id) && id > 0
  const game = useRemoteOf(useSportsbookQuery('games', 'item', { id }, { enabled: valid }))
  if (!valid) return <EmptyState title={i18n._(gamesMessages.gameNotFound)} />
  if (game.status === 'loading') return <LoadingState rows={3} />
  if (game.status === 'error') return <RemoteError remote={game} title={i18n._(gamesMessages.loadFailed)} />
  if (!game.data) return <EmptyState title={i18n._(gamesMessages.gameNotFound)} />
  return <GameLaunch game={game.data} />
}

function GameLaunch({ game }: { game: Game }) {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const { currencyCode } = useWalletCurrency()
  const [amount, setAmount] = useState('')
  const [launch, setLaunch] = useState<{ url: string } | null>(null)
  // The frame moves money in the game wallet without telling the page: it is read again every few seconds.
  // Each launch reads it afresh; a `balance` push reads it again too.
  const wallet = useKeyedRead(
    { group: 'games', name: 'balance', inputs: { provider: game.provider, launch: launch?.url } },
    () => sportsbook.api.games.balance({ provider: game.provider }),
    { enabled: launch !== null, refetchInterval: 5_000 },
  )
  const { busy, error, run } = useMoneyAction()

  const open = (event: FormEvent) => {
    event.preventDefault()
    const value = amount.trim()
    void run(async () => {
      const answer = await sportsbook.games.launch(game, {
        currencyCode,
        ...(value ? { amount: value } : {}),
      })
      setLaunch({ url: answer.url })
    })
  }
  const withdrawAll = () =>
    run(async () => {
      await sportsbook.games.withdrawAll()
      wallet.reload()
    })

  return (
    <div className="sb-games-page__stack">
      <h1 id="game-title" className="sb-games-page__title">
        {game.name}
      </h1>
      {launch ? (
        <>
          <GameWallet
            entries={wallet.data ?? []}
            busy={busy}
            error={error}
            onWithdrawAll={() => void withdrawAll()}
          />
          <iframe className="sb-game-frame" title={game.name} src={launch.url} />
        </>
      ) : (
        <form className="sb-games-page__launch" onSubmit={(event) => void open(event)} noValidate>
          <AmountField
            label={i18n._(gamesMessages.amountToBringIn)}
            value={amount}
            onValueChange={setAmount}
            currencyCode={currencyCode}
            disabled={busy}
          />
          <AllowanceLine kind="stake" currencyCode={currencyCode} />
          {error ? <p role="alert">{error}</p> : null}
          <button type="submit" className="sb-button" disabled={busy || !currencyCode}>
            {i18n._(gamesMessages.openGame)}
          </button>
        </form>
      )}
    </div>
  )
}
