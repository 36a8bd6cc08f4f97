import { Trans, useLingui } from '@lingui/react/macro'
import type { BankerInfo } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { OutcomeTable } from './outcome-table'
import { labelledCell, rowHeader, StackedTable } from './stacked-table'

/** Props of {@link BankExposure}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface BankExposureProps extends ComponentPropsWithRef<'section'> {
  /** The bank as its banker and partners see it (`match/opening/banker/info`): outcomes and participants. */
  info: BankerInfo
}

const tone = (value: string) =>
  value.startsWith('-') ? 'bad' : /^0(\.0*)?$/.test(value) ? 'neutral' : 'good'

/**
 * What the participants see of their bank (match/opening/banker/info): the bank's result in each outcome of the
 * market, and each participant's capital, share and result (worst case while open, the net paid once settled).
 */
export const BankExposure = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function BankExposure({ info, className, ...rest }: BankExposureProps) {
    const { t } = useLingui()
    const format = useFormatters()
    const money = (value: string) => format.money(value, info.currencyCode)
    const settled = info.status === 'settled'
    const labels = { capital: t`Capital`, share: t`Share`, result: settled ? t`Net result` : t`Worst case` }
    return (
      <section {...rest} className={className ? `sb-bank-exposure ${className}` : 'sb-bank-exposure'}>
        <OutcomeTable
          data-table="outcomes"
          caption={<Trans>Bank result in each outcome</Trans>}
          outcomes={info.outcomes}
          teams={info.match}
          money={money}
          toneOf={tone}
        />
        <StackedTable
          data-table="participants"
          caption={<Trans>Participants</Trans>}
          columns={[t`Member`, labels.capital, labels.share, labels.result]}
          rows={info.participants}
          rowOf={(participant) => ({ key: participant.memberId, 'data-role': participant.role })}
          cells={(participant) => (
            <>
              <th {...rowHeader}>
                {participant.name}{' '}
                <span className="sb-cashier__muted">
                  {participant.role === 'banker' ? <Trans>Banker</Trans> : <Trans>Partner</Trans>}
                </span>
              </th>
              <td {...labelledCell(labels.capital)}>{money(participant.capital)}</td>
              <td {...labelledCell(labels.share)}>{(Number(participant.share) * 100).toFixed(2)}%</td>
              <td {...labelledCell(labels.result)} data-tone={tone(participant.pnl)}>
                {money(participant.pnl)}
              </td>
            </>
          )}
        />
      </section>
    )
  }),
  { displayName: 'BankExposure' },
)
