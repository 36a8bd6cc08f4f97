import { Trans, useLingui } from '@lingui/react/macro'
import type { MarketType, RiskMarket, RiskSelection, SelectionName } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { marketName, selectionLabel } from '../../internal/market-labels'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { EmptyState, ErrorState, LoadingState } from '../data-states/DataStates'
import { labelledCell, rowHeader, StackedTable } from '../market/stacked-table'

/** A selection the operator picked in the book. */
export interface RiskChoice {
  selectionId: number
  /** Its full name ("Northbridge FC", "Over 2.5"), in the page's language. */
  name: string
  market: RiskMarket
}

/** Props of {@link RiskBook}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface RiskBookProps extends Omit<ComponentPropsWithRef<'div'>, 'onSelect'> {
  /** The brand's open book per market and currency, the largest liability first (as the server answers). */
  markets: readonly RiskMarket[]
  status: 'loading' | 'error' | 'ready'
  error?: string | undefined
  /** Reads the book again after an error (a retry button shows with the error). */
  onRetry?: () => void
  /** The selection whose orders are shown under its market. */
  selected?: number | null | undefined
  /** Called with a selection the operator opens (or closes, when it is the shown one), its name and market. */
  onSelect: (selection: RiskChoice) => void
  /** The shown selection's orders (a {@link RiskOrders}). */
  orders?: ReactNode
}

/** A selection's full name in its market ("Northbridge FC", "Over 2.5"). */
function nameOf(
  i18n: Parameters<typeof marketName>[0],
  market: RiskMarket,
  selection: RiskSelection,
): string {
  return selectionLabel(i18n, {
    marketType: market.marketType as MarketType,
    selectionName: selection.name as SelectionName,
    line: market.line,
    homeName: market.homeName,
    awayName: market.awayName,
  })
}

/**
 * The house's open book: each market with its worst case, and per selection the stakes,
 * the potential payout, the liability (what the house loses if it wins) and whether the brand suspended it at its
 * maximum. A selection opens its orders.
 */
export const RiskBook = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function RiskBook({
    markets,
    status,
    error,
    onRetry,
    selected,
    onSelect,
    orders,
    className,
    ref,
    ...rest
  }: RiskBookProps) {
    const { t, i18n } = useLingui()
    const format = useFormatters()
    let body: ReactNode
    if (status === 'error') {
      body = <ErrorState title={t`The book could not be loaded`} message={error} onRetry={onRetry} />
    } else if (status === 'loading') body = <LoadingState rows={4} />
    else if (markets.length === 0) body = <EmptyState title={t`No open bets`} />
    else {
      body = markets.map((market) => {
        const money = (value: string) => format.money(value, market.currencyCode)
        const title = `${market.homeName} v ${market.awayName}`
        const kind = `${marketName(i18n, market.marketType as MarketType)}${market.line ? ` ${market.line}` : ''}`
        const shown = market.selections.some((selection) => selection.selectionId === selected)
        return (
          <section
            key={`${market.marketId}:${market.currencyCode}`}
            className="sb-risk__market"
            aria-label={`${title}, ${kind}, ${market.currencyCode}`}
            data-market={market.marketId}
          >
            <header className="sb-risk__head">
              <h3 className="sb-risk__title">
                {title} <span className="sb-risk__kind">{kind}</span>
              </h3>
              <p className="sb-risk__meta">
                {market.leagueName} · {format.dayTime(market.startTime)} ·{' '}
                <Trans>
                  Liability <strong data-figure="liability">{money(market.liability)}</strong>
                </Trans>{' '}
                · <Trans>Stakes {money(market.stakes)}</Trans>
              </p>
            </header>
            <StackedTable
              className="sb-risk__table"
              columns={[t`Selection`, t`Stakes`, t`Potential payout`, t`Liability`, t`Bets`, t`Orders`]}
              rows={market.selections}
              rowOf={(selection) => ({
                key: selection.selectionId,
                'data-selection': selection.selectionId,
                'data-state': selection.suspended ? 'suspended' : 'open',
              })}
              cells={(selection) => {
                const name = nameOf(i18n, market, selection)
                const open = selection.selectionId === selected
                return (
                  <>
                    <th {...rowHeader}>
                      {name}
                      {selection.suspended ? (
                        <span className="sb-status sb-risk__suspended" data-tone="bad">
                          <Trans>Suspended</Trans>
                        </span>
                      ) : null}
                    </th>
                    <td {...labelledCell(t`Stakes`)}>{money(selection.stakes)}</td>
                    <td {...labelledCell(t`Potential payout`)}>{money(selection.potentialPayout)}</td>
                    <td {...labelledCell(t`Liability`)} data-figure="liability">
                      {money(selection.liability)}
                    </td>
                    <td {...labelledCell(t`Bets`)}>{selection.orders}</td>
                    <td {...labelledCell(t`Orders`)}>
                      <button
                        type="button"
                        className="sb-button sb-button--secondary sb-risk__open"
                        aria-pressed={open}
                        aria-label={t`Orders on ${name}`}
                        onClick={() => onSelect({ selectionId: selection.selectionId, name, market })}
                      >
                        {open ? t`Hide` : t`Show`}
                      </button>
                    </td>
                  </>
                )
              }}
            />
            {shown ? orders : null}
          </section>
        )
      })
    }
    return (
      <div {...rest} ref={ref} className={className ? `sb-risk ${className}` : 'sb-risk'}>
        {body}
      </div>
    )
  }),
  { displayName: 'RiskBook' },
)
