import { Trans, useLingui } from '@lingui/react/macro'
import type { OddsFormat } from '@sportsbook/sdk'
import type { Order, OrderLeg, PublicOrder } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type ReactNode, useState } from 'react'
import { displayOdds } from '../../internal/display-odds'
import { FigureList } from '../../internal/figure-list'
import { marketName, selectionLabel } from '../../internal/market-labels'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { CashOutHistory } from '../cash-out/CashOutHistory'
import { CopyButton } from '../cashier/CopyButton'
import { PendingBet } from '../pending-bet/PendingBet'
import { legResultName, orderStatusName } from './order-labels'

/** Props of {@link OrderRow}; any other prop of an `article` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface OrderRowProps extends ComponentPropsWithRef<'article'> {
  /** The member's order, or another member's shared one (no cash out, no share). */
  order: PublicOrder &
    Partial<Pick<Order, 'cashOutOffer' | 'shared' | 'requestId' | 'acceptAt' | 'rejectReason' | 'cashOuts'>>
  format?: OddsFormat
  /** The cash-out control (a CashOut), shown for open orders with an offer. */
  cashOut?: ReactNode
  /**
   * Shows a Share button while the order is not shared yet; a share cannot be taken back, so the button asks to
   * confirm first and this runs on the confirmation.
   */
  onShare?: () => void
  sharing?: boolean
  /** The address of the shared bets: a shared order offers to copy it, to send to others. */
  shareLink?: string
  /** Extra actions under the order (a shared order's "Copy to slip"). */
  actions?: ReactNode
}

function LegLine({ leg, format }: { leg: OrderLeg; format: OddsFormat }) {
  const { t, i18n } = useLingui()
  const formats = useFormatters()
  const name = selectionLabel(i18n, {
    marketType: leg.marketType,
    selectionName: leg.selectionName,
    line: leg.line,
    homeName: leg.homeName,
    awayName: leg.awayName,
  })
  const home = leg.homeName
  const away = leg.awayName
  return (
    <li className="sb-order__leg" data-result={leg.result ?? 'pending'}>
      <span className="sb-order__pick">
        <strong>{name}</strong> <span className="sb-order__odds">@ {displayOdds(leg.odds, format)}</span>
      </span>
      <span className="sb-order__market">
        {marketName(i18n, leg.marketType)} · {t`${home} v ${away}`} · {formats.dayTime(leg.startTime)}
      </span>
      {/* An unsettled leg says nothing: the order's own status ("Open") already does. */}
      {leg.result ? <span className="sb-order__result">{legResultName(i18n, leg.result)}</span> : null}
    </li>
  )
}

/**
 * One order: its legs with their results, stake, odds, potential return or payout, and its status in words.
 * data-state is the order's status (open, won, lost, void, pushed, cashedOut).
 */
export const OrderRow = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function OrderRow({
    order,
    format = 'decimal',
    cashOut,
    onShare,
    sharing = false,
    shareLink,
    actions,
    className,
    ref,
    ...rest
  }: OrderRowProps) {
    const { t, i18n } = useLingui()
    const formats = useFormatters()
    const money = (amount: string) => formats.money(amount, order.currencyCode)
    const id = order.id
    const legs = order.legs.length
    const placedAt = formats.dayTime(order.createdAt)
    return (
      <article
        {...rest}
        ref={ref}
        className={className ? `sb-order ${className}` : 'sb-order'}
        data-state={order.status}
      >
        <header className="sb-order__header">
          <span className="sb-order__kind">
            {order.kind === 'builder' ? (
              <Trans>Bet builder ({legs} legs)</Trans>
            ) : order.kind === 'parlay' ? (
              <Trans>Parlay ({legs} legs)</Trans>
            ) : (
              <Trans>Single</Trans>
            )}
            {order.freeBet ? (
              <span className="sb-order__tag">
                <Trans>Free bet</Trans>
              </span>
            ) : null}
          </span>
          <span className="sb-order__status">{orderStatusName(i18n, order.status)}</span>
        </header>
        <ul className="sb-order__legs">
          {order.legs.map((leg) => (
            <LegLine key={`${leg.marketId}-${leg.selectionId}`} leg={leg} format={format} />
          ))}
        </ul>
        {(order.status === 'pending' || order.status === 'rejected') && order.acceptAt ? (
          <PendingBet
            status={order.status}
            acceptAt={order.acceptAt}
            delayMs={order.acceptAt - order.createdAt}
            rejectReason={order.rejectReason ?? null}
          />
        ) : null}
        <FigureList
          className="sb-order__figures"
          figures={[
            { label: <Trans>Stake</Trans>, value: money(order.stake) },
            { label: <Trans>Odds</Trans>, value: displayOdds(order.odds, format) },
            order.status === 'open' || order.status === 'pending'
              ? { label: <Trans>Potential return</Trans>, value: money(order.potentialReturn) }
              : { label: <Trans>Payout</Trans>, value: order.payout === null ? '–' : money(order.payout) },
          ]}
        />
        {order.cashOuts && order.cashOuts.length > 0 ? (
          <CashOutHistory cashOuts={order.cashOuts} currencyCode={order.currencyCode} />
        ) : null}
        <footer className="sb-order__footer">
          <span className="sb-order__meta">
            <Trans>
              Order {id} · {placedAt}
            </Trans>
          </span>
          <div className="sb-order__actions">
            {order.status === 'open' ? cashOut : null}
            {onShare && order.shared === false ? <ShareStep sharing={sharing} onShare={onShare} /> : null}
            {order.shared ? (
              <span className="sb-order__tag">
                <Trans>Shared</Trans>
              </span>
            ) : null}
            {order.shared && shareLink ? (
              <CopyButton className="sb-button sb-button--secondary" text={shareLink} what={t`link`} />
            ) : null}
            {actions}
          </div>
        </footer>
      </article>
    )
  }),
  { displayName: 'OrderRow' },
)

/** Share, then a confirmation that says a share is for everyone and stays: there is no taking it back. */
function ShareStep({ sharing, onShare }: { sharing: boolean; onShare: () => void }) {
  const [asking, setAsking] = useState(false)
  if (!asking || sharing)
    return (
      <button
        type="button"
        className="sb-button sb-button--secondary"
        disabled={sharing}
        onClick={() => setAsking(true)}
      >
        {sharing ? <Trans>Sharing…</Trans> : <Trans>Share</Trans>}
      </button>
    )
  return (
    <span className="sb-order__confirm">
      <span className="sb-order__confirm-text">
        <Trans>Every player will see this bet, and a share cannot be taken back.</Trans>
      </span>
      <button
        type="button"
        className="sb-button"
        onClick={() => {
          setAsking(false)
          onShare()
        }}
      >
        <Trans>Confirm</Trans>
      </button>
      <button type="button" className="sb-button sb-button--secondary" onClick={() => setAsking(false)}>
        <Trans>Cancel</Trans>
      </button>
    </span>
  )
}
