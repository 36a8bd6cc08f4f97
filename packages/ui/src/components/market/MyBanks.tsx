import { Trans, useLingui } from '@lingui/react/macro'
import type { BankStat } from '@sportsbook/sdk/protocol'
import type { HTMLAttributes } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { StatusBadge } from '../cashier/StatusBadge'
import { bankStatusLabel } from './market-texts'

export interface MyBanksProps extends HTMLAttributes<HTMLElement> {
  /** trade/api/gambler/order/stat/list rows. */
  rows: readonly BankStat[]
  /** The currency the amounts are in (the stat rows carry none). */
  currencyCode: string
  /** Where a bank's page is. */
  hrefOf: (bankId: number) => string
}

/** "My banks": per bank the member is in, the role, capital, stakes taken, P&L and the commission paid. */
export const MyBanks = /* @__PURE__ */ Object.assign(
  function MyBanks({ rows, currencyCode, hrefOf, className, ...rest }: MyBanksProps) {
    const { i18n } = useLingui()
    const format = useFormatters()
    const money = (value: string) => format.money(value, currencyCode)
    if (rows.length === 0)
      return (
        <p className="sb-cashier__muted">
          <Trans>You have no banks yet. Open one from a match page.</Trans>
        </p>
      )
    return (
      <table
        {...rest}
        className={className ? `sb-bank-table ${className}` : 'sb-bank-table'}
        data-table="my-banks"
      >
        <caption>
          <Trans>My banks</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Bank</Trans>
            </th>
            <th scope="col">
              <Trans>Capital</Trans>
            </th>
            <th scope="col">
              <Trans>Stakes taken</Trans>
            </th>
            <th scope="col">
              <Trans>P&L</Trans>
            </th>
            <th scope="col">
              <Trans>Commission</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.bankId} data-bank={row.bankId} data-state={row.status}>
              <th scope="row">
                <a href={hrefOf(row.bankId)}>#{row.bankId}</a>{' '}
                {row.role === 'banker' ? <Trans>Banker</Trans> : <Trans>Partner</Trans>}{' '}
                <StatusBadge label={bankStatusLabel(i18n, row.status)} />
              </th>
              <td>{money(row.capital)}</td>
              <td>
                {money(row.stakes)} ({row.orders})
              </td>
              <td data-field="pnl" data-tone={row.pnl.startsWith('-') ? 'bad' : 'good'}>
                {money(row.pnl)}
              </td>
              <td data-field="commission">{money(row.commission)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )
  },
  { displayName: 'MyBanks' },
)
