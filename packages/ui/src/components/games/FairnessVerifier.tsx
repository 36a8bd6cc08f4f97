import { Trans, useLingui } from '@lingui/react/macro'
import { isNonce } from '@sportsbook/sdk/protocol'
import { serverSeedHashOf, verifyCrashPoint, verifyDiceRoll } from '@sportsbook/sdk/protocol/provably-fair'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import { withRef } from '../../internal/with-ref'
import { TextField } from '../field/TextField'

/** The house games whose rounds {@link FairnessVerifier} can recompute from their seeds. */
export type VerifiedGame = 'dice' | 'crash'

/** What the player types into {@link FairnessVerifier}: a finished round's game and seeds. */
export interface FairnessInput {
  game: VerifiedGame
  /** The server's seed, revealed once the player sets a new client seed; its SHA-256 was shown before play. */
  serverSeed: string
  /** The player's own seed for the round. */
  clientSeed: string
  /** The round's number under that pair of seeds, as typed (a whole number). */
  nonce: string
}

/** Props of {@link FairnessVerifier}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface FairnessVerifierProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children' | 'onError' | 'defaultValue'> {
  /** The seeds to start from (a round's, from its details). */
  defaultValue?: Partial<FairnessInput>
}

interface Verdict {
  hash: string
  outcome: string
  game: VerifiedGame
}

/**
 * Recomputes a round from its seeds in the browser with the SDK's provably-fair module,
 * without asking the server: the server seed's SHA-256 (to compare with the hash shown before play) and the roll
 * or crash point.
 */
export const FairnessVerifier = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function FairnessVerifier({
    defaultValue = {},
    className,
    ...rest
  }: FairnessVerifierProps) {
    const { t } = useLingui()
    const [input, setInput] = useState<FairnessInput>({
      game: defaultValue.game ?? 'dice',
      serverSeed: defaultValue.serverSeed ?? '',
      clientSeed: defaultValue.clientSeed ?? '',
      nonce: defaultValue.nonce ?? '0',
    })
    const [verdict, setVerdict] = useState<Verdict | null>(null)
    const [issue, setIssue] = useState<string | null>(null)
    const set = (field: keyof FairnessInput) => (value: string) =>
      setInput((was) => ({ ...was, [field]: value }))
    const verify = (event: FormEvent) => {
      event.preventDefault()
      if (!input.serverSeed.trim() || !input.clientSeed) {
        setIssue(t`Enter the server seed and the client seed.`)
        return
      }
      const nonce = input.nonce.trim()
      if (!isNonce(nonce)) {
        setIssue(t`The nonce is a whole number.`)
        return
      }
      setIssue(null)
      const seeds = {
        serverSeed: input.serverSeed.trim(),
        clientSeed: input.clientSeed,
        nonce: Number(nonce),
      }
      setVerdict({
        hash: serverSeedHashOf(seeds.serverSeed),
        outcome: input.game === 'dice' ? verifyDiceRoll(seeds) : verifyCrashPoint(seeds),
        game: input.game,
      })
    }
    return (
      <form
        aria-label={t`Verify a round`}
        {...rest}
        className={className ? `sb-fairness ${className}` : 'sb-fairness'}
        onSubmit={verify}
        noValidate
      >
        <fieldset className="sb-fairness__games">
          <legend>
            <Trans>Game</Trans>
          </legend>
          {(['dice', 'crash'] as const).map((game) => (
            <label key={game} className="sb-fairness__game">
              <input
                type="radio"
                name="game"
                value={game}
                checked={input.game === game}
                onChange={() => set('game')(game)}
              />
              {game === 'dice' ? t`Dice` : t`Crash`}
            </label>
          ))}
        </fieldset>
        <TextField label={t`Server seed`} value={input.serverSeed} onValueChange={set('serverSeed')} />
        <TextField label={t`Client seed`} value={input.clientSeed} onValueChange={set('clientSeed')} />
        <TextField label={t`Nonce`} value={input.nonce} onValueChange={set('nonce')} inputMode="numeric" />
        {issue ? (
          <p className="sb-fairness__issue" role="alert">
            {issue}
          </p>
        ) : null}
        <button type="submit" className="sb-button">
          <Trans>Verify</Trans>
        </button>
        {verdict ? (
          <dl className="sb-fairness__verdict" aria-live="polite">
            <dt>
              <Trans>Server seed hash</Trans>
            </dt>
            <dd className="sb-game-round__seed" data-testid="verified-hash">
              {verdict.hash}
            </dd>
            <dt>{verdict.game === 'dice' ? t`Roll` : t`Crash point`}</dt>
            <dd className="sb-fairness__outcome" data-testid="verified-outcome">
              {verdict.outcome}
            </dd>
          </dl>
        ) : null}
      </form>
    )
  }),
  { displayName: 'FairnessVerifier' },
)
