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

/** A decimal text as an integer of `scale` decimals ("12.5" at 2 is 1250). */
function units(amount: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale))
}

/**
 * The participants' shares as percentages of two decimals that add up to exactly 100 (largest remainder): each
 * share is its capital over the bank's, so two thirds and a third read 66.67% and 33.33%, not 66.66% and 33.33%.
 */
export function sharePercents(capitals: readonly string[]): string[] {
  const scale = Math.max(0, ...capitals.map((capital) => capital.split('.')[1]?.length ?? 0))
  const amounts = capitals.map((capital) => units(capital, scale))
  const total = amounts.reduce((sum, amount) => sum + amount, 0n)
  if (total <= 0n) return capitals.map(() => '0.00')
  // Hundredths of a percent: 10000 in all.
  const exact = amounts.map((amount) => amount * 10000n)
  const floors = exact.map((value) => value / total)
  let left = 10000n - floors.reduce((sum, value) => sum + value, 0n)
  const order = exact
    .map((value, index) => ({ index, remainder: value % total }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index))
  for (const { index } of order) {
    if (left <= 0n) break
    floors[index] = floors[index]! + 1n
    left -= 1n
  }
  return floors.map((value) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`)
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
    const percents = sharePercents(info.participants.map((participant) => participant.capital))
    const percentOf = new Map(
      info.participants.map((participant, index) => [participant.memberId, percents[index]]),
    )
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
              <td {...labelledCell(labels.share)}>{percentOf.get(participant.memberId)}%</td>
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
