import { Trans, useLingui } from '@lingui/react/macro'
import type { BankStat } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { StatusBadge } from '../cashier/StatusBadge'
import { bankStatusLabel } from './market-texts'
import { labelledCell, rowHeader, StackedTable } from './stacked-table'

/** Props of {@link MyBanks}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface MyBanksProps extends ComponentPropsWithRef<'div'> {
  /** trade/api/gambler/order/stat/list rows. */
  rows: readonly BankStat[]
  /** The currency the amounts are in (the stat rows carry none). */
  currencyCode: string
  /** Where a bank's page is. */
  hrefOf: (bankId: number) => string
}

/** "My banks": per bank the member is in, the role, capital, stakes taken, P&L and the commission paid. */
export const MyBanks = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function MyBanks({ rows, currencyCode, hrefOf, className, ...rest }: MyBanksProps) {
    const { i18n, t } = useLingui()
    const format = useFormatters()
    const money = (value: string) => format.money(value, currencyCode)
    const labels = {
      bank: t({ message: `Bank`, context: 'peer market' }),
      capital: t`Capital`,
      stakes: t`Stakes taken`,
      pnl: t`P&L`,
      commission: t`Commission`,
    }
    return (
      <div {...rest} className={className ? `sb-bank-records ${className}` : 'sb-bank-records'}>
        {rows.length === 0 ? (
          <p className="sb-cashier__muted">
            <Trans>You have no banks yet. Open one from a match page.</Trans>
          </p>
        ) : (
          <StackedTable
            data-table="my-banks"
            caption={<Trans>My banks</Trans>}
            columns={[labels.bank, labels.capital, labels.stakes, labels.pnl, labels.commission]}
            rows={rows}
            rowOf={(row) => ({ key: row.bankId, 'data-bank': row.bankId, 'data-state': row.status })}
            cells={(row) => (
              <>
                <th {...rowHeader}>
                  <a href={hrefOf(row.bankId)}>#{row.bankId}</a>{' '}
                  {row.role === 'banker' ? <Trans>Banker</Trans> : <Trans>Partner</Trans>}{' '}
                  <StatusBadge label={bankStatusLabel(i18n, row.status)} />
                </th>
                <td {...labelledCell(labels.capital)}>{money(row.capital)}</td>
                <td {...labelledCell(labels.stakes)}>
                  {money(row.stakes)} ({row.orders})
                </td>
                <td
                  {...labelledCell(labels.pnl)}
                  data-field="pnl"
                  data-tone={row.pnl.startsWith('-') ? 'bad' : 'good'}
                >
                  {money(row.pnl)}
                </td>
                <td {...labelledCell(labels.commission)} data-field="commission">
                  {money(row.commission)}
                </td>
              </>
            )}
          />
        )}
      </div>
    )
  }),
  { displayName: 'MyBanks' },
)
