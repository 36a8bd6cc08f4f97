import { Trans, useLingui } from '@lingui/react/macro'
import type { BetSlipResult, BetSlipState, OddsFormat } from '@sportsbook/sdk'
import { displayOdds } from '../../internal/display-odds'
import { PendingBet } from '../pending-bet/PendingBet'
import { useRefusalText } from '../protection/use-refusal-text'
import { usePickNames } from './BetSlipItem'

function BetName({ state, bet }: { state: BetSlipState; bet: number | 'parlay' }) {
  const { t } = useLingui()
  const selection = bet === 'parlay' ? undefined : state.selections.find((entry) => entry.selectionId === bet)
  if (bet === 'parlay') {
    const legs = state.selections.length
    return <>{t`Parlay of ${legs} selections`}</>
  }
  const id = bet
  return selection ? <SelectionName selection={selection} /> : t`Selection ${id}`
}

function SelectionName({ selection }: { selection: BetSlipState['selections'][number] }) {
  const { name } = usePickNames(selection)
  return <>{name}</>
}

export interface BetSlipResultViewProps {
  state: BetSlipState
  result: BetSlipResult
  format: OddsFormat
  formatAmount: (amount: string) => string
  onDismiss: () => void
}

/**
 * What placing did: the orders placed (id, stake, accepted odds, potential return) and the bets that failed with
 * the server's reason. One status message, read once, not a running commentary.
 */
export function BetSlipResultView({
  state,
  result,
  format,
  formatAmount,
  onDismiss,
}: BetSlipResultViewProps) {
  const placed = result.placed.length
  const failed = result.failed.length
  // A player-protection refusal (1007) says why and until when in the player's words, never its code.
  const refusalText = useRefusalText()
  return (
    <div
      className="sb-slip-result"
      data-state={failed === 0 ? 'placed' : placed === 0 ? 'failed' : 'partial'}
    >
      <p className="sb-slip-result__summary" role="status">
        {failed === 0 ? (
          <Trans>Bets placed: {placed}</Trans>
        ) : placed === 0 ? (
          <Trans>No bet was placed.</Trans>
        ) : (
          <Trans>
            Bets placed: {placed}. Not placed: {failed}.
          </Trans>
        )}
      </p>
      {placed > 0 ? (
        <ul className="sb-slip-result__list">
          {result.placed.map(({ bet, order }) => {
            const id = order.id
            const stake = `${formatAmount(order.stake)} ${order.currencyCode}`
            const odds = displayOdds(order.odds, format)
            const potential = formatAmount(order.potentialReturn)
            return (
              <li
                key={id}
                className="sb-slip-result__item"
                data-state="placed"
                data-order-status={order.status}
              >
                <span className="sb-slip-result__name">
                  <BetName state={state} bet={bet} />
                </span>
                <span className="sb-slip-result__detail">
                  <Trans>
                    Order {id}: {stake} at {odds}, potential return {potential}
                  </Trans>
                </span>
                {/* A live bet waits out the in-play delay: its countdown, then its outcome. */}
                {order.acceptAt ? (
                  <PendingBet
                    status={order.status === 'pending' || order.status === 'rejected' ? order.status : 'open'}
                    acceptAt={order.acceptAt}
                    delayMs={order.acceptAt - order.createdAt}
                    rejectReason={order.rejectReason ?? null}
                  />
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
      {failed > 0 ? (
        <ul className="sb-slip-result__list">
          {result.failed.map(({ bet, error }) => (
            <li key={String(bet)} className="sb-slip-result__item" data-state="failed">
              <span className="sb-slip-result__name">
                <BetName state={state} bet={bet} />
              </span>
              <span className="sb-slip-result__detail">{refusalText(error) ?? error.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="sb-button sb-button--block" onClick={onDismiss}>
        {failed > 0 ? <Trans>Back to the slip</Trans> : <Trans>Done</Trans>}
      </button>
    </div>
  )
}
