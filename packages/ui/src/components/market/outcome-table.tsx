import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { outcomeName } from './market-texts'

/** Props of {@link OutcomeTable}; any other prop of a `table` goes to it. */
export interface OutcomeTableProps extends Omit<ComponentPropsWithoutRef<'table'>, 'children'> {
  /** The bank's result (`pnl`) in each outcome of its market. */
  outcomes: readonly { label: string; pnl: string }[]
  /** The match's team names, which name the outcomes. */
  teams: { home: string; away: string }
  /** An amount as the table shows it (the bank's currency). */
  money: (value: string) => string
  /** The `data-tone` a result is coloured by. */
  toneOf: (pnl: string) => string
  caption?: ReactNode
}

/** A bank's result in each outcome, one row per outcome: the open-a-bank preview and the bank's exposure. */
export function OutcomeTable({
  outcomes,
  teams,
  money,
  toneOf,
  caption,
  className,
  ...rest
}: OutcomeTableProps) {
  const { i18n } = useLingui()
  return (
    <table {...rest} className={className ? `sb-bank-table ${className}` : 'sb-bank-table'}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">
            <Trans>Outcome</Trans>
          </th>
          <th scope="col">
            <Trans>Result</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {outcomes.map((outcome) => (
          <tr key={outcome.label} data-outcome={outcome.label}>
            <th scope="row">{outcomeName(i18n, outcome.label, teams)}</th>
            <td data-tone={toneOf(outcome.pnl)}>{money(outcome.pnl)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
